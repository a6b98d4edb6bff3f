import type { FastifyInstance } from 'fastify';
import { apiMessage, codeOfConstant, sayApi, type Coded } from '#core/messages/api';
import { isCoded } from '#core/messages/fill';
import { sayReason, type CodedReason } from '#core/messages/build-reasons';
import { requestLanguage } from './language';

/**
 * Every JSON answer of `/api` that carries a `message` (errors, and successes a page shows as they are)
 * leaves in the request's language, said from its code (decision 072; the catalogue is core/messages).
 * An error's code comes from the error handler; a success that sends a rule's constant gets the code of
 * that constant. Admin-only answers have no code and stay English (the dashboard is English).
 */
export function registerMessageLanguage(app: FastifyInstance) {
  app.addHook('preSerialization', async (request, _reply, payload: unknown) => {
    if (!request.url.startsWith('/api/') || !payload || typeof payload !== 'object') return payload;
    const body = payload as { message?: unknown; code?: unknown; values?: unknown; reasonCodes?: unknown };
    const coded = codedOf(body);
    const reasons = isReasonMap(body.reasonCodes) ? body.reasonCodes : undefined;
    if (!coded && !reasons) return payload;
    const lang = requestLanguage(request);
    return {
      ...body,
      ...(coded
        ? { message: sayApi(lang, coded), code: coded.code, ...(coded.values ? { values: coded.values } : {}) }
        : {}),
      // Build for me's reason per part (POST /api/builds/suggest), said from its codes.
      ...(reasons
        ? { reasons: Object.fromEntries(Object.entries(reasons).map(([slot, r]) => [slot, sayReason(lang, r)])) }
        : {}),
    };
  });
}

function codedOf(body: { message?: unknown; code?: unknown; values?: unknown }): Coded | undefined {
  if (typeof body.message !== 'string') return undefined;
  if (isCoded(body))
    return body.values ? { code: body.code, values: body.values as Coded['values'] } : { code: body.code };
  const code = codeOfConstant(body.message);
  return code ? apiMessage(code) : undefined;
}

const isReasonMap = (v: unknown): v is Record<string, CodedReason> => !!v && typeof v === 'object';
