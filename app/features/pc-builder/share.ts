import {
  BUILD_SLOTS,
  buildTotal,
  isBuildSlot,
  SLOT_LABEL,
  type Build,
  type BuildSlot,
} from '#core/build-pc/compatibility';
import { formatKES } from '#core/pricing/money';
import type { Translate } from '~/lib/i18n/i18n';

export type PartIds = Partial<Record<BuildSlot, number>>;

/** 'cpu:12,motherboard:40' in slot order: the `parts` query parameter of a shared build. */
export function partsParam(build: Build): string {
  return BUILD_SLOTS.flatMap((slot) => (build[slot] ? [`${slot}:${build[slot].id}`] : [])).join(',');
}

/** Reads a `parts` parameter; unknown slots and malformed ids are skipped, the last one of a slot wins. */
export function parsePartsParam(text: string | null | undefined): PartIds {
  const ids: PartIds = {};
  if (!text) return ids;
  for (const piece of text.split(',')) {
    const [slot, raw] = piece.trim().split(':');
    const id = Number(raw);
    if (isBuildSlot(slot) && /^\d+$/.test(raw ?? '') && Number.isSafeInteger(id) && id > 0) ids[slot] = id;
  }
  return ids;
}

/** The link that restores this build: `/build-pc?parts=cpu:12,motherboard:40`. */
export function shareUrl(origin: string, build: Build): string {
  const param = partsParam(build);
  return `${origin}/build-pc${param ? `?parts=${param}` : ''}`;
}

/** The text of a WhatsApp share: one line a part, the total and the link; in the page's language when `t` is given. */
export function shareText(build: Build, url: string, storeName: string, t?: Translate): string {
  const lines = BUILD_SLOTS.flatMap((slot) => {
    const part = build[slot];
    return part ? [`- ${t ? t(`slot.${slot}`) : SLOT_LABEL[slot]}: ${part.name} (${formatKES(part.price)})`] : [];
  });
  const total = formatKES(buildTotal(build));
  return [
    t ? `${t('builder.shareTitle', { store: storeName })}:` : `My PC build at ${storeName}:`,
    ...lines,
    t ? t('builder.shareTotal', { total }) : `Total: ${total} (ex VAT)`,
    url,
  ].join('\n');
}

export function whatsappShareHref(build: Build, url: string, storeName: string, t?: Translate): string {
  return `https://wa.me/?text=${encodeURIComponent(shareText(build, url, storeName, t))}`;
}
