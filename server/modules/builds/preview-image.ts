import sharp from 'sharp';
import { OG_JPEG } from '#core/catalog/images';
import { SLOT_LABEL } from '#core/build-pc/compatibility';
import { formatKES } from '#core/pricing/money';
import type { SharedBuild } from '#core/schemas/builds';

/**
 * The link-preview picture of a shared build (WhatsApp, Facebook, X): its parts and today's total on
 * a 1200×630 JPEG, drawn as SVG and encoded by sharp — the size and format of the products'
 * preview JPEGs (core/images.ts OG_JPEG), which every preview reader accepts.
 */

const FONT = 'DejaVu Sans, Liberation Sans, Arial, Helvetica, sans-serif';
const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const cut = (s: string, max: number) => (s.length > max ? `${s.slice(0, max - 1)}…` : s);

export function previewSvg(build: SharedBuild, storeName: string): string {
  const { width, height } = OG_JPEG;
  const rows = build.slots.slice(0, 8);
  const lineHeight = 52;
  const top = 170;
  const lines = rows.map((s, i) => {
    const y = top + i * lineHeight;
    const name = s.part?.name ?? s.sharedName;
    const price = s.part ? formatKES(s.part.price) : 'no longer sold';
    const dim = !s.part || s.part.countInStock <= 0;
    return [
      `<text x="60" y="${y}" font-family="${FONT}" font-size="22" fill="#94a3b8">${esc(SLOT_LABEL[s.slot].toUpperCase())}</text>`,
      `<text x="300" y="${y}" font-family="${FONT}" font-size="28" fill="${dim ? '#64748b' : '#f8fafc'}">${esc(cut(name, 44))}</text>`,
      `<text x="${width - 60}" y="${y}" font-family="${FONT}" font-size="28" text-anchor="end" fill="${dim ? '#64748b' : '#e2e8f0'}">${esc(price)}</text>`,
    ].join('');
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<rect width="100%" height="100%" fill="#0f172a"/>
<rect x="0" y="0" width="${width}" height="8" fill="#6366f1"/>
<text x="60" y="80" font-family="${FONT}" font-size="40" font-weight="700" fill="#ffffff">${esc(cut(storeName, 40))}</text>
<text x="60" y="122" font-family="${FONT}" font-size="26" fill="#a5b4fc">PC build · ${build.slots.length} of 8 parts</text>
${lines.join('\n')}
<rect x="0" y="${height - 90}" width="${width}" height="90" fill="#1e293b"/>
<text x="60" y="${height - 34}" font-family="${FONT}" font-size="30" fill="#cbd5e1">Total today (ex VAT)</text>
<text x="${width - 60}" y="${height - 30}" font-family="${FONT}" font-size="44" font-weight="700" text-anchor="end" fill="#ffffff">${esc(formatKES(build.total))}</text>
</svg>`;
}

// Made again only when what it shows changes; a few hundred kilobytes at most in memory.
const cache = new Map<string, Promise<Buffer>>();
const CACHE_MAX = 200;

export function previewJpeg(build: SharedBuild, storeName: string): Promise<Buffer> {
  const svg = previewSvg(build, storeName);
  const key = `${build.code}:${svg.length}:${build.total}:${storeName}:${build.slots.map((s) => `${s.part?.price}/${s.part?.countInStock ? 1 : 0}`).join()}`;
  let job = cache.get(key);
  if (!job) {
    job = sharp(Buffer.from(svg)).jpeg({ quality: 82 }).toBuffer();
    job.catch(() => cache.delete(key));
    cache.set(key, job);
    if (cache.size > CACHE_MAX) cache.delete(cache.keys().next().value!);
  }
  return job;
}
