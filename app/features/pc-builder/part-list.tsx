import type { Build, BuildPart, BuildSlot } from '#core/build-pc/compatibility';
import { useT } from '~/lib/i18n/i18n';
import { PartCard } from './part-card';

export interface PartRow {
  part: BuildPart;
  conflicts: string[];
}

interface PartListProps {
  slot: BuildSlot;
  build: Build;
  rows: PartRow[];
  shown: PartRow[];
  onSelect: (part: BuildPart) => void;
  onRemove: () => void;
  onShowAll: () => void;
}

/** The cards of one slot (loaded on its own: see pc-builder.tsx). */
export default function PartList({ slot, build, rows, shown, onSelect, onRemove, onShowAll }: PartListProps) {
  const t = useT();
  const hidden = rows.length - shown.length;
  return (
    <>
      <ul className="flex flex-col gap-3" aria-label={t('builder.options', { slot: t(`slot.${slot}`) })}>
        {shown.map(({ part, conflicts }) => (
          <PartCard
            key={part.id}
            slot={slot}
            part={part}
            selected={build[slot]?.id === part.id}
            conflicts={conflicts}
            onSelect={onSelect}
            onRemove={onRemove}
          />
        ))}
      </ul>
      {hidden > 0 ? (
        <p className="text-sm text-slate-600">
          {hidden === 1 ? t('builder.hiddenOne') : t('builder.hiddenMany', { count: hidden })}{' '}
          <button type="button" className="font-medium text-brand-700 underline underline-offset-4" onClick={onShowAll}>
            {t('builder.showAll')}
          </button>
        </p>
      ) : null}
    </>
  );
}
