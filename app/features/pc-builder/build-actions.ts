import { BUILD_SLOTS, SLOT_LABEL, type Build, type BuildPart, type BuildSlot } from '#core/compatibility';
import { PLACEHOLDER_IMAGE } from '#core/images';
import { MSG } from '#core/messages';
import { toast } from '~/components/ui/toast';
import { cartStore, type CartStore } from '~/features/cart/cart-store';
import { buildStore, type BuildStore } from './build-store';

const NOT_SAVED = 'Your build could not be saved in this browser; it is kept until you leave the page.';

function saved(ok: boolean) {
  if (!ok) toast({ title: 'Build not saved', description: NOT_SAVED, variant: 'destructive' });
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
      toast({ title: 'Build cleared', description: 'All eight slots are empty again.' });
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
        toast({ title: 'Error', description: MSG.cart.addFailed, variant: 'destructive' });
        return 0;
      }
      const added = available.length === 1 ? '1 part' : `${available.length} parts`;
      const left = soldOut.length
        ? ` Out of stock and left out: ${soldOut.map((c) => `${SLOT_LABEL[c.slot]} (${c.part.name})`).join(', ')}.`
        : '';
      if (available.length) toast({ title: MSG.cart.added, description: `${added} from your build.${left}` });
      else toast({ title: 'Nothing added', description: `Every chosen part is out of stock.`, variant: 'destructive' });
      return available.length;
    },
  };
}

export const buildActions = createBuildActions();
