/**
 * Registers the service worker (issue 18, decision 044) once the page has loaded and the browser is
 * idle, so it never competes with the first paint or hydration (decision 057). Imported by the catalogue pages only (home, category, product, search): the
 * pages a shopper reaches first, and not the shell, which every page loads. The worker tells the page
 * when it answered React Router's data request from its cache: the offline notice (app.css) shows.
 */
export function registerServiceWorker() {
  const sw = navigator.serviceWorker;
  if (!import.meta.env.PROD || !sw) return;
  sw.onmessage = (e: MessageEvent<Record<string, string>>) => {
    const main = document.getElementById('main');
    if (main && e.data?.offline) main.dataset.offline = e.data[document.documentElement.lang] ?? e.data.en;
  };
  const go = () => sw.register('/sw.js').catch(() => {});
  // Not while the page hydrates (issue 34): the worker's install fetches and stores every storefront
  // script. When the browser is idle, or within 5 s; after the load in any case.
  const idle = () =>
    'requestIdleCallback' in window ? requestIdleCallback(go, { timeout: 5000 }) : setTimeout(go, 2000);
  if (document.readyState === 'complete') idle();
  else addEventListener('load', idle, { once: true });
}

// A side effect of importing this module in the browser: the pages that import it register the worker.
if (typeof document !== 'undefined') registerServiceWorker();
