import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Alert } from '~/components/ui/alert';
import { Button } from '~/components/ui/button';
import { Dialog } from '~/components/ui/dialog';
import { toast } from '~/components/ui/toast';
import { ApiError, refusalReason } from '~/lib/api';
import { deleteItem, type DeletableKind } from './api';
import { ADMIN_MSG } from './messages';
import { adminKeys } from './queries';

export interface DeleteTarget {
  kind: DeletableKind;
  id: number;
  /** What the question names: the product's or user's name, the order's number. */
  name: string;
}

interface ConfirmDeleteDialogProps {
  target: DeleteTarget;
  busy?: boolean;
  /** Why the last attempt was refused, in the server's words (e.g. the last administrator). */
  reason?: string | null;
  onCancel(): void;
  onConfirm(): void;
}

/** Spec section 2: 'Are you sure you want to delete {type} "{name}"? This action cannot be undone.' */
export function ConfirmDeleteDialog({ target, busy = false, reason, onCancel, onConfirm }: ConfirmDeleteDialogProps) {
  return (
    <Dialog
      open
      role="alertdialog"
      onOpenChange={(open) => !open && onCancel()}
      title={`Delete ${target.kind}`}
      description={ADMIN_MSG.deleteQuestion(target.kind, target.name)}
      busy={busy}
      footer={
        <>
          <Button variant="outline" onClick={onCancel} disabled={busy} data-autofocus>
            Cancel
          </Button>
          <Button variant="destructive" onClick={onConfirm} disabled={busy} aria-busy={busy}>
            {busy ? 'Deleting...' : 'Delete'}
          </Button>
        </>
      }
    >
      {reason ? (
        <Alert role="alert" tone="danger" size="sm">
          {reason}
        </Alert>
      ) : null}
    </Dialog>
  );
}

const LIST_KEY = { product: adminKeys.products, user: adminKeys.users, order: adminKeys.orders } as const;
const NOT_FOUND = new Set([ADMIN_MSG.productNotFound, 'User not found', 'Order not found']);

/**
 * Spec section 4 'Delete flow': choose, confirm, delete, remove from the list.
 * 'Product not found' (already gone) removes it too and says 'Already deleted'.
 */
export function useDeleteFlow() {
  const queryClient = useQueryClient();
  const [target, setTarget] = useState<DeleteTarget | null>(null);
  const [busy, setBusy] = useState(false);
  const [reason, setReason] = useState<string | null>(null);

  const choose = (t: DeleteTarget | null) => {
    setReason(null);
    setTarget(t);
  };

  function removeFromList(t: DeleteTarget) {
    // Products come in server pages (issue 20): those are asked again; the other lists are whole arrays.
    if (t.kind === 'product') void queryClient.invalidateQueries({ queryKey: adminKeys.products });
    else
      queryClient.setQueryData<{ id: number }[]>(LIST_KEY[t.kind], (list) => list?.filter((item) => item.id !== t.id));
    void queryClient.invalidateQueries({ queryKey: adminKeys.summary });
  }

  async function confirm() {
    const t = target;
    if (!t || busy) return;
    setBusy(true);
    let keepOpen = false;
    try {
      await deleteItem(t.kind, t.id);
      removeFromList(t);
      toast({ title: ADMIN_MSG.deleted, description: `${capitalize(t.kind)} "${t.name}" was deleted.` });
    } catch (error) {
      if (error instanceof ApiError && error.fromServer && NOT_FOUND.has(error.message)) {
        removeFromList(t);
        toast({ title: ADMIN_MSG.alreadyDeleted, description: `${capitalize(t.kind)} "${t.name}" no longer exists.` });
      } else {
        // The toast keeps the spec's words; a refusal the server explains (the last administrator)
        // stays readable in the dialog, which remains open until the admin cancels.
        toast({ ...ADMIN_MSG.deleteFailed, variant: 'destructive' });
        const reason = refusalReason(error);
        if (reason) {
          setReason(reason);
          keepOpen = true;
        }
      }
    } finally {
      setBusy(false);
      if (!keepOpen) setTarget(null);
    }
  }

  const dialog = target ? (
    <ConfirmDeleteDialog
      target={target}
      busy={busy}
      reason={reason}
      onCancel={() => choose(null)}
      onConfirm={() => void confirm()}
    />
  ) : null;

  return { ask: choose, dialog };
}

const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
