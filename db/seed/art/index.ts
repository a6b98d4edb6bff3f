import { accessory } from './accessories';
import { graphicsCard, memoryKit, motherboard, processor, storageDrive } from './components';
import { type ArtInput, type Palette, FONT, defs, esc, paletteFor, shortModel } from './svg';
import { cooler, monitor, powerSupply, tower } from './systems';

export type { ArtInput } from './svg';

const DRAW: Record<string, (p: ArtInput, pal: Palette) => string> = {
  'graphics-cards': graphicsCard,
  processors: processor,
  memory: memoryKit,
  storage: storageDrive,
  motherboards: motherboard,
  cases: (p, pal) => tower(p, pal, false),
  'gaming-pc': (p, pal) => tower(p, pal, true),
  'power-supply': powerSupply,
  'cpu-cooling': cooler,
  monitors: monitor,
  accessories: accessory,
};

interface Look {
  bg: [string, string];
  text: string;
  /** Applied to the drawing only, so the caption stays put. */
  transform: string;
}

// Variant 0 is the main product shot; extra images are the same product in a dark studio,
// at an angle, and close up, so the carousel shows something different on each slide.
const LOOKS: Look[] = [
  { bg: ['#f7f8fa', '#e4e8ee'], text: '#14171c', transform: '' },
  { bg: ['#2a2f38', '#12151a'], text: '#f4f6f8', transform: 'translate(480 420) scale(0.92) translate(-480 -420)' },
  {
    bg: ['#eef3f8', '#d6dee8'],
    text: '#14171c',
    transform: 'rotate(-9 480 420) translate(480 420) scale(0.86) translate(-480 -420)',
  },
  { bg: ['#fafafa', '#eceff3'], text: '#14171c', transform: 'translate(480 420) scale(1.45) translate(-560 -380)' },
];

// Dark products would vanish on the dark studio backdrop without a pool of light behind them.
const SPOTLIGHT = `<radialGradient id="spot"><stop offset="0" stop-color="#7d8796" stop-opacity="0.75"/><stop offset="1" stop-color="#7d8796" stop-opacity="0"/></radialGradient><circle cx="480" cy="420" r="420" fill="url(#spot)"/>`;

/** A 960 x 960 product shot: the category's drawing in brand colours over a caption with brand and model. */
export function productSvg(p: ArtInput & { shortName?: string }, variant = 0): string {
  const pal = paletteFor(p.brand);
  const look = LOOKS[variant % LOOKS.length];
  const draw = DRAW[p.category] ?? DRAW.accessories;
  const model = p.shortName ?? shortModel(p.name, p.brand);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="960" height="960" viewBox="0 0 960 960">
${defs(pal, look.bg)}
<rect width="960" height="960" fill="url(#bg)"/>
${variant === 1 ? SPOTLIGHT : ''}
<ellipse cx="480" cy="718" rx="320" ry="26" fill="#000" fill-opacity="${variant === 1 ? 0.35 : 0.1}"/>
<g transform="${look.transform}">${draw(p, pal)}</g>
<rect y="770" width="960" height="190" fill="${look.bg[1]}"/>
<rect x="430" y="792" width="100" height="6" rx="3" fill="${pal.accent}"/>
<text x="480" y="858" font-family="${FONT}" font-size="48" font-weight="700" text-anchor="middle" fill="${look.text}">${esc(p.brand)}</text>
<text x="480" y="912" font-family="${FONT}" font-size="34" text-anchor="middle" fill="${look.text}" fill-opacity="0.75">${esc(model)}</text>
</svg>`;
}
