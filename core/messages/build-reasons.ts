import { fill, type Values } from './fill';

/**
 * Build for me's one line per part (core/build-pc/build-suggest.ts), as codes (decision 072): the line
 * is `{focus}: {what}, {money}.`, the focus only on the slot that matters most for the use. The answer
 * of POST /api/builds/suggest says it in the request's language from these; nothing parses English.
 */
export const BUILD_REASON_EN = {
  'reason.line': '{what}, {money}.',
  'reason.lineWithFocus': '{focus}: {what}, {money}.',
  'focus.gaming-1080p': 'Frame rates at 1080p depend on the graphics card first',
  'focus.gaming-1440p': '1440p needs a stronger graphics card than anything else',
  'focus.office': 'A responsive processor matters most for everyday work',
  'focus.creative': 'Editing and rendering lean on processor cores and memory',
  'what.gpu': '{watts} W graphics card',
  'what.cpuWithCores': '{socket} processor with {cores} cores',
  'what.cpu': '{socket} processor',
  'what.motherboard': '{socket} socket for the processor, {memory} memory, {formFactor} size',
  'what.ramWithSize': '{gb} GB of {memory}, the type the board takes',
  'what.ram': '{memory}, the type the board takes',
  'what.storageWithSize': '{size} for programs and files',
  'what.storage': 'A drive for programs and files',
  'what.psu': '{watts} W covers the estimated {draw} W draw with {spare}% to spare',
  'what.cooling': 'Fits the {socket} socket and cools the {watts} W processor',
  'what.case': 'Takes the {formFactor} board',
  'money.share': 'the best fit for its {share}% share ({amount})',
  'money.least': 'the least this slot can cost with these parts',
} as const;

export type BuildReasonCode = keyof typeof BUILD_REASON_EN;

export const BUILD_REASON_SW: Record<BuildReasonCode, string> = {
  'reason.line': '{what}, {money}.',
  'reason.lineWithFocus': '{focus}: {what}, {money}.',
  'focus.gaming-1080p': 'Kwa 1080p, frame rates zinategemea graphics card kwanza',
  'focus.gaming-1440p': '1440p inahitaji graphics card yenye nguvu kuliko kitu kingine',
  'focus.office': 'Kwa kazi za kila siku, prosesa inayojibu haraka ndiyo muhimu zaidi',
  'focus.creative': 'Kuhariri na ku-render kunategemea cores za prosesa na memory',
  'what.gpu': 'Graphics card ya {watts} W',
  'what.cpuWithCores': 'Prosesa ya {socket} yenye cores {cores}',
  'what.cpu': 'Prosesa ya {socket}',
  'what.motherboard': 'Socket ya {socket} kwa prosesa, memory ya {memory}, ukubwa wa {formFactor}',
  'what.ramWithSize': '{memory} ya {gb} GB, aina ambayo motherboard inakubali',
  'what.ram': '{memory}, aina ambayo motherboard inakubali',
  'what.storageWithSize': '{size} kwa programu na mafaili',
  'what.storage': 'Diski ya programu na mafaili',
  'what.psu': '{watts} W zinatosha matumizi yanayokadiriwa ya {draw} W, na ziada ya {spare}%',
  'what.cooling': 'Inafaa socket ya {socket} na inapoza prosesa ya {watts} W',
  'what.case': 'Inakubali motherboard ya {formFactor}',
  'money.share': 'ndiyo inayofaa zaidi kwa sehemu yake ya {share}% ({amount})',
  'money.least': 'bei ya chini kabisa kwa nafasi hii ikiwa na vifaa hivi',
};

type Part = { code: BuildReasonCode; values?: Values };
/** One part's reason: what it is and why its price, with the use's focus on the first slot bought. */
export type CodedReason = { focus?: Part; what: Part; money: Part };

const CATALOGUE = { en: BUILD_REASON_EN, sw: BUILD_REASON_SW } as const;

export function sayReason(lang: 'en' | 'sw', reason: CodedReason): string {
  const dict: Record<string, string> = CATALOGUE[lang];
  const part = (p: Part) => fill(dict[p.code] ?? p.code, p.values, () => '');
  const whole = reason.focus ? 'reason.lineWithFocus' : 'reason.line';
  const values: Values = { what: part(reason.what), money: part(reason.money) };
  if (reason.focus) values.focus = part(reason.focus);
  return fill(dict[whole], values, () => '');
}
