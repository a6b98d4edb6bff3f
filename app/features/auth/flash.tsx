import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { dismissToast, toast, type ToastInput } from '~/components/ui/toast';

/**
 * Toasts that must survive a server redirect (a 302 cannot show one): the redirect adds
 * `?flash=<key>`, the page it lands on shows the toast once and drops the parameter.
 * Only known keys are shown, so a crafted link cannot put arbitrary text on the page.
 */
export const FLASHES = {
  'admin-signin': {
    title: 'Authentication required',
    description: 'Please sign in to access the admin area',
    variant: 'destructive',
  },
  'admin-denied': {
    title: 'Access Denied',
    description: "You don't have permission to access the admin area",
    variant: 'destructive',
  },
} as const satisfies Record<string, ToastInput>;

export type FlashKey = keyof typeof FLASHES;

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
    if (key in FLASHES) toastId.current = toast({ ...FLASHES[key as FlashKey], duration: 6000 });
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.delete('flash');
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [key, setParams]);
}
