import { eq } from 'drizzle-orm';
import type { DbOrTx } from '#db/client';
import { orders, users } from '#db/schema';
import type { DataExport } from '#core/schemas/privacy';
import { PRIVACY_MESSAGES } from '#core/schemas/privacy';
import { notFound } from '../../errors';
import { PERSON_TABLES, type Person } from './person-tables';

/** The account and the ids of its orders: what every table's rows are found by. */
export async function personOf(db: DbOrTx, userId: number): Promise<Person> {
  const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw notFound(PRIVACY_MESSAGES.notFound);
  const own = await db.select({ id: orders.id }).from(orders).where(eq(orders.userId, userId));
  return { userId, email: user.email, orderIds: own.map((o) => o.id) };
}

// Dates as ISO text, so the JSON and the CSV say the same instant the same way.
const plain = (row: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(row).map(([k, v]) => [k, v instanceof Date ? v.toISOString() : v]));

/** Everything the shop holds about the person (the right of access and portability), table by table. */
export async function exportPersonData(db: DbOrTx, userId: number): Promise<DataExport> {
  const person = await personOf(db, userId);
  const tables: DataExport['tables'] = {};
  for (const [name, read] of Object.entries(PERSON_TABLES)) tables[name] = (await read(db, person)).map(plain);
  return { exportedAt: new Date().toISOString(), userId, tables };
}

const cell = (v: unknown): string => {
  if (v === null || v === undefined) return '';
  const text = typeof v === 'object' ? JSON.stringify(v) : String(v);
  // Quoted when needed (RFC 4180); a leading =, +, - or @ is prefixed so a spreadsheet shows it as text.
  const safe = typeof v === 'string' && /^[=+\-@]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

/**
 * The same export as one CSV file: a section per table, headed by a line with its name, then its
 * column names and rows, a blank line between sections (decision 065: one download a shopper can open).
 */
export function exportToCsv(data: DataExport): string {
  const lines: string[] = [];
  for (const [name, rows] of Object.entries(data.tables)) {
    lines.push(`# ${name}`);
    const columns = [...new Set(rows.flatMap((r) => Object.keys(r)))];
    if (columns.length) lines.push(columns.map(cell).join(','));
    for (const row of rows) lines.push(columns.map((c) => cell(row[c])).join(','));
    lines.push('');
  }
  return lines.join('\r\n');
}
