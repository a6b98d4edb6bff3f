import { ShoppingCart } from 'lucide-react';
import { useEffect, useState, type RefObject } from 'react';
import { formatKES } from '#core/pricing/money';
import { Button } from '~/components/ui/button';
import { useT } from '~/lib/i18n/i18n';

/**
 * On a phone, once the page's own Add to Cart has scrolled up out of sight (and until the footer
 * comes into view, so the bar never hides the footer's links), a bar at the bottom of the screen
 * keeps the price and Add to Cart within reach (19.8). Hidden from sm up, where the panel stays near.
 */
export function StickyBuyBar({
  anchor,
  price,
  out,
  onAdd,
}: {
  anchor: RefObject<HTMLElement | null>;
  price: number;
  out: boolean;
  onAdd(): void;
}) {
  const t = useT();
  const [above, setAbove] = useState(false);
  const [footerShown, setFooterShown] = useState(false);
  useEffect(() => {
    const el = anchor.current;
    const footer = document.querySelector('footer');
    if (!el || typeof IntersectionObserver === 'undefined') return;
    const io = new IntersectionObserver((entries) => {
      for (const e of entries) {
        if (e.target === el) setAbove(!e.isIntersecting && e.boundingClientRect.top < 0);
        else setFooterShown(e.isIntersecting);
      }
    });
    io.observe(el);
    if (footer) io.observe(footer);
    return () => io.disconnect();
  }, [anchor]);
  if (!above || footerShown) return null;
  return (
    <div className="fixed inset-x-0 bottom-0 z-30 flex items-center gap-3 border-t border-slate-200 bg-white px-4 py-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] shadow-[0_-4px_12px_rgb(15_23_42/0.08)] sm:hidden">
      <span className="min-w-0 flex-1 truncate text-lg font-bold text-slate-900">{formatKES(price)}</span>
      <Button className="h-11 px-5" disabled={out} onClick={onAdd}>
        <ShoppingCart aria-hidden="true" />
        {out ? t('product.outOfStock') : t('product.addToCart')}
      </Button>
    </div>
  );
}
