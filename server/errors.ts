/** The few domain errors services throw; one handler (plugins/error-handler) maps them to statuses. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = (message = 'Not authorized, please sign in') => new HttpError(401, message);
export const forbidden = (message = 'You do not have permission to do this') => new HttpError(403, message);
export const notFound = (message = 'Not found') => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);

/** Like epic-stack's invariantResponse: throws an HttpError when the condition fails. */
export function invariant(condition: unknown, error: () => HttpError): asserts condition {
  if (!condition) throw error();
}

/** A path id: digits only, else a 404 like a missing record (decision 005), never a 400 or a 500. */
export function parseId(raw: string, message: string): number {
  const id = /^\d{1,9}$/.test(raw) ? Number(raw) : 0;
  if (!id) throw notFound(message);
  return id;
}
