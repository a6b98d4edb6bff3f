import { createContext, useContext } from 'react';

/**
 * The per-request CSP nonce. Only the server render knows it (entry.server provides it);
 * browsers hide nonce attributes from scripts, so on the client it is simply ''.
 */
export const NonceContext = createContext('');

export const NonceProvider = NonceContext.Provider;

/** Undefined rather than '' so no empty nonce attribute is written. */
export function useNonce(): string | undefined {
  return useContext(NonceContext) || undefined;
}
