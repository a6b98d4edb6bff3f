import { BUILD_SLOTS, SLOT_CATEGORY, SLOT_LABEL, type Build, type BuildPart, type BuildSlot } from '#core/compatibility';
import { toast } from '~/components/ui/toast';
import { api } from '~/lib/api';
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
    if (!part) left.push(`${SLOT_LABEL[slot]} (no longer sold)`);
    else if (part.countInStock <= 0) left.push(`${part.name} (out of stock)`);
    else restored[slot] = part;
  }
  return {
    apply() {
      if (slots.length === 0) {
        toast({ title: 'Nothing to restore', description: 'This build link names no parts we know.', variant: 'destructive' });
        return;
      }
      buildActions.replace(restored);
      toast({
        title: 'Shared build opened',
        description: left.length ? `Left out: ${left.join(', ')}.` : `${slots.length} ${slots.length === 1 ? 'part' : 'parts'} restored.`,
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
