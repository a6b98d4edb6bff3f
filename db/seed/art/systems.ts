import { type ArtInput, type Palette, FONT, fan, rect, shade } from './svg';

/** A tower in three-quarter view: glass side on the left, mesh front on the right. */
export function tower(p: ArtInput, pal: Palette, lit: boolean): string {
  const boards = p.specifications['Motherboard Compatibility'] ?? 'ATX';
  const itxOnly = boards === 'Mini-ITX';
  const [w, h] = itxOnly ? [360, 380] : /(^|, )ATX/.test(boards) || lit ? [380, 560] : [340, 470];
  const x = 480 - (w + 110) / 2;
  const y = 430 - h / 2;
  const inner = w - 44;
  const fans = Array.from({ length: itxOnly ? 2 : 3 }, (_, i) =>
    fan(x + w - 70, y + 90 + i * ((h - 200) / 2), 44, pal, lit),
  ).join('');
  return [
    rect(x + 20, y + h - 4, 40, 16, '#222', 4),
    rect(x + w + 40, y + h + 4, 40, 16, '#222', 4),
    `<path d="M${x + w} ${y} L${x + w + 110} ${y + 30} L${x + w + 110} ${y + h + 10} L${x + w} ${y + h} Z" fill="${shade(pal.body, -0.15)}"/>`,
    `<path d="M${x + w + 14} ${y + 24} L${x + w + 96} ${y + 48} L${x + w + 96} ${y + h - 8} L${x + w + 14} ${y + h - 20} Z" fill="url(#mesh)"/>`,
    rect(x, y, w, h, 'url(#body)', 14),
    rect(x + 22, y + 22, inner, h - 44, '#0d1117', 8),
    rect(x + 50, y + 44, inner - 120, h * 0.5, '#1d232b', 6),
    rect(x + 96, y + 90, 60, 60, 'url(#metal)', 6),
    lit ? rect(x + 170, y + 80, 14, 110, 'url(#rgb)', 3) : '',
    rect(x + 44, y + 44 + h * 0.36, inner - 70, 46, shade(pal.body, 0.1), 8),
    rect(x + 44, y + 44 + h * 0.36, inner - 70, 6, pal.accent, 3),
    rect(x + 22, y + h - 116, inner, 94, shade(pal.body, -0.25), 4),
    fans,
    `<path d="M${x + 40} ${y + 22} L${x + 150} ${y + 22} L${x + 40} ${y + 260} Z" fill="#fff" fill-opacity="0.07"/>`,
  ].join('');
}

export function powerSupply(p: ArtInput, pal: Palette): string {
  const watts = (p.specifications['Output Wattage'] ?? '').replace(/\s*W$/, '');
  const sfx = p.specifications['Form Factor'] === 'SFX';
  const [w, h] = sfx ? [520, 340] : [660, 400];
  const x = 480 - w / 2;
  const y = 420 - h / 2;
  const r = h / 2 - 40;
  const cx = x + r + 50;
  const rings = [0.45, 0.7, 0.95]
    .map((k) => `<circle cx="${cx}" cy="420" r="${r * k}" fill="none" stroke="#6b7078" stroke-width="4"/>`)
    .join('');
  return [
    rect(x, y, w, h, 'url(#body)', 16),
    rect(x, y + h - 14, w, 14, pal.accent, 6),
    fan(cx, 420, r, pal),
    rings,
    `<path d="M${cx - r} 420 H${cx + r} M${cx} ${420 - r} V${420 + r}" stroke="#6b7078" stroke-width="4"/>`,
    rect(x + w - 200, y + 40, 160, h - 100, '#f2f3f5', 10),
    `<text x="${x + w - 120}" y="${y + h / 2 - 4}" font-family="${FONT}" font-size="64" font-weight="700" text-anchor="middle" fill="#15181d">${watts}</text>`,
    `<text x="${x + w - 120}" y="${y + h / 2 + 50}" font-family="${FONT}" font-size="40" font-weight="700" text-anchor="middle" fill="${pal.accent}">WATT</text>`,
  ].join('');
}

export function cooler(p: ArtInput, pal: Palette): string {
  const method = p.specifications['Cooling Method'] ?? '';
  if (method.startsWith('Liquid')) {
    const n = /360/.test(method) ? 3 : 2;
    const rw = n * 210 + 40;
    const x = 480 - rw / 2;
    const fans = Array.from({ length: n }, (_, i) => fan(x + 125 + i * 210, 270, 95, pal, true)).join('');
    return [
      `<path d="M${x + 120} 380 C ${x + 120} 560, 330 620, 400 610 M${x + 190} 380 C ${x + 190} 520, 340 560, 400 560" fill="none" stroke="#1a1c20" stroke-width="26" stroke-linecap="round"/>`,
      rect(x, 160, rw, 220, 'url(#fins)', 8),
      rect(x - 20, 150, 36, 240, 'url(#body)', 8),
      rect(x + rw - 16, 150, 36, 240, 'url(#body)', 8),
      fans,
      `<circle cx="480" cy="600" r="110" fill="url(#body)"/>`,
      `<circle cx="480" cy="600" r="84" fill="${/Kraken/.test(p.name) ? 'url(#screen)' : '#0e1013'}" stroke="${pal.accent}" stroke-width="10"/>`,
    ].join('');
  }
  const dual = /dual/i.test(method);
  const pipes = [390, 440, 520, 570]
    .map((px) => `<path d="M${px} 600 V660 Q${px} 690 ${px + 10} 690" fill="none" stroke="#c87533" stroke-width="14"/>`)
    .join('');
  const stacks = dual
    ? rect(220, 160, 200, 460, 'url(#fins)', 6) + rect(540, 160, 200, 460, 'url(#fins)', 6)
    : rect(340, 160, 280, 460, 'url(#fins)', 6);
  const cap = dual
    ? rect(216, 150, 208, 24, 'url(#body)', 8) + rect(536, 150, 208, 24, 'url(#body)', 8)
    : rect(336, 150, 288, 24, 'url(#body)', 8);
  return [
    pipes,
    rect(380, 660, 200, 34, 'url(#metal)', 6),
    stacks,
    cap,
    rect(350, 260, 260, 260, shade(pal.body, 0.05), 26),
    fan(480, 390, 122, pal),
  ].join('');
}

export function monitor(p: ArtInput, pal: Palette): string {
  const ultra = p.specifications['Aspect Ratio'] === '32:9';
  const big = parseFloat(p.specifications['Screen Size'] ?? '27') >= 27;
  const [w, h] = ultra ? [880, 260] : big ? [780, 440] : [700, 395];
  const x = 480 - w / 2;
  const y = ultra ? 240 : 150;
  const curve = /curve/i.test(p.specifications['Screen Surface Description'] ?? '') ? 26 : 0;
  const frame = `M${x} ${y} Q480 ${y + curve} ${x + w} ${y} V${y + h} Q480 ${y + h + curve} ${x} ${y + h} Z`;
  const sx = x + 14;
  const sy = y + 14;
  const screen = `M${sx} ${sy} Q480 ${sy + curve} ${x + w - 14} ${sy} V${y + h - 30} Q480 ${y + h - 30 + curve} ${sx} ${y + h - 30} Z`;
  return [
    rect(455, y + h - 10, 50, 640 - (y + h), shade(pal.body, 0.1)),
    `<path d="M330 670 L630 670 L600 640 L360 640 Z" fill="url(#body)"/>`,
    `<path d="${frame}" fill="#111317"/>`,
    `<path d="${screen}" fill="url(#screen)"/>`,
    `<path d="M${sx} ${y + h - 30} L${sx + w * 0.3} ${y + h * 0.45} L${sx + w * 0.5} ${y + h * 0.7} L${sx + w * 0.7} ${y + h * 0.35} L${x + w - 14} ${y + h - 30} Z" fill="#000" fill-opacity="0.28"/>`,
    rect(470, y + h - 22, 20, 6, pal.accent, 3),
  ].join('');
}
