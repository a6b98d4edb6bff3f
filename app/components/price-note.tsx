import { priceNote } from '#core/vat';
import { useRootData } from '~/lib/root-data';

/**
 * The note beside a price: 'ex VAT' while the shop adds VAT at checkout (the default), 'incl. VAT' or
 * 'no VAT' when the owner's VAT setting says so (decision 031), so the label never promises a VAT line
 * the cart does not show.
 */
export function PriceNote({ className }: { className?: string }) {
  const { settings } = useRootData();
  return <span className={className}>{priceNote(settings)}</span>;
}
