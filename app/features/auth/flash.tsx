import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { dismissToast, toast, type ToastInput } from '~/components/ui/toast';
import { useI18n, type MessageKey, type Translate } from '~/lib/i18n/i18n';

/**
 * Toasts that must survive a server redirect (a 302 cannot show one): the redirect adds
 * `?flash=<key>`, the page it lands on shows the toast once and drops the parameter.
 * Only known keys are shown, so a crafted link cannot put arbitrary text on the page.
 */
export const FLASHES = {
  'admin-signin': { title: 'flash.adminSigninTitle', description: 'flash.adminSigninText' },
  'admin-denied': { title: 'flash.adminDeniedTitle', description: 'flash.adminDeniedText' },
} as const satisfies Record<string, { title: MessageKey; description: MessageKey }>;

export type FlashKey = keyof typeof FLASHES;

/** The flash's toast in the page's language (the spec's words in English). */
export const flashToast = (key: FlashKey, t: Translate): ToastInput => ({
  title: t(FLASHES[key].title),
  description: t(FLASHES[key].description),
  variant: 'destructive',
});

/** `href` with `flash=<key>` added to its query. */
export function withFlash(href: string, key: FlashKey): string {
  return `${href}${href.includes('?') ? '&' : '?'}flash=${key}`;
}

/**
 * Shows the flash toast named in the address, once, then removes it from the address. The toast goes
 * when the page does: 'Authentication required' must not still be showing once the admin has signed
 * in and reached the dashboard (19.5).
 */
export function useFlashToast() {
  const [params, setParams] = useSearchParams();
  // The page's own `t`, not `tNow`: this effect runs on the first render, before the root's effect
  // has told `tNow` which dictionary the page shows.
  const { t } = useI18n();
  const key = params.get('flash');
  const shown = useRef<string | null>(null);
  const toastId = useRef<number | null>(null);
  useEffect(
    () => () => {
      if (toastId.current !== null) dismissToast(toastId.current);
    },
    [],
  );
  useEffect(() => {
    if (!key || shown.current === key) return;
    shown.current = key;
    if (key in FLASHES) toastId.current = toast({ ...flashToast(key as FlashKey, t), duration: 6000 });
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.delete('flash');
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [key, setParams, t]);
}
