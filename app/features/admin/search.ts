import type { PublicUser } from '#core/schemas/auth';

/*
 * The products and orders tabs are searched by the server (admin-list.ts, find-orders.ts); the users
 * tab still filters the loaded page here.
 */

/** Lowercased words of a query; every word must appear somewhere in the item's text. */
function words(query: string): string[] {
  return query.toLowerCase().split(/\s+/).filter(Boolean);
}

function matchesAll(haystack: string, query: string): boolean {
  const text = haystack.toLowerCase();
  return words(query).every((w) => text.includes(w));
}

/**
 * core/stock's rule (out at 0, low at 1–5), restated here on purpose: importing core/stock from the
 * admin makes the bundler split that tiny module out of the storefront's chunks (one more request on
 * every product page). search.test.ts checks the two agree.
 */
export function stockLevelOf(countInStock: number): 'out-of-stock' | 'low-stock' | 'in-stock' {
  if (!(countInStock > 0)) return 'out-of-stock';
  return countInStock <= 5 ? 'low-stock' : 'in-stock';
}

export const roleLabel = (user: Pick<PublicUser, 'isAdmin'> & { role?: PublicUser['role'] }) =>
  user.isAdmin ? 'Administrator' : user.role === 'staff' ? 'Staff' : 'Customer';

/** Users tab: by name, e-mail, or the role words Administrator and Customer. */
export function filterUsers(users: readonly PublicUser[], query: string): PublicUser[] {
  if (!query.trim()) return [...users];
  return users.filter((u) => matchesAll(`${u.name} ${u.email} ${roleLabel(u)}`, query));
}
