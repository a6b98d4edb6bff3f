import { Check } from 'lucide-react';
import { useRef, type KeyboardEvent } from 'react';
import { BUILD_SLOTS, type Build, type BuildSlot } from '#core/build-pc/compatibility';
import { cn } from '~/lib/utils';
import { useT } from '~/lib/i18n/i18n';

export const tabId = (slot: BuildSlot) => `build-tab-${slot}`;
export const panelId = (slot: BuildSlot) => `build-panel-${slot}`;

/** One tab per part type (WAI-ARIA tabs: arrow keys, Home and End move and select). */
export function SlotTabs({
  active,
  build,
  onChange,
}: {
  active: BuildSlot;
  build: Build;
  onChange: (slot: BuildSlot) => void;
}) {
  const list = useRef<HTMLDivElement>(null);
  const t = useT();

  function focus(slot: BuildSlot) {
    onChange(slot);
    const el = list.current?.querySelector<HTMLElement>(`#${tabId(slot)}`);
    el?.focus();
    el?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }

  // On each tab rather than the tablist: the tablist itself is never focused.
  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const i = BUILD_SLOTS.indexOf(active);
    const last = BUILD_SLOTS.length - 1;
    const to =
      event.key === 'ArrowRight'
        ? i === last
          ? 0
          : i + 1
        : event.key === 'ArrowLeft'
          ? i === 0
            ? last
            : i - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : -1;
    if (to < 0) return;
    event.preventDefault();
    focus(BUILD_SLOTS[to]);
  }

  return (
    <div
      ref={list}
      role="tablist"
      aria-label={t('builder.slotsLabel')}
      // scroll-px-4: a snapped pill keeps the page margin instead of sitting flush on the screen edge;
      // from sm up, two even rows of four (19.9).
      className="-mx-4 flex snap-x scroll-px-4 gap-2 overflow-x-auto px-4 pb-2 [scrollbar-width:thin] sm:mx-0 sm:grid sm:grid-cols-4 sm:overflow-visible sm:px-0"
    >
      {BUILD_SLOTS.map((slot) => {
        const selected = slot === active;
        const chosen = Boolean(build[slot]);
        return (
          <button
            key={slot}
            id={tabId(slot)}
            type="button"
            role="tab"
            aria-selected={selected}
            aria-controls={panelId(slot)}
            tabIndex={selected ? 0 : -1}
            onKeyDown={onKeyDown}
            onClick={() => onChange(slot)}
            // relative: the hidden "(chosen)" label is absolutely placed; without a positioned tab it sat at
            // its place in the scrolled row, outside the row's clip, and widened the whole page (issue 32).
            className={cn(
              'relative inline-flex h-10 shrink-0 snap-start items-center justify-center gap-1.5 rounded-full px-4 text-sm font-medium whitespace-nowrap ring-1 transition-colors',
              selected ? 'bg-ink text-white ring-ink' : 'bg-white text-slate-700 ring-slate-300 hover:bg-slate-100',
            )}
          >
            {chosen ? (
              <span
                className={cn(
                  'inline-flex size-4 items-center justify-center rounded-full',
                  selected ? 'bg-accent text-ink' : 'bg-success-solid text-white',
                )}
              >
                <Check className="size-3" strokeWidth={3} aria-hidden="true" />
              </span>
            ) : null}
            {t(`slot.${slot}`)}
            {chosen ? <span className="sr-only"> {t('builder.chosen')}</span> : null}
          </button>
        );
      })}
    </div>
  );
}
