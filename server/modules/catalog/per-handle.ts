import type { DbOrTx } from '#db/client';

/**
 * Statements prepared once per database handle: no query building per request, and PostgreSQL
 * parses them once per connection (ARCHITECTURE.md: the query builder costs as much as the query).
 */
export function perHandle<H extends DbOrTx, T>(prepare: (db: H) => T): (db: H) => T {
  const made = new WeakMap<H, T>();
  return (db) => {
    let value = made.get(db);
    if (value === undefined) made.set(db, (value = prepare(db)));
    return value;
  };
}
