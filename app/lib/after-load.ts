/**
 * Work that must not compete with the first paint (issue 18): after the load event, register the
 * service worker (decision 044) and, when the stylesheet came inline, fetch the file into the cache
 * and say so in a cookie so later pages link it instead (decision 045).
 */
export function afterLoad(lang: string, inlinedCss: string | null) {
  const run = () => {
    if (import.meta.env.PROD && 'serviceWorker' in navigator) navigator.serviceWorker.register(`/sw.js?lang=${lang}`).catch(() => {});
    if (inlinedCss)
      fetch(inlinedCss).then(
        (r) => r.ok && (document.cookie = `shop_css=${inlinedCss.split('/').pop()}; path=/; max-age=31536000; samesite=lax`),
        () => {},
      );
  };
  if (document.readyState === 'complete') setTimeout(run, 0);
  else addEventListener('load', run, { once: true });
}
