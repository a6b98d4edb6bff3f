import { Link } from 'react-router';
import type { ProductFacets } from '#core/schemas/catalog';
import { formatSpecParam, parseSpecParam } from '#core/catalog/spec-filters';
import { labelOf, useT } from '~/lib/i18n/i18n';
import { cn } from '~/lib/utils';
import { facetCount } from './filters';

const pill =
  'inline-flex min-h-9 max-w-full items-center gap-1 rounded-full border px-3 py-1 text-left text-sm break-words transition-colors focus-visible:outline-2 focus-visible:outline-brand-500';
const off = 'border-slate-300 bg-white text-slate-800 hover:border-brand-400 hover:bg-brand-50';
const on = 'border-brand-600 bg-brand-600 text-white';

/** The URL with one spec filter set or cleared; page 1 again, every other parameter kept. */
export function withSpec(search: string, id: string, value: string | undefined): string {
  const params = new URLSearchParams(search);
  params.delete('page');
  const spec = formatSpecParam({ ...parseSpecParam(params.get('spec') ?? undefined), [id]: value });
  if (spec) params.set('spec', spec);
  else params.delete('spec');
  const s = params.toString();
  return s ? `?${s}` : '';
}

/**
 * The category's spec filters (issue 29 point 6: VRAM, chip, socket, cores, capacity, interface,
 * screen size, refresh rate, wattage), each value a link with its count as the brand filter's: they
 * work before the JavaScript arrives, and the URL (spec=vram:8gb) can be shared. Wraps at 360 px.
 */
export function SpecLinks({ facets, pathname, search }: { facets: ProductFacets; pathname: string; search: string }) {
  const t = useT();
  const chosen = parseSpecParam(new URLSearchParams(search).get('spec') ?? undefined);
  const groups = (facets.specs ?? []).filter((g) => g.values.length > 1 || chosen[g.id]);
  if (!groups.length) return null;
  return (
    <div className="flex flex-col gap-3" data-testid="spec-filters">
      {groups.map((g) => {
        const title = labelOf(t, `catalog.spec.${g.id}`, g.id);
        return (
          <nav key={g.id} aria-label={title}>
            <h2 className="mb-1.5 text-xs font-semibold tracking-wide text-slate-600 uppercase">{title}</h2>
            <ul className="flex flex-wrap gap-2">
              <li>
                <Link
                  to={`${pathname}${withSpec(search, g.id, undefined)}`}
                  preventScrollReset
                  aria-current={!chosen[g.id] ? 'true' : undefined}
                  className={cn(pill, !chosen[g.id] ? on : off)}
                >
                  {t('catalog.spec.any')}
                </Link>
              </li>
              {g.values.map((v) => {
                const active = chosen[g.id] === v.value;
                return (
                  <li key={v.value} className="max-w-full">
                    <Link
                      to={`${pathname}${withSpec(search, g.id, v.value)}`}
                      preventScrollReset
                      aria-current={active ? 'true' : undefined}
                      className={cn(pill, active ? on : off)}
                    >
                      <span className="min-w-0">{v.label}</span>
                      <span className={active ? 'text-brand-100' : 'text-slate-500'}>
                        ({facetCount(v.count, facets)})
                      </span>
                    </Link>
                  </li>
                );
              })}
            </ul>
          </nav>
        );
      })}
    </div>
  );
}
