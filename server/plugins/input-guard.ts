import { badRequest } from '../errors';
import { sharedPlugin } from './shared-plugin';

export const UNSTORABLE_TEXT_MESSAGE = 'Text must be valid Unicode without null characters';

// U+0000, or half of a surrogate pair (JSON can carry "\ud800"; it is not a character).
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** True when a string, or any key or string inside an object or array, is text PostgreSQL cannot store. */
export function hasUnstorableText(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return UNSTORABLE.test(value);
  if (!value || typeof value !== 'object' || depth > 32) return false;
  if (Array.isArray(value)) return value.some((v) => hasUnstorableText(v, depth + 1));
  return Object.entries(value).some(([k, v]) => UNSTORABLE.test(k) || hasUnstorableText(v, depth + 1));
}

/**
 * PostgreSQL text and jsonb cannot hold U+0000, and jsonb refuses a lone surrogate: such a value
 * would fail in the database as a 500. Neither is meaningful input, so every body, query and path
 * parameter carrying one is refused before validation, on every route (pages included) and whatever
 * the spelling of the URL: the values checked are the ones the router and parsers decoded.
 */
export const inputGuardPlugin = sharedPlugin(
  async (app) => {
    app.addHook('preValidation', async (request) => {
      if (hasUnstorableText(request.params) || hasUnstorableText(request.query) || hasUnstorableText(request.body)) {
        throw badRequest(UNSTORABLE_TEXT_MESSAGE);
      }
    });
  },
  { name: 'input-guard', dependencies: ['error-handler'] },
);
