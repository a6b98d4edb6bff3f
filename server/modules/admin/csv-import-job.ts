import { eq } from 'drizzle-orm';
import type { Db } from '#db/client';
import { csvImports } from '#db/schema';
import type { CsvImportJob } from '#core/schemas/admin';
import { HttpError } from '../../errors';
import { insertProduct, skuConflict, writeProductUpdate } from '../catalog/admin-service';
import type { CsvRow } from './csv';

/**
 * Issue 33, finding 8: one import of 2,000 rows in one transaction held the embedded database (one
 * connection, and its queries never give the event loop back) for 101 s: /api/health waited as long.
 * Now the checked rows are written in short transactions of at most BATCH_MS of work, and between
 * two the process answers everything that queued up (setImmediate: after pending I/O). On PostgreSQL
 * the same batches keep row locks short. Measured figures: decision 054.
 */
export const BATCH_MS = 150;
const BATCH_ROWS_MAX = 200;
/** A job whose row has not moved for this long died with its process (a restart): it is reported failed. */
const STALE_MS = 2 * 60_000;

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

const summary = (created: number, updated: number) =>
  `Imported ${created + updated} products (${created} new, ${updated} updated)`;

/** Starts writing `rows` (already checked by parseProductsCsv); `finished` settles when the job ends. */
export async function startCsvImport(
  db: Db,
  rows: CsvRow[],
  actorId: number | null,
  log: { error(obj: object, msg: string): void },
) {
  const [job] = await db
    .insert(csvImports)
    .values({ actorId, total: rows.length, message: 'Importing…' })
    .returning({ id: csvImports.id });
  const finished = runImport(db, job.id, rows, actorId).catch((err) =>
    log.error({ err, importId: job.id }, 'CSV import failed to record its end'),
  );
  return { id: job.id, finished };
}

async function runImport(db: Db, id: number, rows: CsvRow[], actorId: number | null) {
  let created = 0;
  let updated = 0;
  let next = 0;
  while (next < rows.length) {
    const first = rows[next];
    let line = first.line;
    try {
      const batch = await db.transaction(async (tx) => {
        const started = Date.now();
        let c = 0;
        let u = 0;
        let i = next;
        while (i < rows.length && i - next < BATCH_ROWS_MAX && (i === next || Date.now() - started < BATCH_MS)) {
          const row = rows[i++];
          line = row.line;
          if (row.id) {
            await writeProductUpdate(tx, actorId, row.id, row.input);
            u++;
          } else {
            await insertProduct(tx, actorId, row.input);
            c++;
          }
        }
        await tx
          .update(csvImports)
          .set({ done: i, created: created + c, updated: updated + u, updatedAt: new Date() })
          .where(eq(csvImports.id, id));
        return { c, u, i };
      });
      created += batch.c;
      updated += batch.u;
      next = batch.i;
    } catch (err) {
      const reason = failureReason(err);
      const before = next
        ? ` The ${next} rows before line ${first.line} were imported (${created} new, ${updated} updated).`
        : '';
      await db
        .update(csvImports)
        .set({
          status: 'failed',
          message: `Line ${line}: ${reason}.${before} Nothing from line ${first.line} on was imported.`,
          updatedAt: new Date(),
        })
        .where(eq(csvImports.id, id));
      return;
    }
    await nextTurn();
  }
  await db
    .update(csvImports)
    .set({ status: 'done', message: summary(created, updated), updatedAt: new Date() })
    .where(eq(csvImports.id, id));
}

/** What the admin is told about a row that could not be written (the checks before catch nearly all). */
function failureReason(err: unknown): string {
  try {
    skuConflict(err);
  } catch (e) {
    if (e instanceof HttpError) return e.message.replace(/\.$/, '');
  }
  return 'the database refused the row (it may have changed meanwhile)';
}

export async function csvImportJob(db: Db, id: number): Promise<CsvImportJob | undefined> {
  const [row] = await db.select().from(csvImports).where(eq(csvImports.id, id)).limit(1);
  if (!row) return undefined;
  const { status, total, done, created, updated, message } = row;
  if (status === 'running' && Date.now() - row.updatedAt.getTime() > STALE_MS)
    return {
      id,
      status: 'failed',
      total,
      done,
      created,
      updated,
      message: `The import stopped after ${done} of ${total} rows (the server restarted). Import the rest again.`,
    };
  return { id, status, total, done, created, updated, message };
}
