import type { Envelope } from './envelope';
import { EtimsUnavailable } from './envelope';
import type { EtimsSimulator } from './simulator';

export interface EtimsSettings {
  mode: 'simulator' | 'oscu';
  /** OSCU's "direct" base, e.g. https://etims-api-sbx.kra.go.ke/etims-api (reference §1). */
  baseUrl: string;
  tin: string;
  bhfId: string;
  dvcSrlNo: string;
}

export type EtimsTransport = (path: string, headers: Record<string, string>, body: object) => Promise<Envelope>;

/**
 * OSCU over HTTPS (the "direct" path of spec v2.0): every call is a JSON POST; after initialisation
 * tin, bhfId and cmcKey go as headers (reference §1). Anything but a JSON envelope is a transport
 * failure, retried by the outbox. The cmcKey is never logged.
 */
export function httpTransport(baseUrl: string, fetchImpl: typeof fetch = fetch, timeoutMs = 15_000): EtimsTransport {
  return async (path, headers, body) => {
    let res: Response;
    try {
      res = await fetchImpl(`${baseUrl.replace(/\/$/, '')}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (err) {
      throw new EtimsUnavailable(`eTIMS unreachable: ${err instanceof Error ? err.message : String(err)}`);
    }
    const text = await res.text();
    try {
      const json = JSON.parse(text) as Envelope;
      if (typeof json.resultCd === 'string') return json;
    } catch {
      // falls through: not an envelope
    }
    throw new EtimsUnavailable(`eTIMS answered HTTP ${res.status}: ${text.slice(0, 200)}`);
  };
}

/** The transport of the configured mode: the in-process simulator (default) or KRA's OSCU. */
export const transportFor = (settings: EtimsSettings, simulator: EtimsSimulator, fetchImpl?: typeof fetch) =>
  settings.mode === 'simulator' ? simulator.call : httpTransport(settings.baseUrl, fetchImpl);
