import { Copy, MessageCircle, Share2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { buildTotal, type Build } from '#core/build-pc/compatibility';
import { Button } from '~/components/ui/button';
import { toast } from '~/components/ui/toast';
import { api, ApiError } from '~/lib/api';
import { tNow, useT } from '~/lib/i18n/i18n';
import { cn } from '~/lib/utils';
import { partsParam, shareUrl, whatsappShareHref } from './share';

/** Short links already made in this visit, by the parts they hold: sharing again asks nothing. */
const links = new Map<string, Promise<string>>();

/** The short link of a build (`/build-pc/b/<code>`, stored by the server); ids and prices decide the code. */
const keyOf = (build: Build) => `${partsParam(build)}@${buildTotal(build)}`;

function shortLink(build: Build): Promise<string> {
  const key = keyOf(build);
  let link = links.get(key);
  if (!link) {
    const parts = Object.fromEntries(Object.entries(build).map(([slot, part]) => [slot, part.id]));
    link = api<{ url: string; path: string }>('/api/builds', { method: 'POST', body: { parts } }).then(
      (r) => `${window.location.origin}${r.path}`,
    );
    link.catch(() => links.delete(key));
    links.set(key, link);
  }
  return link;
}

/** Share a build: its short link (copy, or the phone's share sheet) and a WhatsApp message. */
export default function SharePanel({
  build,
  storeName,
  idPrefix,
}: {
  build: Build;
  storeName: string;
  idPrefix: string;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [open, setOpen] = useState(false);
  // The link of the build it was made for: a changed build shows no stale link.
  const [made, setMade] = useState<{ key: string; url: string } | null>(null);
  const key = keyOf(build);
  const url = made?.key === key ? made.url : null;
  const canShare = typeof navigator.share === 'function';
  const t = useT();

  useEffect(() => {
    if (!open) return;
    let cancelled = false;
    const forKey = keyOf(build);
    shortLink(build).then(
      (link) => !cancelled && setMade({ key: forKey, url: link }),
      // Without the server the long link still restores the build (the ids are in it).
      (error: unknown) => {
        if (cancelled) return;
        setMade({ key: forKey, url: shareUrl(window.location.origin, build) });
        if (error instanceof ApiError && error.status === 429)
          toast({ title: tNow('builder.tooManyLinks'), description: error.message, variant: 'destructive' });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [open, build]);

  async function copy() {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: t('builder.copiedTitle'), description: t('builder.copiedText') });
    } catch {
      input.current?.select();
      toast({ title: t('builder.copyTitle'), description: t('builder.copyText') });
    }
  }

  async function share() {
    if (!url) return;
    try {
      await navigator.share({ title: t('builder.shareTitle', { store: storeName }), url });
    } catch {
      // Closed by the user, or not allowed: nothing to report.
    }
  }

  return (
    <details
      className="group rounded-lg ring-1 ring-slate-200 open:bg-slate-50"
      onToggle={(e) => setOpen(e.currentTarget.open)}
    >
      <summary className="flex cursor-pointer items-center gap-2 rounded-lg px-3 py-2.5 text-sm font-semibold text-slate-800 select-none hover:bg-slate-50">
        <Share2 className="size-4" aria-hidden="true" /> {t('builder.shareHeading')}
      </summary>
      <div className="flex flex-col gap-2 px-3 pb-3">
        <label htmlFor={`${idPrefix}-share-url`} className="text-xs text-slate-600">
          {t('builder.linkLabel')}
        </label>
        <input
          ref={input}
          id={`${idPrefix}-share-url`}
          readOnly
          value={url ?? t('builder.makingLink')}
          aria-busy={!url}
          onFocus={(e) => e.currentTarget.select()}
          className="h-9 w-full rounded-md border border-slate-300 bg-white px-2 font-mono text-xs text-slate-800"
        />
        <div className={cn('grid gap-2', canShare ? 'grid-cols-3' : 'grid-cols-2')}>
          <Button variant="outline" size="sm" onClick={copy} disabled={!url}>
            <Copy aria-hidden="true" /> {t('builder.copyLink')}
          </Button>
          <a
            href={url ? whatsappShareHref(build, url, storeName, t) : undefined}
            aria-disabled={!url}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex h-9 items-center justify-center gap-2 rounded-lg bg-[#0b6e38] px-3 text-sm font-semibold text-white hover:bg-[#095c2f] aria-disabled:opacity-60"
          >
            <MessageCircle className="size-4" aria-hidden="true" /> {t('builder.shareWhatsApp')}
          </a>
          {canShare ? (
            <Button variant="outline" size="sm" onClick={share} disabled={!url}>
              <Share2 aria-hidden="true" /> {t('builder.share')}
            </Button>
          ) : null}
        </div>
      </div>
    </details>
  );
}
