/** Shared pieces of the product illustrations: palette, gradients, patterns and a fan. */

export interface ArtInput {
  name: string;
  brand: string;
  category: string;
  specifications: Record<string, string>;
}

export interface Palette {
  /** Main body colour (shroud, heat spreader, case panel). */
  body: string;
  /** Brand colour for lighting, stripes and text underline. */
  accent: string;
}

// Colours chosen to evoke each maker's usual look; unknown brands get a stable hue from the name.
const BRANDS: Record<string, [string, string]> = {
  asus: ['#1d2027', '#00a3e0'],
  msi: ['#1b1b1d', '#e2231a'],
  gigabyte: ['#23262d', '#ff7a1a'],
  sapphire: ['#1c2733', '#2f7fd8'],
  xfx: ['#1d1d1f', '#d4232b'],
  powercolor: ['#1f1f24', '#c81e1e'],
  intel: ['#0d2c4d', '#0071c5'],
  amd: ['#1a1a1a', '#ed1c24'],
  asrock: ['#1c1c1c', '#00a0e9'],
  kingston: ['#1e1e1e', '#d6001c'],
  corsair: ['#171717', '#f2c500'],
  'g.skill': ['#232323', '#c9a227'],
  teamgroup: ['#222222', '#e03a3e'],
  crucial: ['#1c2b3a', '#0096d6'],
  samsung: ['#1c1f26', '#3d5afe'],
  'western digital': ['#141414', '#8e44ff'],
  seagate: ['#1f2a1f', '#6ebe44'],
  lexar: ['#222428', '#2a8dd6'],
  nzxt: ['#eef0f4', '#7e3ff2'],
  'lian li': ['#e6e8ec', '#2b2f36'],
  'fractal design': ['#2b2b2b', '#b07a45'],
  'cooler master': ['#202225', '#8a3ffc'],
  montech: ['#1a1a1a', '#00c2ff'],
  deepcool: ['#1b1b1b', '#00b2ff'],
  phanteks: ['#1c1c1c', '#ff4f00'],
  thermaltake: ['#1a1a1a', '#00b140'],
  'be quiet!': ['#1a1a1a', '#f39200'],
  seasonic: ['#1d1d1d', '#00a19a'],
  noctua: ['#6e4a3b', '#d9b99b'],
  thermalright: ['#2a2a2a', '#9aa3ad'],
  arctic: ['#1e1e1e', '#0093d0'],
  lg: ['#1a1a1a', '#a50034'],
  dell: ['#121212', '#0076ce'],
  aoc: ['#1a1a1a', '#e4002b'],
  benq: ['#1d1d1d', '#7a3fb0'],
  xiaomi: ['#1a1a1a', '#ff6900'],
  hp: ['#151515', '#e5132c'],
  lenovo: ['#1b1b1f', '#e2231a'],
  acer: ['#1c1c1c', '#e4002b'],
  logitech: ['#1c1c1c', '#00b8fc'],
  razer: ['#111111', '#44d62c'],
  redragon: ['#141414', '#d0021b'],
  hyperx: ['#111111', '#e31837'],
  steelseries: ['#1a1a1a', '#ff5200'],
  microsoft: ['#1f1f1f', '#107c10'],
  'tp-link': ['#0f2a3a', '#4acbd6'],
  'custom build': ['#141922', '#19c37d'],
};

export function paletteFor(brand: string): Palette {
  const known = BRANDS[brand.toLowerCase()];
  if (known) return { body: known[0], accent: known[1] };
  let h = 0;
  for (const ch of brand) h = (h * 31 + ch.charCodeAt(0)) % 360;
  return { body: '#1e2127', accent: `hsl(${h}, 70%, 50%)` };
}

/** Mixes a #rrggbb colour towards white (amount > 0) or black (amount < 0). */
export function shade(hex: string, amount: number): string {
  if (!/^#[0-9a-f]{6}$/i.test(hex)) return hex;
  const target = amount > 0 ? 255 : 0;
  const a = Math.abs(amount);
  const mix = (i: number) => Math.round(parseInt(hex.slice(i, i + 2), 16) * (1 - a) + target * a);
  return `#${[1, 3, 5].map((i) => mix(i).toString(16).padStart(2, '0')).join('')}`;
}

export const esc = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

export const FONT = 'DejaVu Sans, Liberation Sans, Arial, Helvetica, sans-serif';

/** Gradients and patterns every illustration may reference by id. */
export function defs(pal: Palette, bg: [string, string]): string {
  return `<defs>
<linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${bg[0]}"/><stop offset="1" stop-color="${bg[1]}"/></linearGradient>
<linearGradient id="body" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${shade(pal.body, 0.18)}"/><stop offset="1" stop-color="${shade(pal.body, -0.1)}"/></linearGradient>
<linearGradient id="metal" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#eef0f3"/><stop offset="0.5" stop-color="#c3c8cf"/><stop offset="1" stop-color="#9aa1ab"/></linearGradient>
<linearGradient id="screen" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${pal.accent}"/><stop offset="1" stop-color="#0b0f1a"/></linearGradient>
<linearGradient id="rgb" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#ff3d6e"/><stop offset="0.35" stop-color="#ffb300"/><stop offset="0.65" stop-color="#2ee6a8"/><stop offset="1" stop-color="#4d7cff"/></linearGradient>
<pattern id="pins" width="14" height="10" patternUnits="userSpaceOnUse"><rect width="9" height="10" fill="#d9a629"/></pattern>
<pattern id="fins" width="10" height="12" patternUnits="userSpaceOnUse"><rect width="10" height="6" fill="#d5d9de"/><rect y="6" width="10" height="6" fill="#9aa1ab"/></pattern>
<pattern id="mesh" width="16" height="16" patternUnits="userSpaceOnUse"><circle cx="8" cy="8" r="4" fill="#000" fill-opacity="0.35"/></pattern>
<pattern id="keys" width="46" height="46" patternUnits="userSpaceOnUse"><rect x="3" y="3" width="40" height="40" rx="6" fill="#2b2e33"/><rect x="7" y="5" width="32" height="30" rx="5" fill="#3a3e45"/></pattern>
<path id="blade" d="M0 -22 Q48 -80 92 -34 Q50 -36 16 -8 Z" fill="#2c3036"/>
</defs>`;
}

/** A seven-blade fan of radius r; `lit` adds an RGB ring. */
export function fan(cx: number, cy: number, r: number, pal: Palette, lit = false): string {
  const blades = [0, 51, 103, 154, 206, 257, 309].map((a) => `<use href="#blade" transform="rotate(${a})"/>`).join('');
  const ring = lit
    ? `<circle r="96" fill="none" stroke="${pal.accent}" stroke-width="9"/>`
    : `<circle r="97" fill="none" stroke="${shade(pal.body, 0.25)}" stroke-width="5"/>`;
  return `<g transform="translate(${cx} ${cy}) scale(${r / 100})"><circle r="100" fill="#0e1013"/>${blades}${ring}<circle r="27" fill="url(#body)"/><circle r="9" fill="${pal.accent}"/></g>`;
}

export const rect = (x: number, y: number, w: number, h: number, fill: string, rx = 0, extra = '') =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${rx}" fill="${fill}" ${extra}/>`;

/** Product name without the brand and marketing words, short enough for one line of the image. */
export function shortModel(name: string, brand: string, max = 30): string {
  let s = name
    .replace(new RegExp(`^${brand.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s+`, 'i'), '')
    .replace(/\b(GeForce|Radeon|Gaming Desktop|Desktop Memory)\b\s*/g, '')
    .replace(/\s*\(.*?\)/g, '')
    .trim();
  if (s.length <= max) return s;
  const words = s.split(' ');
  s = '';
  for (const w of words) {
    if ((s + ' ' + w).trim().length > max) break;
    s = (s + ' ' + w).trim();
  }
  return s;
}
