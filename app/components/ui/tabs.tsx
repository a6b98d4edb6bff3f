import { useRef, type ComponentProps, type ComponentType, type KeyboardEvent, type ReactNode } from 'react';
import { cn } from '~/lib/utils';

export interface TabItem<V extends string> {
  value: V;
  label: string;
  icon?: ComponentType<{ className?: string; 'aria-hidden'?: boolean | 'true' }>;
  /** A small count after the label. */
  count?: number;
}

interface TabListProps<V extends string> {
  /** Prefix of the tab and panel ids; the same value goes to each `TabPanel`. */
  idBase: string;
  label: string;
  tabs: readonly TabItem<V>[];
  value: V;
  onValueChange(value: V): void;
  className?: string;
}

export const tabId = (idBase: string, value: string) => `${idBase}-tab-${value}`;
export const panelId = (idBase: string, value: string) => `${idBase}-panel-${value}`;

/**
 * WAI-ARIA tabs with automatic activation: one tab stop, arrow keys (and Home/End) move between
 * tabs and select them.
 */
export function TabList<V extends string>({ idBase, label, tabs, value, onValueChange, className }: TabListProps<V>) {
  const list = useRef<HTMLDivElement>(null);

  // On each tab rather than the tablist: the tablist itself is never focused.
  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const index = tabs.findIndex((t) => t.value === value);
    let next = -1;
    if (event.key === 'ArrowRight' || event.key === 'ArrowDown') next = (index + 1) % tabs.length;
    else if (event.key === 'ArrowLeft' || event.key === 'ArrowUp') next = (index - 1 + tabs.length) % tabs.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = tabs.length - 1;
    if (next < 0) return;
    event.preventDefault();
    onValueChange(tabs[next].value);
    list.current?.querySelector<HTMLElement>(`#${CSS.escape(tabId(idBase, tabs[next].value))}`)?.focus();
  }

  return (
    <div
      ref={list}
      role="tablist"
      aria-label={label}
      aria-orientation="horizontal"
      className={cn('flex gap-1 overflow-x-auto rounded-xl bg-slate-200 p-1', className)}
    >
      {tabs.map((t) => {
        const selected = t.value === value;
        const Icon = t.icon;
        return (
          <button
            key={t.value}
            type="button"
            role="tab"
            id={tabId(idBase, t.value)}
            aria-selected={selected}
            aria-controls={panelId(idBase, t.value)}
            tabIndex={selected ? 0 : -1}
            onKeyDown={onKeyDown}
            onClick={() => onValueChange(t.value)}
            className={cn(
              'inline-flex h-9 flex-1 shrink-0 items-center justify-center gap-2 rounded-lg px-2.5 sm:px-3 text-sm font-semibold whitespace-nowrap transition-colors',
              selected ? 'bg-white text-slate-900 shadow-sm' : 'text-slate-700 hover:bg-muted hover:text-slate-900',
            )}
          >
            {Icon ? <Icon className="hidden size-4 sm:block" aria-hidden="true" /> : null}
            {t.label}
            {t.count !== undefined ? (
              <span className="rounded-full bg-muted px-1.5 text-xs font-medium text-muted-foreground tabular-nums">
                {t.count}
              </span>
            ) : null}
          </button>
        );
      })}
    </div>
  );
}

interface TabPanelProps extends Omit<ComponentProps<'div'>, 'id' | 'role'> {
  idBase: string;
  value: string;
  active: boolean;
  children: ReactNode;
}

/** Stays mounted when inactive (hidden), so its search text and scroll survive a tab switch. */
export function TabPanel({ idBase, value, active, className, children, ...props }: TabPanelProps) {
  return (
    <div
      role="tabpanel"
      id={panelId(idBase, value)}
      aria-labelledby={tabId(idBase, value)}
      hidden={!active}
      tabIndex={0}
      className={cn('focus-visible:outline-offset-4', className)}
      {...props}
    >
      {children}
    </div>
  );
}
