import { type ArtInput, type Palette, FONT, esc, fan, rect, shade } from './svg';

// Drawings sit in the 960 x 760 area above the caption band, centred near (480, 420).

export function graphicsCard(p: ArtInput, pal: Palette): string {
  const fans = /Dual|Ventus 2X|Pulse|Limited/i.test(p.name) ? 2 : 3;
  const step = 600 / fans;
  const fanSvg = Array.from({ length: fans }, (_, i) =>
    fan(180 + step / 2 + i * step, 415, fans === 2 ? 125 : 98, pal),
  ).join('');
  return [
    rect(92, 262, 30, 320, 'url(#metal)', 4),
    rect(300, 560, 330, 30, 'url(#pins)'),
    rect(122, 250, 716, 330, shade(pal.body, -0.35), 26),
    rect(130, 258, 700, 314, 'url(#body)', 22),
    rect(150, 268, 660, 8, pal.accent, 4),
    fanSvg,
    rect(700, 232, 80, 22, '#2a2d33', 4),
  ].join('');
}

export function processor(p: ArtInput, pal: Palette): string {
  const intel = p.brand === 'Intel';
  const [w, h] = intel ? [380, 460] : [440, 440];
  const x = 480 - w / 2;
  const y = 420 - h / 2;
  const model = (p.specifications['CPU Model'] ?? p.name).replace(/^(Ryzen|Core Ultra|Core)\s+/, '');
  const family = /Ryzen/.test(p.name) ? 'RYZEN' : /Ultra/.test(p.name) ? 'CORE ULTRA' : 'CORE';
  return [
    rect(x, y, w, h, '#2f5b3c', 18),
    rect(x + 8, y + 8, w - 16, h - 16, 'none', 14, `stroke="#d9a629" stroke-width="4" stroke-dasharray="6 10"`),
    rect(x + 40, y + 50, w - 80, h - 100, 'url(#metal)', 22),
    `<path d="M${x + 22} ${y + h - 22} l28 0 l-28 -28 Z" fill="#d9a629"/>`,
    `<text x="480" y="${y + h / 2 - 30}" font-family="${FONT}" font-size="58" font-weight="700" text-anchor="middle" fill="${shade(pal.body, 0.05)}">${intel ? 'intel' : 'AMD'}</text>`,
    `<text x="480" y="${y + h / 2 + 28}" font-family="${FONT}" font-size="34" font-weight="700" text-anchor="middle" fill="${pal.accent}">${family}</text>`,
    `<text x="480" y="${y + h / 2 + 76}" font-family="${FONT}" font-size="30" text-anchor="middle" fill="#3a3f47">${esc(model)}</text>`,
  ].join('');
}

function ramStick(x: number, y: number, pal: Palette, rgb: boolean, dim: number): string {
  return [
    rect(x, y + 150, 700, 70, '#1f5130', 6),
    rect(x + 30, y + 196, 640, 24, 'url(#pins)'),
    rect(x, y, 700, 170, shade(pal.body, dim), 10),
    rect(x + 8, y + 24, 684, 8, pal.accent, 4),
    rgb ? rect(x + 10, y - 30, 680, 34, 'url(#rgb)', 10, 'fill-opacity="0.9"') : '',
  ].join('');
}

export function memoryKit(p: ArtInput, pal: Palette): string {
  const rgb = /RGB|Dominator/i.test(p.name);
  const kit = /\(2x/i.test(p.name);
  return (kit ? ramStick(160, 230, pal, rgb, 0.12) : '') + ramStick(100, 340, pal, rgb, 0);
}

export function storageDrive(p: ArtInput, pal: Palette): string {
  const ff = p.specifications['Hard Disk Form Factor'] ?? '';
  const label = (x: number, y: number, size: number) =>
    `<text x="${x}" y="${y}" font-family="${FONT}" font-size="${size}" font-weight="700" text-anchor="middle" fill="#fff">${esc(p.specifications['Digital Storage Capacity'] ?? '')}</text>`;
  if (ff.startsWith('M.2')) {
    return [
      rect(90, 330, 780, 180, '#15171c', 10),
      rect(96, 352, 36, 136, 'url(#pins)'),
      `<circle cx="850" cy="420" r="22" fill="url(#bg)" stroke="#d9a629" stroke-width="6"/>`,
      rect(170, 345, 600, 150, 'url(#body)', 8),
      rect(170, 345, 600, 14, pal.accent, 4),
      label(470, 445, 54),
    ].join('');
  }
  if (ff === 'Portable') {
    return [
      rect(290, 170, 380, 520, pal.accent, 70),
      rect(320, 200, 320, 460, 'url(#body)', 52),
      label(480, 450, 60),
    ].join('');
  }
  if (ff.startsWith('3.5')) {
    return [
      rect(250, 150, 460, 600, 'url(#metal)', 16),
      `<circle cx="480" cy="350" r="170" fill="#b4bac2"/>`,
      rect(290, 520, 380, 190, 'url(#body)', 8),
      rect(290, 520, 380, 12, pal.accent, 4),
      label(480, 640, 52),
    ].join('');
  }
  return [rect(220, 230, 520, 380, 'url(#body)', 18), rect(220, 230, 520, 18, pal.accent, 8), label(480, 445, 64)].join(
    '',
  );
}

export function motherboard(p: ArtInput, pal: Palette): string {
  const ff = p.specifications['Form Factor'] ?? 'ATX';
  const [w, h] = ff === 'Mini-ITX' ? [440, 440] : ff === 'Micro-ATX' ? [520, 540] : [560, 620];
  const x = 480 - w / 2;
  const y = 420 - h / 2 - 10;
  const slots = ff === 'Mini-ITX' ? 2 : 4;
  const pcie = ff === 'Mini-ITX' ? 1 : ff === 'Micro-ATX' ? 2 : 3;
  const dimm = Array.from({ length: slots }, (_, i) =>
    rect(x + w - 130 + i * 24, y + 40, 12, 220, i % 2 ? '#60656e' : pal.accent, 3),
  ).join('');
  const slotsSvg = Array.from({ length: pcie }, (_, i) =>
    rect(x + 40, y + 330 + i * 78, w - 150, 20, i === 0 ? 'url(#metal)' : '#3a3e45', 4),
  ).join('');
  return [
    rect(x, y, w, h, '#1b1e23', 12),
    rect(x + 20, y + 20, 70, 230, 'url(#body)', 8),
    rect(x + 20, y + 20, w - 170, 60, 'url(#body)', 8),
    rect(x + 130, y + 110, 160, 160, 'url(#metal)', 8),
    rect(x + 160, y + 140, 100, 100, '#2a2d33', 4),
    dimm,
    slotsSvg,
    rect(x + w - 150, y + h - 140, 110, 110, 'url(#body)', 10),
    rect(x + w - 150, y + h - 140, 110, 10, pal.accent, 4),
  ].join('');
}
