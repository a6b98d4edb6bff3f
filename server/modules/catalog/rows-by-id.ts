import { and, sql } from 'drizzle-orm';
import type { Db } from '#db/client';
import { products } from '#db/schema';
import { productColumns, summaryColumns } from './service';
import { shopVisible } from './visibility';

/**
 * The rows of a page the search index chose (decision 050), in the index's order. A stand-in for
 * the product-row store: one prepared statement per column set, the ids as one text parameter
 * ('3,7', the same for both drivers). The visibility rule applies again here: a product drafted
 * after the index's check is not shown (the page is one shorter).
 */
function prepare(db: Db, columns: Record<string, unknown>, name: string) {
  return db
    .select(columns as never)
    .from(products)
    .where(and(sql`${products.id} = any(string_to_array(${sql.placeholder('ids')}, ',')::int[])`, shopVisible))
    .prepare(name);
}

const statements = new WeakMap<Db, { summary: ReturnType<typeof prepare>; full: ReturnType<typeof prepare> }>();

export async function rowsById(db: Db, ids: number[], summary: boolean): Promise<Record<string, unknown>[]> {
  if (!ids.length) return [];
  let st = statements.get(db);
  if (!st) {
    st = { summary: prepare(db, summaryColumns, 'catalog_summary_rows_by_id'), full: prepare(db, productColumns, 'catalog_rows_by_id') };
    statements.set(db, st);
  }
  const rows = (await (summary ? st.summary : st.full).execute({ ids: ids.join(',') })) as Record<string, unknown>[];
  const byId = new Map(rows.map((r) => [Number(r.id), r]));
  return ids.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []));
}
