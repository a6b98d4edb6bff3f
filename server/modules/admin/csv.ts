import { asc, inArray } from 'drizzle-orm';
import { AMOUNT_MESSAGES, parseDecimalAmount } from '#core/pricing/decimal-amount';
import type { Db } from '#db/client';
import { products } from '#db/schema';
import { CsvSyntaxError, parseCsv, toCsv, unguardCell, type CsvRecord } from '#core/format/csv';
import { PRODUCT_MESSAGES, productInputSchema, type ProductInput } from '#core/schemas/product';
import { HttpError } from '../../errors';
import { hasUnstorableText } from '../../plugins/input-guard';
import { findOrders } from '../orders/service';

export const PRODUCT_CSV_HEADER = [
  'id',
  'name',
  'brand',
  'category',
  'price',
  'countInStock',
  'description',
  'image',
  'images',
  'specifications',
];

/** Columns an import may leave out (they keep the product's value); the export writes them. */
export const OPTIONAL_CSV_COLUMNS = ['warrantyMonths'];

export async function productsCsv(db: Db) {
  const rows = await db.select().from(products).orderBy(asc(products.id));
  return toCsv(
    [...PRODUCT_CSV_HEADER, ...OPTIONAL_CSV_COLUMNS],
    rows.map((p) => [
      p.id,
      p.name,
      p.brand,
      p.category,
      p.price,
      p.countInStock,
      p.description,
      p.image,
      p.images.join(' | '),
      JSON.stringify(p.specifications),
      p.warrantyMonths ?? '',
    ]),
  );
}

export async function ordersCsv(db: Db) {
  const list = await findOrders(db);
  return toCsv(
    [
      'id',
      'number',
      'customer',
      'status',
      'items',
      'items_price',
      'shipping_price',
      'total_price',
      'paid_at',
      'delivered_at',
      'created_at',
    ],
    list.map((o) => [
      o.id,
      o.number,
      o.user?.name ?? 'Unknown User',
      o.status,
      o.order_items.map((i) => `${i.quantity} x ${i.name}`).join('; '),
      o.items_price,
      o.shipping_price,
      o.total_price,
      o.paid_at ?? '',
      o.delivered_at ?? '',
      o.created_at,
    ]),
  );
}

/** One checked row: `line` is where it starts in the file. */
export interface CsvRow {
  line: number;
  id?: number;
  input: ProductInput;
}

export class CsvImportError extends HttpError {
  constructor(
    readonly line: number,
    reason: string,
  ) {
    super(400, `Line ${line}: ${reason}`);
  }
}

/**
 * Reads and checks a product CSV (the export's columns): rows with an id update that product, rows
 * without one create a product. Every row is checked here, before anything is written, so a bad row
 * (answered 'Line N: reason') leaves the catalog exactly as it was. The rows are then written in
 * batches by the import job (csv-import-job.ts).
 */
export async function parseProductsCsv(db: Db, text: string): Promise<CsvRow[]> {
  let records: CsvRecord[];
  try {
    records = parseCsv(text);
  } catch (err) {
    throw new CsvImportError(err instanceof CsvSyntaxError ? err.line : 1, (err as Error).message);
  }
  if (records.length < 2) throw new CsvImportError(records[0]?.line ?? 1, 'the file has no product rows');
  const header = records[0].fields.map((h) => h.trim());
  const missing = PRODUCT_CSV_HEADER.filter((h) => h !== 'id' && !header.includes(h));
  if (missing.length) throw new CsvImportError(records[0].line, `missing columns: ${missing.join(', ')}`);
  // The export puts a ' before text a spreadsheet would run as a formula: it comes off again here.
  const col = (r: string[], name: string) => unguardCell(r[header.indexOf(name)] ?? '').trim();

  // Digits only ('1500', '1500.50'): '0x10' or '1e3' in a price column is a mistake, not 16 or 1000.
  const priceCell = (line: number, cell: string) => {
    if (cell === '') return undefined;
    // A minus sign is read, so the schema can say what is wrong with it ('must be 0 or more').
    const amount = parseDecimalAmount(cell.replace(/^-/, ''));
    if (amount === undefined) throw new CsvImportError(line, `price: ${AMOUNT_MESSAGES.digits}`);
    return cell.startsWith('-') ? -amount : amount;
  };

  const warrantyCell = (line: number, cell: string) => {
    if (cell === '') return null;
    if (!/^\d{1,3}$/.test(cell))
      throw new CsvImportError(line, 'warrantyMonths: must be whole months (0 to 120) or empty');
    return Number(cell);
  };

  // `line` is where the record starts in the file, as an editor numbers it (descriptions may span lines).
  const parsed = records.slice(1).map(({ line, fields: r }) => {
    let specifications: unknown = {};
    try {
      specifications = col(r, 'specifications') ? JSON.parse(col(r, 'specifications')) : {};
    } catch {
      throw new CsvImportError(line, 'specifications must be a JSON object');
    }
    // JSON escapes (\u0000, a lone \ud800) decode to text PostgreSQL cannot store.
    if (hasUnstorableText(specifications))
      throw new CsvImportError(line, 'specifications must be valid Unicode without null characters');
    const input = productInputSchema.safeParse({
      name: col(r, 'name'),
      brand: col(r, 'brand'),
      category: col(r, 'category'),
      price: priceCell(line, col(r, 'price')),
      countInStock: col(r, 'countInStock') === '' ? undefined : Number(col(r, 'countInStock')),
      description: col(r, 'description'),
      image: col(r, 'image'),
      images: col(r, 'images')
        ? col(r, 'images')
            .split('|')
            .map((s) => s.trim())
            .filter(Boolean)
        : [],
      specifications,
      // Issue 30: an empty cell states no warranty; a file without the column keeps each product's.
      ...(header.includes('warrantyMonths') ? { warrantyMonths: warrantyCell(line, col(r, 'warrantyMonths')) } : {}),
    });
    if (!input.success) {
      const issue = input.error.issues[0];
      throw new CsvImportError(line, `${issue.path.join('.') || 'row'}: ${issue.message}`);
    }
    const rawId = header.includes('id') ? col(r, 'id') : '';
    if (rawId && !/^\d{1,9}$/.test(rawId)) throw new CsvImportError(line, 'id must be a product number or empty');
    return { line, id: rawId ? Number(rawId) : undefined, input: input.data };
  });

  // Rows that name a product: every id must exist (checked in one query, not row by row).
  const ids = [...new Set(parsed.flatMap((r) => (r.id ? [r.id] : [])))];
  const compareAt = new Map<number, number | null>();
  for (let i = 0; i < ids.length; i += 1000) {
    const slice = ids.slice(i, i + 1000);
    const rows = await db
      .select({ id: products.id, compareAtPrice: products.compareAtPrice })
      .from(products)
      .where(inArray(products.id, slice));
    for (const r of rows) compareAt.set(r.id, r.compareAtPrice == null ? null : Number(r.compareAtPrice));
  }
  for (const row of parsed) {
    if (!row.id) continue;
    if (!compareAt.has(row.id)) throw new CsvImportError(row.line, `no product with id ${row.id}`);
    // The file has no compare-at column: the product's own must stay above the new price.
    const was = compareAt.get(row.id);
    if (was != null && !(was > row.input.price))
      throw new CsvImportError(row.line, `price: ${PRODUCT_MESSAGES.compareAtAbovePrice.toLowerCase()}`);
  }
  return parsed;
}
