/**
 * The catalogue's one placeholder syntax (decision 072): `{name}` in a template is replaced by the value
 * of that name. A value may itself be a coded message, said in the same language (a payment's failure
 * reason, a form field's mistake), so a sentence is never assembled from English and parsed back.
 */
export type Coded = { code: string; values?: Values };
export type Value = string | number | Coded;
export type Values = Record<string, Value>;

export const isCoded = (v: unknown): v is Coded =>
  !!v && typeof v === 'object' && typeof (v as { code?: unknown }).code === 'string';

/** `{name}` → values.name; a nested coded value goes through `say` (the caller's language). */
export function fill(template: string, values: Values | undefined, say: (c: Coded) => string): string {
  if (!values) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const v = values[name];
    if (v === undefined) return whole;
    return isCoded(v) ? say(v) : String(v);
  });
}

/** The placeholders of a template, sorted (the completeness tests compare them across languages). */
export const placeholdersOf = (template: string): string[] =>
  [...new Set([...template.matchAll(/\{(\w+)\}/g)].map((m) => m[1]))].sort();
