import type { CompatibilityCheck } from '#core/build-pc/compatibility';
import type { MessageKey, Translate } from '~/lib/i18n/i18n';

/**
 * A compatibility sentence in the page's language: core/compatibility says it in English (`reason`)
 * and as a code with its values; the code's text is `compat.<code>` (build-pc's loader strings).
 * Lists are joined with the language's 'and'; `a` is English's article, other languages leave it out.
 */
export function compatText(t: Translate, check: Pick<CompatibilityCheck, 'code' | 'vars' | 'reason'>): string {
  const vars: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(check.vars))
    vars[name] = Array.isArray(value) ? listing(value, t('compat.and')) : value;
  const key = `compat.${check.code}` as MessageKey;
  const text = t(key, vars);
  return text === key ? check.reason : text;
}

function listing(items: string[], and: string): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${and} ${items[items.length - 1]}`;
}
