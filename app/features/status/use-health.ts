import { useCallback, useEffect, useRef, useState } from 'react';

/** GET /api/health (spec section 3): status 'OK' means connected. */
export interface HealthResult {
  status: string;
  database: string;
  timestamp: string;
}

export type ApiState = 'Checking...' | 'Error' | 'Connected' | 'Unknown';

export interface HealthView {
  api: ApiState;
  /** The last answer, kept while a new check runs. */
  result?: HealthResult;
  /** Spec section 8: the error message, or 'Health check failed'. */
  error?: string;
  checkedAt?: Date;
}

export const HEALTH_FAILED = 'Health check failed';

/** Asks the server once; never throws. */
export async function checkHealth(fetcher: typeof fetch = fetch): Promise<Omit<HealthView, 'checkedAt'>> {
  let res: Response;
  try {
    res = await fetcher('/api/health', { headers: { accept: 'application/json' }, cache: 'no-store' });
  } catch (error) {
    return { api: 'Error', error: error instanceof Error && error.message ? error.message : HEALTH_FAILED };
  }
  let data: Partial<HealthResult> & { message?: string } = {};
  try {
    data = (await res.json()) ?? {};
  } catch {
    // No JSON body: judged by the status code alone.
  }
  const result =
    typeof data.status === 'string'
      ? { status: data.status, database: String(data.database ?? ''), timestamp: String(data.timestamp ?? '') }
      : undefined;
  if (!res.ok) {
    const reason = typeof data.message === 'string' && data.message ? data.message : result?.database;
    return { api: 'Error', result, error: reason || `${HEALTH_FAILED} (HTTP ${res.status})` };
  }
  if (result?.status === 'OK') return { api: 'Connected', result };
  return { api: 'Unknown', result };
}

/** The health check, run on mount and on demand. 'Unknown' until the page is in the browser. */
export function useHealth() {
  const [view, setView] = useState<HealthView>({ api: 'Unknown' });
  const run = useRef(0);

  const refresh = useCallback(async () => {
    const id = ++run.current;
    setView((v) => ({ ...v, api: 'Checking...', error: undefined }));
    const next = await checkHealth();
    if (id === run.current) setView({ ...next, checkedAt: new Date() });
  }, []);

  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the check runs once the page is in the browser (SSR shows 'Unknown')
    void refresh();
  }, [refresh]);

  return { view, refresh };
}
