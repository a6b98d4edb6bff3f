import { MSG } from '#core/messages/spec-words';

/** A non-ok answer of the `/api`: its status and the server's `{ message }` (or the spec's fallback). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** True when the server sent its own message (false: network failure or no JSON message). */
    readonly fromServer: boolean,
    /** The message's code in the catalogue (core/messages, decision 072): stable whatever the language. */
    readonly code?: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

type Json = Record<string, unknown> | unknown[];

export interface ApiOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Sent as JSON. */
  body?: Json;
  /** Sent as it is instead: multipart (the browser writes its boundary), a file, or text such as CSV
   * with its `content-type` in `headers`. */
  rawBody?: FormData | Blob | string;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/**
 * Calls the shop's own `/api` from the browser. The session is the HttpOnly cookie (sent because
 * the request is same-origin); the browser adds the page's Origin to unsafe requests, which the
 * server checks. A 204 or an empty body gives `undefined`.
 */
export async function api<T = unknown>(
  path: string,
  { method = 'GET', body, rawBody, headers, signal }: ApiOptions = {},
): Promise<T> {
  const json = body !== undefined;
  let res: Response;
  try {
    res = await fetch(path, {
      method,
      credentials: 'same-origin',
      headers: { accept: 'application/json', ...(json && { 'content-type': 'application/json' }), ...headers },
      body: json ? JSON.stringify(body) : rawBody,
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(0, MSG.unknownError, false);
  }
  const text = res.status === 204 ? '' : await res.text();
  let data: unknown;
  try {
    data = text ? JSON.parse(text) : undefined;
  } catch {
    data = undefined;
  }
  if (!res.ok) {
    const message = messageOf(data);
    // The server already said it in the shopper's language (from its code); the code is kept for a screen
    // that reacts to one refusal in particular, so no screen compares English text.
    throw new ApiError(res.status, message ?? MSG.unknownError, message !== undefined, codeOf(data));
  }
  return data as T;
}

function messageOf(data: unknown): string | undefined {
  if (data && typeof data === 'object' && 'message' in data && typeof data.message === 'string' && data.message) {
    return data.message;
  }
  return undefined;
}

function codeOf(data: unknown): string | undefined {
  return data && typeof data === 'object' && 'code' in data && typeof data.code === 'string' ? data.code : undefined;
}

/** The server's message of an error, or `fallback` when it sent none (network failure, 5xx without JSON). */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.fromServer ? error.message : fallback;
}

/**
 * Why the server refused a request, in its own words: the message of a 4xx it explained (stock gone,
 * cannot delete yourself…), worth showing beside the spec's fixed toast. Null for anything else — a
 * network failure, a 5xx, a refusal without a message — where the toast alone says it.
 */
export function refusalReason(error: unknown): string | null {
  return error instanceof ApiError && error.fromServer && error.status >= 400 && error.status < 500
    ? error.message
    : null;
}
