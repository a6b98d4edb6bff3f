import { CATEGORIES, type CategoryId } from './categories';

/*
 * Apart from categories.ts on purpose: the storefront's shell chunk holds categories.ts, and only the
 * server and the admin dialog (through core/schemas/product) match spellings; here it stays out of
 * every page's first load.
 */

// Spec section 4: case-insensitive, with the aliases the old product used.
const ALIASES: Record<string, CategoryId> = {
  graphics: 'graphics-cards',
  'graphics card': 'graphics-cards',
  'graphics-card': 'graphics-cards',
  'gaming-pcs': 'gaming-pc',
  'gaming pcs': 'gaming-pc',
};

/** Maps an id, a display name or an alias to a category id; undefined when it names none. */
export function normalizeCategory(input: string | null | undefined): CategoryId | undefined {
  if (input == null) return undefined;
  const key = input.trim().toLowerCase();
  if (!key) return undefined;
  // Own keys only: '__proto__' or 'constructor' must name nothing, not Object's members.
  if (Object.hasOwn(ALIASES, key)) return ALIASES[key];
  const found = CATEGORIES.find((c) => c.id === key || c.name.toLowerCase() === key);
  if (found) return found.id;
  const dashed = key.replace(/\s+/g, '-');
  return CATEGORIES.find((c) => c.id === dashed)?.id;
}
