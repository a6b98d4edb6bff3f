import { useT } from '~/lib/i18n/i18n';
import { useRootData } from '~/lib/root-data';

/**
 * The VAT note beside a price (decision 031), as ~/components/price-note says it, kept in the builder's
 * own chunk: the shared one-component chunk cost /build-pc a request and its glue at its 150 KB budget.
 */
export function BuildPriceNote({ className }: { className?: string }) {
  const { settings } = useRootData();
  const t = useT();
  const key = settings.vatMode === 'included' ? 'product.inclVat' : settings.vatMode === 'none' ? 'product.noVat' : 'product.exVat';
  return <span className={className}>{t(key)}</span>;
}
