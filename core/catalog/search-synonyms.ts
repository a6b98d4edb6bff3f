import { PRODUCT_CATEGORIES, type ProductCategory } from './categories';

/**
 * The words PC buyers use for what the shop sells (issue 29), in English and Kiswahili, applied to a
 * search's words at query time (server/modules/catalog/search-intent.ts), so the owner can add lines
 * in Settings without re-indexing anything. One rule a line: `phrases = target`, where
 *
 * - `gpu, video card = graphics-cards`: the phrases name a category: the search is filtered to it and
 *   the phrase leaves the keyword ('gpu under 50000' lists graphics cards up to 50,000);
 * - `ssd, solid state = storage: ssd`: the category, and the phrase becomes these words;
 * - `kibodi = keyboard`: the phrase becomes these words;
 * - `cooler master = cooler master`: a brand kept as written (the longest phrase wins: 'cooler' alone
 *   would be the category).
 *
 * A phrase also matches with an 's' on its last word ('gpus', 'monitors').
 */
export const BUILT_IN_SYNONYMS = [
  'gpu, graphics card, graphic card, video card, vga, kadi ya grafiki, kadi ya picha, kadi ya video = graphics-cards',
  'ssd, solid state, solid state drive = storage: ssd',
  'nvme = storage: nvme',
  'hdd, hard disk, hard drive, diski, diski kuu, hifadhi = storage',
  'ram, dimm, memory, kumbukumbu = memory',
  'desktop memory = memory: desktop',
  'cpu, processor, prosesa, kichakataji = processors',
  'psu, power supply, power unit, chaja, chaji, umeme = power-supply',
  'mobo, motherboard, mainboard, ubao mama = motherboards',
  'cooler, cpu cooler, aio, liquid cooler, water cooler, tower cooler, kipozaji, kipoza = cpu-cooling',
  'cooler master = cooler master',
  'monitor, display, screen, skrini, kioo = monitors',
  'case, pc case, chassis, tower, kesi, kasha = cases',
  'gaming pc, gaming computer, gaming desktop, desktop, pc, computer, kompyuta, kompyuta ya michezo = gaming-pc',
  'kibodi, keyboard = accessories: keyboard',
  'kipanya, panya, mouse = accessories: mouse',
  'hedfoni, headphones, headphone, headset, earphones = accessories: headset',
  'kidhibiti, gamepad, controller = accessories: controller',
  'feni, fan = fan',
  'wifi, wi fi, wireless adapter = wi fi',
];

export interface SynonymRule {
  /** The phrase's words, as searchTerms writes them. */
  phrase: string[];
  category?: ProductCategory;
  /** The words the phrase becomes (none: it only names the category). */
  words: string[];
}

export interface ParsedSynonyms {
  rules: SynonymRule[];
  /** 'Line 3: …' for each line that is not a rule. */
  errors: string[];
}

const wordsOf = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

/** Rules from lines in the format above; blank lines and lines starting with # are skipped. */
export function parseSynonymLines(text: string): ParsedSynonyms {
  const rules: SynonymRule[] = [];
  const errors: string[] = [];
  text.split('\n').forEach((raw, i) => {
    const line = raw.trim();
    if (!line || line.startsWith('#')) return;
    const eq = line.indexOf('=');
    if (eq < 0) return void errors.push(`Line ${i + 1}: write the words, then = and a category or words`);
    const phrases = line
      .slice(0, eq)
      .split(',')
      .map(wordsOf)
      .filter((p) => p.length);
    if (!phrases.length) return void errors.push(`Line ${i + 1}: no words before =`);
    let target = line.slice(eq + 1).trim();
    let category: ProductCategory | undefined;
    const colon = target.indexOf(':');
    const head = (colon < 0 ? target : target.slice(0, colon)).trim().toLowerCase();
    if (PRODUCT_CATEGORIES.includes(head as ProductCategory)) {
      category = head as ProductCategory;
      target = colon < 0 ? '' : target.slice(colon + 1);
    } else if (colon >= 0) return void errors.push(`Line ${i + 1}: '${head}' is not a category`);
    const words = wordsOf(target);
    if (!category && !words.length) return void errors.push(`Line ${i + 1}: no category or words after =`);
    for (const phrase of phrases) rules.push({ phrase, category, words });
  });
  return { rules, errors };
}

export const BUILT_IN_RULES = parseSynonymLines(BUILT_IN_SYNONYMS.join('\n')).rules;
