import { useEffect, useRef, type ComponentProps, type ToggleEvent } from 'react';

export interface PopoverProps extends Omit<ComponentProps<'div'>, 'popover'> {
  id: string;
  /** Any value that changes when the popover should close, e.g. the location key. */
  closeKey?: unknown;
}

/**
 * A native `popover="auto"` panel. Its trigger (`<button popoverTarget={id}>`) works before
 * hydration and without JavaScript; the browser handles Escape, outside clicks and returning
 * focus to the trigger. It also closes when a link inside it is followed.
 */
export function Popover({ id, closeKey, onToggle, onClick, children, ...props }: PopoverProps) {
  const ref = useRef<HTMLDivElement>(null);
  const lastKey = useRef(closeKey);

  useEffect(() => {
    if (closeKey === lastKey.current) return;
    lastKey.current = closeKey;
    hidePopover(ref.current);
  }, [closeKey]);

  return (
    // The click handler is delegation, not an affordance: following a link by keyboard clicks too.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
    <div
      ref={ref}
      id={id}
      popover="auto"
      onToggle={(event: ToggleEvent<HTMLDivElement>) => {
        // A popover does not move focus on its own; a keyboard user expects to land inside.
        if (event.newState === 'open') ref.current?.querySelector<HTMLElement>('[data-autofocus]')?.focus();
        onToggle?.(event);
      }}
      onClick={(event) => {
        if ((event.target as Element).closest('a[href]')) hidePopover(ref.current);
        onClick?.(event);
      }}
      {...props}
    >
      {children}
    </div>
  );
}

export function hidePopover(el: HTMLElement | null) {
  try {
    el?.hidePopover();
  } catch {
    // Already closed, or a browser without the popover API: nothing to hide.
  }
}
