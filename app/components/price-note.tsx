import { formatKES } from '#core/pricing/money';
import { withVat } from '#core/pricing/vat';
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

/**
 * Beside an ex-VAT price, total or budget: what the shopper pays, VAT included (issue 32, item 7).
 * Nothing when prices already include VAT or none is charged.
 */
export function PricePaid({ amount, className }: { amount: number; className?: string }) {
  const { settings } = useRootData();
  const t = useT();
  if (settings.vatMode !== 'added' || !(settings.vatRate > 0)) return null;
  return (
    <span className={className} data-testid="price-paid">
      {t('price.youPay', { amount: formatKES(withVat(amount, settings)) })}
    </span>
  );
}
