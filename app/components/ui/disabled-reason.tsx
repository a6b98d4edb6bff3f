import type { ReactNode } from 'react';

/**
 * What a disabled button is waiting for, said beside it (issue 19.11): a greyed-out button alone does
 * not tell a shopper what is missing. The button points here with aria-describedby, so a screen reader
 * reads the reason with it. Nothing is shown while the button can be pressed.
 */
export function DisabledReason({ id, children }: { id: string; children?: ReactNode }) {
  if (!children) return null;
  return (
    <p id={id} className="text-sm text-slate-600">
      {children}
    </p>
  );
}
