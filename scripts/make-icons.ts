// Writes the app icons of the web app manifest (public/icons/) from the favicon's drawing.
// Run by hand when the logo changes: `npx tsx scripts/make-icons.ts`; the PNGs are committed.
import { mkdirSync } from 'node:fs';
import sharp from 'sharp';

const CHIP =
  '<rect x="9" y="9" width="14" height="14" rx="2" fill="none" stroke="#0b1120" stroke-width="2.2"/><rect x="13" y="13" width="6" height="6" rx="1" fill="#0b1120"/><path d="M13 5v4M19 5v4M13 23v4M19 23v4M5 13h4M5 19h4M23 13h4M23 19h4" stroke="#0b1120" stroke-width="2.2" stroke-linecap="round"/>';
const GRADIENT =
  '<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#6366f1"/><stop offset="1" stop-color="#22d3ee"/></linearGradient></defs>';

/** Rounded tile, as the favicon ('any' purpose). */
const rounded = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">${GRADIENT}<rect width="32" height="32" rx="7" fill="url(#g)"/>${CHIP}</svg>`;
/** Full-bleed square with the chip inside the middle 60 %: Android's mask may cut up to the inner 80 % circle. */
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">${GRADIENT}<rect width="32" height="32" fill="url(#g)"/><g transform="translate(6.4 6.4) scale(0.6)">${CHIP}</g></svg>`;

mkdirSync('public/icons', { recursive: true });
const png = (svg: string, size: number, file: string) =>
  sharp(Buffer.from(svg), { density: (72 * size) / 32 })
    .resize(size, size)
    .png({ compressionLevel: 9, palette: true })
    .toFile(`public/icons/${file}`);
await Promise.all([
  png(rounded, 192, 'icon-192.png'),
  png(rounded, 512, 'icon-512.png'),
  png(maskable, 192, 'maskable-192.png'),
  png(maskable, 512, 'maskable-512.png'),
  png(maskable, 180, 'apple-touch-icon.png'),
]);
console.log('icons written to public/icons/');
