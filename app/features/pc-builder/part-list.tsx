import { SLOT_LABEL, type Build, type BuildPart, type BuildSlot } from '#core/compatibility';
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
  const label = SLOT_LABEL[slot];
  const hidden = rows.length - shown.length;
  return (
    <>
      <ul className="flex flex-col gap-3" aria-label={`${label} options`}>
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
          {hidden} incompatible {hidden === 1 ? 'part is' : 'parts are'} hidden.{' '}
          <button type="button" className="font-medium text-brand-700 underline underline-offset-4" onClick={onShowAll}>
            Show all
          </button>
        </p>
      ) : null}
    </>
  );
}
