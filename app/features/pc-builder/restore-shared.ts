import { BUILD_SLOTS, SLOT_CATEGORY, type Build, type BuildPart, type BuildSlot } from '#core/build-pc/compatibility';
import { toast } from '~/components/ui/toast';
import { api } from '~/lib/api';
import { tNow as t } from '~/lib/i18n/i18n';
import { buildActions } from './build-actions';
import { toBuildPart } from './build-store';
import type { PartsCatalog } from './parts-catalog';
import { parsePartsParam } from './share';

/**
 * Resolves a shared `parts` parameter against the loaded lists (a part beyond them is fetched on its
 * own). Out-of-stock and unknown parts are left out and named in the toast. `apply` replaces the
 * stored build; a link that names no part leaves it alone.
 */
export async function restoreSharedBuild(param: string, catalog: PartsCatalog): Promise<{ apply: () => void }> {
  const ids = parsePartsParam(param);
  const slots = BUILD_SLOTS.filter((s) => ids[s] !== undefined);
  const restored: Build = {};
  const left: string[] = [];
  for (const slot of slots) {
    const id = ids[slot]!;
    const part = catalog[slot].parts?.find((p) => p.id === id) ?? (await fetchPart(id, slot));
    if (!part) left.push(t('builder.noLongerSold', { slot: t(`slot.${slot}`) }));
    else if (part.countInStock <= 0) left.push(t('builder.outOfStock', { name: part.name }));
    else restored[slot] = part;
  }
  return {
    apply() {
      if (slots.length === 0) {
        toast({ title: t('builder.nothingToRestore'), description: t('builder.unknownLink'), variant: 'destructive' });
        return;
      }
      buildActions.replace(restored);
      toast({
        title: t('builder.sharedOpened'),
        description: left.length
          ? t('builder.restoredLeftOut', { parts: left.join(', ') })
          : slots.length === 1
            ? t('builder.restoredOne')
            : t('builder.restoredMany', { count: slots.length }),
      });
    },
  };
}

/** A shared part beyond the first 100 of its category: fetched on its own, and only for its own slot. */
async function fetchPart(id: number, slot: BuildSlot): Promise<BuildPart | undefined> {
  try {
    const part = toBuildPart(await api(`/api/products/${id}`));
    return part && part.category === SLOT_CATEGORY[slot] ? part : undefined;
  } catch {
    return undefined;
  }
}
