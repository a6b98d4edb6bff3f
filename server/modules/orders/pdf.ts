/**
 * A minimal PDF writer (decision 020): text lines in the PDF's built-in Helvetica on A4 pages.
 * A receipt needs nothing more, and a library would add hundreds of kilobytes for it.
 */
export interface PdfText {
  x: number;
  y: number;
  text: string;
  size?: number;
  bold?: boolean;
  /** Right-aligned at x (approximate width: Helvetica averages about half its size per character). */
  right?: boolean;
}

export const PAGE = { width: 595, height: 842 } as const;

// WinAnsiEncoding puts these outside Latin-1's places.
const WIN_ANSI: Record<string, number> = {
  '—': 0x97,
  '–': 0x96,
  '…': 0x85,
  '‘': 0x91,
  '’': 0x92,
  '“': 0x93,
  '”': 0x94,
  '•': 0x95,
  '€': 0x80,
};

/** A PDF string literal: Latin-1 bytes, anything else as '?', parentheses and backslashes escaped. */
function pdfString(text: string): string {
  let out = '';
  for (const ch of text) {
    const code = WIN_ANSI[ch] ?? ch.codePointAt(0)!;
    if (code > 0xff) out += '?';
    else if (ch === '(' || ch === ')' || ch === '\\') out += `\\${ch}`;
    else if (code < 0x20 || code > 0x7e) out += `\\${code.toString(8).padStart(3, '0')}`;
    else out += ch;
  }
  return `(${out})`;
}

const width = (t: PdfText) => t.text.length * (t.size ?? 10) * 0.5;

/** A filled black square (a QR code's modules). */
export interface PdfBox {
  x: number;
  y: number;
  size: number;
}

function contentStream(
  texts: PdfText[],
  lines: { x1: number; y1: number; x2: number; y2: number }[],
  boxes: PdfBox[] = [],
): string {
  const ops = texts.map((t) => {
    const x = t.right ? t.x - width(t) : t.x;
    return `BT /${t.bold ? 'F2' : 'F1'} ${t.size ?? 10} Tf ${x.toFixed(1)} ${t.y.toFixed(1)} Td ${pdfString(t.text)} Tj ET`;
  });
  for (const l of lines) ops.push(`0.5 w ${l.x1} ${l.y1} m ${l.x2} ${l.y2} l S`);
  for (const b of boxes) ops.push(`${b.x.toFixed(2)} ${b.y.toFixed(2)} ${b.size.toFixed(2)} ${b.size.toFixed(2)} re f`);
  return ops.join('\n');
}

/** Builds the file: one content stream per page, cross-reference table with exact byte offsets. */
export function buildPdf(
  pages: { texts: PdfText[]; lines?: { x1: number; y1: number; x2: number; y2: number }[]; boxes?: PdfBox[] }[],
  title: string,
): Buffer {
  const objects: string[] = [];
  // An object's number is its index + 1.
  const add = (body: string) => objects.push(body);
  add('<< /Type /Catalog /Pages 2 0 R >>');
  add(''); // pages, filled below
  add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
  add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>');
  add(`<< /Title ${pdfString(title)} /Producer (Kenya PC Shop) >>`);
  const kids: number[] = [];
  for (const page of pages) {
    const stream = Buffer.from(contentStream(page.texts, page.lines ?? [], page.boxes), 'latin1');
    add(`<< /Length ${stream.length} >>\nstream\n${stream.toString('latin1')}\nendstream`);
    const contents = objects.length;
    add(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE.width} ${PAGE.height}] /Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${contents} 0 R >>`,
    );
    kids.push(objects.length);
  }
  objects[1] = `<< /Type /Pages /Kids [${kids.map((k) => `${k} 0 R`).join(' ')}] /Count ${kids.length} >>`;

  let pdf = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(pdf, 'latin1'));
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(pdf, 'latin1');
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 5 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}
