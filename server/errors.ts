import { apiMessage, codeOfConstant, sayApi, type Coded } from '#core/messages/api';

/**
 * The few domain errors services throw; one handler (plugins/error-handler) maps them to statuses.
 * A message is a coded one (`apiMessage('order.noStock', { name })`, decision 072) or the text of a
 * rule's constant; the answer carries the code and values, and the shopper's language is said from them.
 */
export class HttpError extends Error {
  readonly coded: Coded | undefined;
  constructor(
    readonly statusCode: number,
    message: string | Coded,
  ) {
    super(typeof message === 'string' ? message : sayApi('en', message));
    const code = typeof message === 'string' ? codeOfConstant(message) : undefined;
    this.coded = typeof message === 'string' ? (code ? apiMessage(code) : undefined) : message;
  }
}

type Message = string | Coded;
export const badRequest = (message: Message) => new HttpError(400, message);
export const unauthorized = (message: Message = 'Not authorized, please sign in') => new HttpError(401, message);
export const forbidden = (message: Message = 'You do not have permission to do this') => new HttpError(403, message);
export const notFound = (message: Message = 'Not found') => new HttpError(404, message);
export const conflict = (message: Message) => new HttpError(409, message);

/** Like epic-stack's invariantResponse: throws an HttpError when the condition fails. */
export function invariant(condition: unknown, error: () => HttpError): asserts condition {
  if (!condition) throw error();
}

/** A path id: digits only, else a 404 like a missing record (decision 005), never a 400 or a 500. */
export function parseId(raw: string, message: Message): number {
  const id = /^\d{1,9}$/.test(raw) ? Number(raw) : 0;
  if (!id) throw notFound(message);
  return id;
}
