import { sql, type SQL } from 'drizzle-orm';
import { products } from '#db/schema';
import { AMOUNT_PATTERN, type SpecFilter } from '#core/catalog/spec-filters';

/**
 * core/catalog/spec-filters.ts specFilterValue in SQL, on the products table's columns (the SQL
 * oracle's filters and facets). Kept in step by spec-filter-sql.test.ts on the database.
 */
export function specRawSql(f: SpecFilter): SQL {
  const keys = f.keys.map(
    (k) => sql`nullif(btrim(${products.specifications} ->> ${sql.raw(`'${k.replace(/'/g, "''")}'`)}), '')`,
  );
  return keys.length === 1 ? keys[0] : sql`coalesce(${sql.join(keys, sql`, `)})`;
}

const pattern = sql.raw(`'${AMOUNT_PATTERN.replace(/'/g, "''")}'`);

/** The normalised value of `raw` (an SQL text expression) for a filter of this kind, null when none. */
export function specValueOf(kind: SpecFilter['kind'], raw: SQL): SQL {
  if (kind === 'text') return sql`nullif(regexp_replace(lower(${raw}), '[^a-z0-9]+', '', 'g'), '')`;
  // m[1] the number, m[3] the unit (as in the TS pattern's groups).
  return sql`(select case
      when m is null then null
      when lower(coalesce(m[3], '')) = 'gb' and m[1] ~ '^[0-9]+$' and m[1]::numeric >= 1000 and m[1]::numeric % 1000 = 0
        then trim_scale(m[1]::numeric / 1000)::text || 'tb'
      else trim_scale(m[1]::numeric)::text || case lower(coalesce(m[3], ''))
        when 'inches' then 'in' when 'inch' then 'in' when '"' then 'in' else lower(coalesce(m[3], '')) end
    end from (select regexp_match(${raw}, ${pattern}, 'i') as m) x)`;
}

export const specValueSql = (f: SpecFilter): SQL => specValueOf(f.kind, specRawSql(f));
