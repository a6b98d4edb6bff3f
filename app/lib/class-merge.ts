/**
 * A small stand-in for tailwind-merge (decision 074): a later Tailwind class removes an earlier one that
 * sets the same thing (`px-4` … `px-2`, `text-sm` … `text-lg`), with the same variants (`md:`, `hover:`).
 * tailwind-merge knows every utility, is 28 KB (8 KiB gzip) in every page's shell and builds a class map of
 * ~90 ms at 4× CPU on the first call; this knows the groups the shop's class names use, and a test
 * (`class-merge.test.ts`) checks that it merges every pair of the app's class tokens as tailwind-merge
 * does. A class it does not know is kept, as tailwind-merge keeps a non-Tailwind class.
 */

const SIDES = '(?:x|y|s|e|t|r|b|l)';
// Keywords that are a whole utility.
const WORDS: Record<string, string> = {};
const words = (group: string, list: string) => list.split(' ').forEach((w) => (WORDS[w] = group));
words(
  'display',
  'block inline-block inline flex inline-flex grid inline-grid hidden table contents flow-root list-item',
);
words('position', 'static fixed absolute relative sticky');
words('visibility', 'visible invisible collapse');
words('sr', 'sr-only not-sr-only');
words('font-style', 'italic not-italic');
words('transform-case', 'uppercase lowercase capitalize normal-case');
words('decoration-line', 'underline overline line-through no-underline');
words('text-overflow', 'truncate text-ellipsis text-clip');
words('box', 'box-border box-content');
words('border-w', 'border');
words('rounded', 'rounded');
words('shadow', 'shadow');
words('ring-w', 'ring');
words('transition', 'transition');
words('transition-behavior', 'transition-discrete transition-normal');
words('divide-x', 'divide-x');
words('divide-y', 'divide-y');
'x y s e t r b l'.split(' ').forEach((side) => (WORDS[`border-${side}`] = `border-w-${side}`));
words('grow', 'grow');
words('shrink', 'shrink');
words('outline-style', 'outline-none outline-hidden outline-solid outline-dashed outline-dotted outline-double');
words('flex-direction', 'flex-row flex-row-reverse flex-col flex-col-reverse');
words('flex-wrap', 'flex-wrap flex-wrap-reverse flex-nowrap');
words('word-break', 'break-normal break-all break-keep break-words');
words('overflow-wrap', 'wrap-break-word wrap-anywhere wrap-normal');
words('text-align', 'text-left text-center text-right text-justify text-start text-end');
words('text-wrap', 'text-wrap text-nowrap text-balance text-pretty');
words('border-style', 'border-solid border-dashed border-dotted border-double border-hidden border-none');
words('bg-clip', 'bg-clip-text bg-clip-border bg-clip-padding bg-clip-content');
words('bg-size', 'bg-auto bg-cover bg-contain');
words('bg-image', 'bg-none');
words('font-family', 'font-sans font-serif font-mono');
words('appearance', 'appearance-none appearance-auto');
words('list-type', 'list-none list-disc list-decimal');
words('list-position', 'list-inside list-outside');
words('object-fit', 'object-contain object-cover object-fill object-none object-scale-down');

// Prefixes whose value never changes the group; the longest prefix that matches wins.
const PREFIXES = [
  ...'p px py ps pe pt pr pb pl m mx my ms me mt mr mb ml w h size min-w max-w min-h max-h'.split(' '),
  ...'inset inset-x inset-y top right bottom left start end gap gap-x gap-y space-x space-y z opacity'.split(' '),
  ...'basis grid-cols col-span col-start col-end grid-rows row-span duration ease delay animate leading'.split(' '),
  ...'tracking line-clamp aspect translate-x translate-y rotate scale origin cursor pointer-events select'.split(' '),
  ...'whitespace accent caret fill from via to underline-offset indent overflow overflow-x overflow-y'.split(' '),
  ...'items justify justify-items justify-self content self place-items place-content place-self flex'.split(' '),
  ...'shrink grow backdrop-blur blur align outline-offset ring-offset touch transition row-start row-end'.split(' '),
  ...'scroll-m scroll-mx scroll-my scroll-mt scroll-mb scroll-p scroll-px scroll-py scroll-pt scroll-pb'.split(' '),
];
const PREFIX = new RegExp(`^(${PREFIXES.sort((a, b) => b.length - a.length).join('|')})-`);
// Prefixes whose value decides between a size and a colour (or a side).
const SIZE =
  /^(\d+(\.\d+)?|px|full|auto|none|xs|sm|md|lg|base|\d?xl|inner|\[(length|number):.*|\[[\d.]+(px|rem|em|%)\])$/;

function valued(base: string): string | undefined {
  if (WORDS[base]) return WORDS[base];
  // An arbitrary property, `[scrollbar-width:none]`: its group is the property.
  if (/^\[[a-z-]+:/.test(base)) return base.slice(0, base.indexOf(':'));
  if (/^order-(\d+|first|last|none|\[.*\])$/.test(base)) return 'order';
  if (/^(outline-offset|ring-offset|transition)-/.test(base)) return base.match(PREFIX)?.[1];
  if (/^bg-(linear|radial|conic)-|^bg-\[(url|linear-gradient|radial-gradient)\(/.test(base)) return 'bg-image';
  const rounded = base.match(/^rounded(?:-(s|e|t|r|b|l|ss|se|ee|es|tl|tr|br|bl))?(?:-|$)/);
  if (rounded) return rounded[1] ? `rounded-${rounded[1]}` : 'rounded';
  const border = base.match(new RegExp(`^border(?:-(${SIDES}))?-(.+)$`));
  if (border) return `border-${SIZE.test(border[2]) ? 'w' : 'color'}${border[1] ? `-${border[1]}` : ''}`;
  const m = base.match(/^(text|font|bg|shadow|ring|outline|divide-x|divide-y|divide|stroke|decoration)-(.+)$/);
  if (m) {
    const [, kind, value] = m;
    // text-sm/6 is a font size with its line height, text-white/80 a colour with its opacity.
    const size = SIZE.test(kind === 'text' ? value.replace(/\/[^/]*$/, '') : value);
    if (kind === 'text') return size ? 'font-size' : 'text-color';
    if (kind === 'font')
      return /^(\d+|thin|extralight|light|normal|medium|semibold|bold|extrabold|black)$/.test(value)
        ? 'font-weight'
        : undefined;
    if (kind === 'bg')
      return /^(top|bottom|left|right|center|fixed|local|scroll|repeat|no-repeat|repeat-.*)$/.test(value)
        ? undefined
        : 'bg-color';
    if (kind === 'divide') return 'divide-color';
    if (kind === 'shadow')
      return size || (value[0] === '[' && !value.startsWith('[color:')) ? 'shadow' : 'shadow-color';
    if (kind.startsWith('divide-')) return kind;
    return `${kind}-${size ? 'w' : 'color'}`;
  }
  const p = base.match(PREFIX);
  return p ? p[1] : undefined;
}

// What a group also overrides: `p-4` after `px-2` wins over it, `px-2` after `p-4` does not.
const CONFLICTS: Record<string, string[]> = {
  p: 'px py ps pe pt pr pb pl'.split(' '),
  px: ['pr', 'pl'],
  py: ['pt', 'pb'],
  m: 'mx my ms me mt mr mb ml'.split(' '),
  mx: ['mr', 'ml'],
  my: ['mt', 'mb'],
  size: ['w', 'h'],
  inset: 'inset-x inset-y top right bottom left start end'.split(' '),
  'inset-x': ['right', 'left'],
  'inset-y': ['top', 'bottom'],
  gap: ['gap-x', 'gap-y'],
  overflow: ['overflow-x', 'overflow-y'],
  'font-size': ['leading'],
  'line-clamp': ['display', 'overflow'],
  flex: ['basis', 'grow', 'shrink'],
  rounded:
    'rounded-s rounded-e rounded-t rounded-r rounded-b rounded-l rounded-ss rounded-se rounded-ee rounded-es rounded-tl rounded-tr rounded-br rounded-bl'.split(
      ' ',
    ),
  'border-w': 'border-w-x border-w-y border-w-s border-w-e border-w-t border-w-r border-w-b border-w-l'.split(' '),
  'border-color':
    'border-color-x border-color-y border-color-s border-color-e border-color-t border-color-r border-color-b border-color-l'.split(
      ' ',
    ),
  'border-w-x': ['border-w-r', 'border-w-l'],
  'border-w-y': ['border-w-t', 'border-w-b'],
};

/** The class's variants in a canonical order (tailwind-merge sorts all but arbitrary ones) and its utility. */
function split(cls: string): [string, string] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < cls.length; i++) {
    const c = cls[i];
    if (c === '[' || c === '(') depth++;
    else if (c === ']' || c === ')') depth--;
    else if (c === ':' && !depth) parts.push(cls.slice(start, (start = i + 1) - 1));
  }
  let base = cls.slice(start);
  const important = base.startsWith('!') || base.endsWith('!') ? '!' : '';
  base = base.replace(/^!|!$/g, '').replace(/^-/, '');
  return [important + parts.sort().join(':') + ':', base];
}

function group(base: string): string {
  // `bg-white/10`, `text-sm/6`: the part after the slash does not change the group.
  const g =
    valued(base) ?? (base.includes('/') && !base.includes('[') ? valued(base.replace(/\/[^/]*$/, '')) : undefined);
  // Any other utility at least replaces its own twin (`tabular-nums` twice).
  return g ?? `=${base}`;
}

// A page's cards, buttons and badges ask for the same few hundred class lists over and over: each list
// and each class is worked out once (the first /category/all load spent ~85 ms at 4× CPU merging).
// The limits only guard against class names built from data; the app's own fit many times over.
const mergedLists = new Map<string, string>();
const classKeys = new Map<string, string[]>();
const LIMIT = 4000;

function remember<V>(cache: Map<string, V>, key: string, value: V): V {
  if (cache.size >= LIMIT) cache.clear();
  cache.set(key, value);
  return value;
}

/** What one class sets, as the keys it claims with its variants: its own group first, then what it overrides. */
function keysOf(cls: string): string[] {
  const known = classKeys.get(cls);
  if (known) return known;
  const [variants, base] = split(cls);
  const g = group(base);
  return remember(
    classKeys,
    cls,
    [g, ...(CONFLICTS[g] ?? [])].map((c) => variants + c),
  );
}

function merge(classes: string): string {
  const seen = new Set<string>();
  const kept: string[] = [];
  const list = classes.split(/\s+/).filter(Boolean);
  for (let i = list.length - 1; i >= 0; i--) {
    const keys = keysOf(list[i]);
    if (seen.has(keys[0])) continue;
    for (const k of keys) seen.add(k);
    kept.push(list[i]);
  }
  return kept.reverse().join(' ');
}

export function mergeClasses(classes: string): string {
  return mergedLists.get(classes) ?? remember(mergedLists, classes, merge(classes));
}
