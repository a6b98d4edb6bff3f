import { Copy, MessageCircle, Share2 } from 'lucide-react';
import { useRef } from 'react';
import type { Build } from '#core/compatibility';
import { Button } from '~/components/ui/button';
import { toast } from '~/components/ui/toast';
import { cn } from '~/lib/utils';
import { shareUrl, whatsappShareHref } from './share';

/** Share a build: its link (copy, or the phone's share sheet) and a WhatsApp message. */
export default function SharePanel({ build, storeName, idPrefix }: { build: Build; storeName: string; idPrefix: string }) {
  const input = useRef<HTMLInputElement>(null);
  // Only rendered with parts chosen, which happens in the browser: `window` is there.
  const url = shareUrl(window.location.origin, build);
  const canShare = typeof navigator.share === 'function';

  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: 'Link copied', description: 'Anyone who opens it sees this build.' });
    } catch {
      input.current?.select();
      toast({ title: 'Copy the link', description: 'It is selected in the box: copy it from there.' });
    }
  }

  async function share() {
    try {
      await navigator.share({ title: `My PC build at ${storeName}`, url });
    } catch {
      // Closed by the user, or not allowed: nothing to report.
    }
  }

  return (
    <details className="group rounded-lg ring-1 ring-slate-200 open:bg-slate-50">
      <summary className="flex cursor-pointer items-center gap-2 rounded-lg px-3 py-2.5 text-sm font-semibold text-slate-800 select-none hover:bg-slate-50">
        <Share2 className="size-4" aria-hidden="true" /> Share this build
      </summary>
      <div className="flex flex-col gap-2 px-3 pb-3">
        <label htmlFor={`${idPrefix}-share-url`} className="text-xs text-slate-600">
          Link to this build
        </label>
        <input
          ref={input}
          id={`${idPrefix}-share-url`}
          readOnly
          value={url}
          onFocus={(e) => e.currentTarget.select()}
          className="h-9 w-full rounded-md border border-slate-300 bg-white px-2 font-mono text-xs text-slate-800"
        />
        <div className={cn('grid gap-2', canShare ? 'grid-cols-3' : 'grid-cols-2')}>
          <Button variant="outline" size="sm" onClick={copy}>
            <Copy aria-hidden="true" /> Copy link
          </Button>
          <a
            href={whatsappShareHref(build, url, storeName)}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex h-9 items-center justify-center gap-2 rounded-lg bg-[#0b6e38] px-3 text-sm font-semibold text-white hover:bg-[#095c2f]"
          >
            <MessageCircle className="size-4" aria-hidden="true" /> WhatsApp
          </a>
          {canShare ? (
            <Button variant="outline" size="sm" onClick={share}>
              <Share2 aria-hidden="true" /> Share…
            </Button>
          ) : null}
        </div>
      </div>
    </details>
  );
}
