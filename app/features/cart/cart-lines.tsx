import { Minus, Plus, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import type { CartItem } from '#core/cart/cart';
import { imageAtWidth, PLACEHOLDER_IMAGE } from '#core/catalog/images';
import { formatKES } from '#core/pricing/money';
import { PricePaid } from '~/components/price-note';
import { Button } from '~/components/ui/button';
import { useT } from '~/lib/i18n/i18n';
import { cartActions } from './use-cart';

export function CartLines({ items }: { items: CartItem[] }) {
  return (
    <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
      {items.map((item) => (
        <CartLine key={item.id} item={item} />
      ))}
    </ul>
  );
}

function CartLine({ item }: { item: CartItem }) {
  const t = useT();
  const atStock = item.countInStock != null && item.countInStock > 0 && item.quantity >= item.countInStock;
  return (
    <li className="flex gap-3 p-3 sm:gap-4 sm:p-4">
      <img
        src={item.image ? imageAtWidth(item.image, 160) : PLACEHOLDER_IMAGE}
        alt=""
        width={80}
        height={80}
        loading="lazy"
        decoding="async"
        onError={(e) => {
          if (!e.currentTarget.src.endsWith(PLACEHOLDER_IMAGE)) e.currentTarget.src = PLACEHOLDER_IMAGE;
        }}
        className="size-16 shrink-0 sm:size-20 rounded-lg border border-slate-100 object-contain"
      />
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex items-start justify-between gap-3">
          <Link to={`/product/${item.product}`} className="line-clamp-2 font-medium text-slate-900 hover:underline">
            {item.name}
          </Link>
          <p className="shrink-0 font-semibold">{formatKES(item.price * item.quantity)}</p>
        </div>
        <p className="text-sm text-slate-600">
          {t('cart.each', { price: formatKES(item.price) })}{' '}
          <PricePaid amount={item.price * item.quantity} className="block text-slate-700" />
        </p>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <div className="flex items-center gap-1" role="group" aria-label={t('cart.quantityOf', { name: item.name })}>
            <Button
              variant="outline"
              size="icon"
              className="size-9"
              aria-label={t('product.decrease')}
              disabled={item.quantity <= 1}
              onClick={() => cartActions.setQuantity(item.id, item.quantity - 1)}
            >
              <Minus aria-hidden="true" />
            </Button>
            <span className="w-8 text-center font-medium tabular-nums" aria-live="polite">
              {item.quantity}
            </span>
            <Button
              variant="outline"
              size="icon"
              className="size-9"
              aria-label={t('product.increase')}
              disabled={atStock}
              onClick={() => cartActions.setQuantity(item.id, item.quantity + 1)}
            >
              <Plus aria-hidden="true" />
            </Button>
          </div>
          <Button
            variant="ghost"
            size="sm"
            className="text-danger hover:bg-danger-soft"
            onClick={() => cartActions.remove(item.id)}
          >
            <Trash2 aria-hidden="true" /> {t('cart.remove')}
            <span className="sr-only"> {item.name}</span>
          </Button>
        </div>
      </div>
    </li>
  );
}
