/**
 * Build for me's one line per part (core/build-suggest, the spec's English) in Kiswahili, for the
 * answer of POST /api/builds/suggest (decision 047). Each line is '<focus>: <what>, <money>.', the focus
 * only on the slot that matters most; values (watts, sockets, sizes, KES) are kept as they came.
 * A line that matches none of these shapes stays English rather than half-translated.
 */
const FOCUS: Record<string, string> = {
  'Frame rates at 1080p depend on the graphics card first': 'Kwa 1080p, frame rates zinategemea graphics card kwanza',
  '1440p needs a stronger graphics card than anything else':
    '1440p inahitaji graphics card yenye nguvu kuliko kitu kingine',
  'A responsive processor matters most for everyday work':
    'Kwa kazi za kila siku, prosesa inayojibu haraka ndiyo muhimu zaidi',
  'Editing and rendering lean on processor cores and memory':
    'Kuhariri na ku-render kunategemea cores za prosesa na memory',
};

const WHAT: [RegExp, (...m: string[]) => string][] = [
  [/^(\d+) W graphics card$/, (_, w) => `Graphics card ya ${w} W`],
  [/^(\S+) processor with (.+) cores$/, (_, s, n) => `Prosesa ya ${s} yenye cores ${n}`],
  [/^(\S+) processor$/, (_, s) => `Prosesa ya ${s}`],
  [
    /^(\S+) socket for the processor, (\S+) memory, (\S+) size$/,
    (_, s, m, f) => `Socket ya ${s} kwa prosesa, memory ya ${m}, ukubwa wa ${f}`,
  ],
  [
    /^(\d+) GB of (\S+), the type the board takes$/,
    (_, gb, m) => `${m} ya ${gb} GB, aina ambayo motherboard inakubali`,
  ],
  [/^(\S+), the type the board takes$/, (_, m) => `${m}, aina ambayo motherboard inakubali`],
  [/^A drive for programs and files$/, () => 'Diski ya programu na mafaili'],
  [/^(\d+(?:\.\d+)? [GT]B) for programs and files$/, (_, size) => `${size} kwa programu na mafaili`],
  [
    /^(\d+) W covers the estimated (\d+) W draw with (-?\d+)% to spare$/,
    (_, w, d, p) => `${w} W zinatosha matumizi yanayokadiriwa ya ${d} W, na ziada ya ${p}%`,
  ],
  [
    /^Fits the (\S+) socket and cools the (\d+) W processor$/,
    (_, s, w) => `Inafaa socket ya ${s} na inapoza prosesa ya ${w} W`,
  ],
  [/^Takes the (\S+) board$/, (_, f) => `Inakubali motherboard ya ${f}`],
];

const MONEY: [RegExp, (...m: string[]) => string][] = [
  [
    /^the best fit for its (\d+)% share \((KES [\d,.]+)\)$/,
    (_, p, kes) => `ndiyo inayofaa zaidi kwa sehemu yake ya ${p}% (${kes})`,
  ],
  [/^the least this slot can cost with these parts$/, () => 'bei ya chini kabisa kwa nafasi hii ikiwa na vifaa hivi'],
];

const swap = (table: [RegExp, (...m: string[]) => string][], text: string) => {
  for (const [re, to] of table) {
    const m = re.exec(text);
    if (m) return to(...m);
  }
  return undefined;
};

export function reasonToSwahili(reason: string): string {
  const whole = /^(?:(.+?): )?(.+), (the best fit for its .+|the least this slot can cost with these parts)\.$/.exec(
    reason,
  );
  if (!whole) return reason;
  const [, focus, what, money] = whole;
  const sw = { focus: focus === undefined ? '' : FOCUS[focus], what: swap(WHAT, what), money: swap(MONEY, money) };
  if (sw.focus === undefined || !sw.what || !sw.money) return reason;
  return `${sw.focus ? `${sw.focus}: ` : ''}${sw.what}, ${sw.money}.`;
}
