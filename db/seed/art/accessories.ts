import { type ArtInput, type Palette, fan, rect, shade } from './svg';

// Accessories have no spec field saying what they are, so the drawing is chosen from the name.
const KINDS: [RegExp, (pal: Palette) => string][] = [
  [/Gigantus|mouse ?pad/i, mousePad],
  [/G502|SUPERLIGHT|DeathAdder|mouse/i, mouse],
  [/keyboard|K552|K70/i, keyboard],
  [/headset|Cloud|Arctis/i, headset],
  [/controller/i, controller],
  [/paste/i, paste],
  [/fan|P12/i, fans],
  [/wi-?fi|adapter/i, wifiCard],
];

export function accessory(p: ArtInput, pal: Palette): string {
  const draw = KINDS.find(([re]) => re.test(p.name))?.[1] ?? box;
  return draw(pal);
}

function mouse(pal: Palette): string {
  return [
    `<path d="M480 150 C 620 150 660 300 650 450 C 640 620 570 700 480 700 C 390 700 320 620 310 450 C 300 300 340 150 480 150 Z" fill="url(#body)"/>`,
    `<path d="M480 150 V360" stroke="#000" stroke-opacity="0.5" stroke-width="5"/>`,
    rect(466, 210, 28, 80, shade(pal.body, 0.3), 14),
    `<path d="M330 470 Q480 520 630 470" fill="none" stroke="${pal.accent}" stroke-width="8"/>`,
    `<circle cx="480" cy="580" r="30" fill="${pal.accent}"/>`,
  ].join('');
}

function keyboard(pal: Palette): string {
  return [
    rect(96, 296, 768, 308, pal.accent, 26, 'fill-opacity="0.5"'),
    rect(100, 280, 760, 300, 'url(#body)', 24),
    rect(124, 306, 712, 230, 'url(#keys)', 8),
    rect(300, 490, 320, 44, '#3a3e45', 8),
  ].join('');
}

function headset(pal: Palette): string {
  return [
    `<path d="M260 470 C 260 140 700 140 700 470" fill="none" stroke="url(#body)" stroke-width="44" stroke-linecap="round"/>`,
    rect(200, 400, 140, 230, 'url(#body)', 60),
    rect(620, 400, 140, 230, 'url(#body)', 60),
    rect(228, 430, 84, 170, pal.accent, 40, 'fill-opacity="0.85"'),
    rect(648, 430, 84, 170, pal.accent, 40, 'fill-opacity="0.85"'),
    `<path d="M250 600 Q 290 700 400 690" fill="none" stroke="#222" stroke-width="14" stroke-linecap="round"/>`,
  ].join('');
}

function controller(pal: Palette): string {
  const btn = (cx: number, cy: number, c: string) => `<circle cx="${cx}" cy="${cy}" r="22" fill="${c}"/>`;
  return [
    `<path d="M250 300 C 330 260 630 260 710 300 C 800 350 850 600 790 640 C 730 680 680 580 620 540 L340 540 C 280 580 230 680 170 640 C 110 600 160 350 250 300 Z" fill="url(#body)"/>`,
    `<circle cx="330" cy="380" r="42" fill="#0e1013"/><circle cx="560" cy="470" r="42" fill="#0e1013"/>`,
    `<path d="M390 450 h20 v-20 h20 v20 h20 v20 h-20 v20 h-20 v-20 h-20 Z" fill="#0e1013"/>`,
    btn(640, 380, '#2ecc71'),
    btn(680, 340, '#e74c3c'),
    btn(600, 340, '#3498db'),
    btn(640, 300, '#f1c40f'),
    `<circle cx="480" cy="330" r="26" fill="${pal.accent}"/>`,
  ].join('');
}

function mousePad(pal: Palette): string {
  return [
    `<path d="M150 560 L260 250 L810 250 L760 600 Z" fill="${shade(pal.body, -0.2)}"/>`,
    `<path d="M150 540 L260 230 L810 230 L760 580 Z" fill="url(#body)" stroke="${pal.accent}" stroke-width="8"/>`,
  ].join('');
}

function paste(pal: Palette): string {
  return [
    `<g transform="rotate(-30 480 420)">`,
    rect(250, 380, 420, 90, '#eef0f3', 20),
    rect(290, 380, 300, 90, pal.accent, 4),
    rect(670, 405, 90, 40, '#9aa1ab', 10),
    rect(170, 395, 80, 60, 'url(#body)', 6),
    rect(120, 370, 50, 110, 'url(#body)', 10),
    `</g>`,
  ].join('');
}

function fans(pal: Palette): string {
  return [0, 1, 2]
    .map((i) => rect(110 + i * 250, 290, 240, 240, 'url(#body)', 22) + fan(230 + i * 250, 410, 108, pal))
    .join('');
}

function wifiCard(pal: Palette): string {
  return [
    rect(300, 80, 44, 330, '#15181d', 22),
    rect(420, 110, 44, 300, '#15181d', 22),
    rect(200, 400, 28, 300, 'url(#metal)', 4),
    rect(228, 420, 500, 240, 'url(#body)', 12),
    rect(260, 660, 160, 26, 'url(#pins)'),
    rect(520, 470, 160, 140, shade(pal.body, 0.15), 10),
    rect(520, 470, 160, 10, pal.accent, 4),
  ].join('');
}

function box(pal: Palette): string {
  return [rect(260, 220, 440, 420, 'url(#body)', 18), rect(260, 220, 440, 30, pal.accent, 12)].join('');
}
