import { BUILD_SLOTS, type Build, type BuildPart, type BuildSlot } from '#core/build-pc/compatibility';
import { PLACEHOLDER_IMAGE } from '#core/catalog/images';
import { toast } from '~/components/ui/toast';
import { tNow as t } from '~/lib/i18n/i18n';
import { cartStore, type CartStore } from '~/features/cart/cart-store';
import { buildStore, type BuildStore } from './build-store';

function saved(ok: boolean) {
  if (!ok) toast({ title: t('builder.notSavedTitle'), description: t('builder.notSavedText'), variant: 'destructive' });
}

/** The builder's changes, with the toasts the shop uses elsewhere. */
export function createBuildActions(store: BuildStore = buildStore, cart: CartStore = cartStore) {
  return {
    select(slot: BuildSlot, part: BuildPart) {
      if (part.countInStock <= 0) return; // out-of-stock parts cannot be chosen
      saved(store.select(slot, part));
    },
    remove(slot: BuildSlot) {
      saved(store.remove(slot));
    },
    clear() {
      saved(store.clear());
      toast({ title: t('builder.clearedTitle'), description: t('builder.clearedText') });
    },
    replace(build: Build) {
      saved(store.replace(build));
    },
    /**
     * Adds every chosen part to the cart with its own image (the placeholder only when it has none).
     * Nothing happens when no part is chosen; parts that have sold out since are left out.
     */
    addAllToCart(build: Build): number {
      const chosen = BUILD_SLOTS.flatMap((slot) => (build[slot] ? [{ slot, part: build[slot] }] : []));
      if (chosen.length === 0) return 0;
      const available = chosen.filter((c) => c.part.countInStock > 0);
      const soldOut = chosen.filter((c) => c.part.countInStock <= 0);
      try {
        for (const { part } of available) {
          cart.add({
            product: String(part.id),
            name: part.name,
            price: part.price,
            image: part.image || PLACEHOLDER_IMAGE,
            category: part.category,
            countInStock: part.countInStock,
          });
        }
      } catch (error) {
        console.error(error);
        toast({ title: t('toast.error'), description: t('toast.cartAddFailed'), variant: 'destructive' });
        return 0;
      }
      const added =
        available.length === 1 ? t('builder.addedOne') : t('builder.addedMany', { count: available.length });
      const left = soldOut.length
        ? ` ${t('builder.leftOut', { parts: soldOut.map((c) => `${t(`slot.${c.slot}`)} (${c.part.name})`).join(', ') })}`
        : '';
      if (available.length) toast({ title: t('toast.cartAdded'), description: `${added}${left}` });
      else toast({ title: t('builder.nothingAdded'), description: t('builder.allSoldOut'), variant: 'destructive' });
      return available.length;
    },
  };
}

export const buildActions = createBuildActions();
