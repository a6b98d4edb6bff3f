import { Bell, BellRing } from 'lucide-react';
import { useState } from 'react';
import { BUILD_DROP_MIN_KES } from '#core/schemas/alerts';
import { formatKES } from '#core/pricing/money';
import type { SavedBuild } from '#core/schemas/builds';
import { Button } from '~/components/ui/button';
import { toast } from '~/components/ui/toast';
import { api, ApiError } from '~/lib/api';
import { tNow, useT } from '~/lib/i18n/i18n';

/**
 * The bell beside a saved build (issue 31): one message when its total at today's prices falls by at
 * least KES 1,000 (decision 069); tapped again, no more. The server keeps the watch.
 */
export function SavedBuildWatch({ build }: { build: SavedBuild }) {
  const t = useT();
  const [watching, setWatching] = useState(build.watching);
  const [busy, setBusy] = useState(false);

  async function toggle() {
    setBusy(true);
    try {
      await api(`/api/builds/saved/${build.id}/price-watch`, { method: watching ? 'DELETE' : 'PUT' });
      toast({
        title: watching
          ? t('builder.unwatchedText', { name: build.name })
          : t('builder.watchingText', { name: build.name, amount: formatKES(BUILD_DROP_MIN_KES) }),
      });
      setWatching(!watching);
    } catch (e) {
      toast({
        title: t('builder.notWatched'),
        description: e instanceof ApiError ? e.message : tNow('builder.checkConnection'),
        variant: 'destructive',
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Button
      variant="ghost"
      size="icon"
      className={watching ? 'size-8 text-brand-700' : 'size-8'}
      disabled={busy}
      onClick={() => void toggle()}
      aria-label={t(watching ? 'builder.unwatchNamed' : 'builder.watchNamed', { name: build.name })}
    >
      {watching ? <BellRing aria-hidden="true" /> : <Bell aria-hidden="true" />}
    </Button>
  );
}
