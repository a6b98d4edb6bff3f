import { useT } from '~/lib/i18n/i18n';
import { useRootData } from '~/lib/root-data';

/**
 * The note beside a price: 'ex VAT' while the shop adds VAT at checkout (the default), 'incl. VAT' or
 * 'no VAT' when the owner's VAT setting says so (decision 031), so the label never promises a VAT line
 * the cart does not show.
 */
export function PriceNote({ className }: { className?: string }) {
  const { settings } = useRootData();
  const t = useT();
  const key =
    settings.vatMode === 'included'
      ? 'product.inclVat'
      : settings.vatMode === 'none'
        ? 'product.noVat'
        : 'product.exVat';
  return <span className={className}>{t(key)}</span>;
}
