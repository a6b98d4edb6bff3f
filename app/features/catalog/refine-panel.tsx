import { useEffect, useRef, type ReactNode } from 'react';
import { useT } from '~/lib/i18n/i18n';

/**
 * The search page's 'Refine results' box. Folded on a phone, so the first product is on the first
 * screen (at 360 px the open box pushed it a screen down, issue 32); open from md up, where CSS shows
 * the content before the JavaScript arrives and the effect makes the element agree.
 */
export function RefinePanel({ children }: { children: ReactNode }) {
  const t = useT();
  const details = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    if (details.current && window.matchMedia('(min-width: 768px)').matches) details.current.open = true;
  }, []);
  return (
    <details
      ref={details}
      className="group/facets mt-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm md:[&::details-content]:[content-visibility:visible]"
    >
      <summary className="cursor-pointer text-sm font-semibold text-slate-900">{t('searchPage.refine')}</summary>
      <div className="mt-3">{children}</div>
    </details>
  );
}
