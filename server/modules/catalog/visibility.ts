import { sql, type SQL } from 'drizzle-orm';
import { products } from '#db/schema';

/**
 * The one rule of what shoppers may see (issue 20): active products only. Draft and archived ones
 * are hidden from every listing, search (with suggestions, facets and spelling words), the product
 * page, the sitemap and the builder, but keep their orders and reviews. Every shop query adds this
 * fragment, so a new query has one thing to remember. `shopVisibleSql('p')` is the same rule for
 * raw SQL over an aliased products table.
 */
export const shopVisible: SQL = sql`${products.status} = 'active'`;

export const shopVisibleSql = (alias: string): SQL => sql`${sql.raw(`${alias}.status`)} = 'active'`;
