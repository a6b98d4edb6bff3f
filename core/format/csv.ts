/** One CSV record and the file line it starts on (a quoted field may span several lines). */
export interface CsvRecord {
  line: number;
  fields: string[];
}

export class CsvSyntaxError extends Error {
  constructor(
    readonly line: number,
    message: string,
  ) {
    super(message);
  }
}

/**
 * RFC 4180 CSV: quoted fields, doubled quotes, commas and line breaks inside quotes. Each record
 * keeps the line it starts on, so an importer can name the line a person sees in their editor
 * even when an earlier description ran over several lines or blank lines were skipped.
 */
export function parseCsv(text: string): CsvRecord[] {
  const records: CsvRecord[] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  let line = 1;
  let start = 1;
  let quoteLine = 1;
  const src = text.replace(/^\uFEFF/, '');
  const endRecord = () => {
    row.push(field);
    if (!(row.length === 1 && row[0] === '')) records.push({ line: start, fields: row });
    row = [];
    field = '';
  };
  for (let i = 0; i < src.length; i++) {
    const c = src[i];
    if (c === '\n' || c === '\r') {
      const eol = c === '\r' && src[i + 1] === '\n' ? '\r\n' : c;
      i += eol.length - 1;
      if (quoted) field += eol;
      else endRecord();
      line++;
      if (!quoted) start = line;
    } else if (quoted) {
      if (c === '"' && src[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"' && field === '') {
      quoted = true;
      quoteLine = line;
    } else if (c === ',') {
      row.push(field);
      field = '';
    } else field += c;
  }
  if (quoted) throw new CsvSyntaxError(quoteLine, 'A quoted field is not closed');
  if (field !== '' || row.length) endRecord();
  return records;
}

// A leading =, +, - or @ (or tab, carriage return) would run as a formula in a spreadsheet.
const FORMULA_START = /^'*[=+\-@\t\r]/;
const NUMBER = /^-?\d+(\.\d+)?$/;

function cell(value: unknown): string {
  let s = value == null ? '' : String(value);
  // CSV injection guard: a leading ' makes a spreadsheet show the text. Values that already start
  // with quotes before such a character get one more, so `unguardCell` can always undo exactly one.
  if (FORMULA_START.test(s) && !NUMBER.test(s)) s = `'${s}`;
  return /[",\n\r]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/** Undoes the formula guard of `toCsv`, so an exported file imports back to the same values. */
export function unguardCell(s: string): string {
  return s.startsWith("'") && FORMULA_START.test(s.slice(1)) ? s.slice(1) : s;
}

export function toCsv(header: string[], rows: unknown[][]): string {
  return [header, ...rows].map((r) => r.map(cell).join(',')).join('\r\n') + '\r\n';
}
