import { WifiOff } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useT } from '~/lib/i18n/i18n';

/**
 * "Offline — prices may have changed" (issue 18): shown when the service worker answered this page
 * from its cache (it marks the document `data-offline`) or the phone says it has no connection.
 * Nothing on the server: it appears after hydration, so the server HTML never carries it.
 */
export function OfflineBanner() {
  const t = useT();
  const [offline, setOffline] = useState(false);
  useEffect(() => {
    const check = () => setOffline(document.documentElement.hasAttribute('data-offline') || !navigator.onLine);
    check();
    addEventListener('online', check);
    addEventListener('offline', check);
    return () => {
      removeEventListener('online', check);
      removeEventListener('offline', check);
    };
  }, []);
  if (!offline) return null;
  return (
    <p role="status" className="flex items-center justify-center gap-2 bg-amber-100 px-4 py-2 text-sm font-medium text-amber-900">
      <WifiOff className="size-4" aria-hidden="true" />
      {t('offline.banner')}
    </p>
  );
}
