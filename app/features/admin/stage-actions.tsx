import { useState, type FormEvent } from 'react';
import { nextStages, PAID_STAGES, STAGE_LABELS } from '#core/orders/stages';
import type { Order } from '#core/schemas/orders';
import { formatKES } from '#core/pricing/money';
import { Button } from '~/components/ui/button';
import { Input } from '~/components/ui/input';
import { Field } from '~/components/ui/field';
import { cancelOrderAsAdmin, moveOrderStage, refundOrder } from './api';
import { api, errorMessage } from '~/lib/api';

type Form = null | 'dispatched' | 'cancel' | 'refund';

const isPickup = (o: Order) => o.delivery.method === 'pickup';

/**
 * The spec's delivered toggle, only where the stage table (core/orders/stages.ts) allows it: 'Mark as
 * delivered' for a paid order, 'Mark as not delivered' back from delivered or collected; null when
 * neither move exists (refunded, cancelled, awaiting payment). A pickup order keeps it: an order placed
 * without a delivery choice is a pickup order, and the spec's journey marks it delivered.
 */
export function deliveredToggle(o: Order): string | null {
  const moves = nextStages(o.status, 'admin');
  if (o.is_delivered) return moves.some((s) => s !== 'delivered' && s !== 'collected') ? 'Mark as not delivered' : null;
  return moves.includes('delivered') ? 'Mark as delivered' : null;
}

/** Money is never deleted: only an order that took no money (none paid, none recorded) offers Delete. */
export const canDelete = (o: Order) =>
  !o.is_paid && o.amount_paid === 0 && !PAID_STAGES.includes(o.status) && o.status !== 'refunded';

/**
 * Moves an order along its stages (decision 021): only the moves the table allows from where it is
 * are offered; the server checks them again. Dispatch, cancel and refund ask for their details first.
 */
export function StageActions({ order: o, onChanged }: { order: Order; onChanged(order: Order): void }) {
  const [form, setForm] = useState<Form>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fields, setFields] = useState({
    courierName: '',
    trackingReference: '',
    riderPhone: '',
    reason: '',
    refundReference: '',
    refundAmount: '',
  });
  // Issue 30: serial numbers per unit, typed at dispatch (comma- or space-separated), found by the order search.
  const [serials, setSerials] = useState<Record<number, string>>({});
  const set = (key: keyof typeof fields) => (e: { target: { value: string } }) =>
    setFields((f) => ({ ...f, [key]: e.target.value }));
  // The delivered toggle keeps the spec's button; the moves back from delivered are its 'pending'.
  // A delivery order is never collected (issue 32, item 11). A pickup order may still be dispatched: the
  // owner may send it after all, and orders placed without a delivery choice are pickup orders.
  const moves = nextStages(o.status, 'admin').filter(
    (s) => !o.is_delivered && (s === 'processing' || s === 'dispatched' || (s === 'collected' && isPickup(o))),
  );
  const canCancel = nextStages(o.status, 'admin').includes('cancelled');
  // Any money the order holds beyond what it keeps (decision 052): part payments, deposits, over-payments.
  const canRefund = o.refund_due > 0;

  async function run(call: () => Promise<Order>) {
    setBusy(true);
    setError(null);
    try {
      onChanged(await call());
      setForm(null);
    } catch (err) {
      setError(errorMessage(err, 'The order could not be updated.'));
    } finally {
      setBusy(false);
    }
  }
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (form === 'dispatched') {
      const { courierName, trackingReference, riderPhone } = fields;
      const items = Object.entries(serials)
        .map(([itemId, text]) => ({ itemId: Number(itemId), serials: text.split(/[\s,;]+/).filter(Boolean) }))
        .filter((i) => i.serials.length);
      void run(async () => {
        if (items.length) await api(`/api/admin/orders/${o.id}/serials`, { method: 'PUT', body: { items } });
        return moveOrderStage(o.id, {
          stage: 'dispatched',
          courierName: courierName || undefined,
          trackingReference: trackingReference || undefined,
          riderPhone: riderPhone || undefined,
        });
      });
    } else if (form === 'cancel') {
      void run(() =>
        cancelOrderAsAdmin(o.id, {
          reason: fields.reason,
          refundReference: o.is_paid ? fields.refundReference : undefined,
        }),
      );
    } else if (form === 'refund')
      void run(() =>
        refundOrder(o.id, fields.refundReference, fields.refundAmount ? Number(fields.refundAmount) : undefined),
      );
  };

  if (!moves.length && !canCancel && !canRefund) return null;
  return (
    <div
      className="flex flex-col gap-2 border-t border-slate-100 px-4 py-3"
      aria-label={`Move order ${o.number} along`}
      role="group"
    >
      <div className="flex flex-wrap gap-2">
        {moves.map((stage) =>
          stage === 'dispatched' ? (
            <Button
              key={stage}
              size="sm"
              variant="outline"
              disabled={busy}
              onClick={() => setForm(form === 'dispatched' ? null : 'dispatched')}
            >
              Dispatch…
            </Button>
          ) : (
            // The pickup hint makes a long label: it wraps on a phone instead of widening the card (19.1).
            <Button
              key={stage}
              size="sm"
              variant="outline"
              className="h-auto min-h-9 max-w-full py-1.5 text-left whitespace-normal"
              disabled={busy}
              onClick={() => void run(() => moveOrderStage(o.id, { stage: stage as 'processing' | 'collected' }))}
            >
              Mark {STAGE_LABELS[stage].toLowerCase()}
              {stage === 'processing' && o.delivery.method === 'pickup'
                ? ' (ready for collection: the shopper is told)'
                : null}
            </Button>
          ),
        )}
        {canCancel ? (
          <Button
            size="sm"
            variant="outline"
            className="text-danger"
            disabled={busy}
            onClick={() => setForm(form === 'cancel' ? null : 'cancel')}
          >
            Cancel order…
          </Button>
        ) : null}
        {canRefund ? (
          <Button
            size="sm"
            variant="outline"
            disabled={busy}
            onClick={() => setForm(form === 'refund' ? null : 'refund')}
          >
            Record refund ({formatKES(o.refund_due)} due)…
          </Button>
        ) : null}
      </div>
      {form ? (
        <form
          onSubmit={submit}
          className="flex flex-col gap-3 rounded-lg bg-slate-50 p-3"
          aria-label={form === 'dispatched' ? 'Dispatch' : form === 'cancel' ? 'Cancel order' : 'Record refund'}
        >
          {form === 'dispatched' ? (
            <>
              <p className="text-xs text-slate-600">A courier and its tracking reference, or the rider&apos;s phone.</p>
              <Field label="Courier">
                {(c) => <Input {...c} maxLength={100} value={fields.courierName} onChange={set('courierName')} />}
              </Field>
              <Field label="Tracking reference">
                {(c) => (
                  <Input {...c} maxLength={100} value={fields.trackingReference} onChange={set('trackingReference')} />
                )}
              </Field>
              <Field label="Rider phone">
                {(c) => (
                  <Input {...c} type="tel" maxLength={20} value={fields.riderPhone} onChange={set('riderPhone')} />
                )}
              </Field>
              {o.order_items.map((item) =>
                item.item_id ? (
                  <Field
                    key={item.item_id}
                    label={`Serial numbers: ${item.name}`}
                    hint={`Up to ${item.quantity}, optional`}
                  >
                    {(c) => (
                      <Input
                        {...c}
                        maxLength={2000}
                        value={serials[item.item_id!] ?? (item.serial_numbers ?? []).join(', ')}
                        onChange={(e) => setSerials((m) => ({ ...m, [item.item_id!]: e.target.value }))}
                      />
                    )}
                  </Field>
                ) : null,
              )}
            </>
          ) : null}
          {form === 'cancel' ? (
            <Field label="Reason" required>
              {(c) => <Input {...c} required maxLength={500} value={fields.reason} onChange={set('reason')} />}
            </Field>
          ) : null}
          {(form === 'cancel' && o.is_paid) || form === 'refund' ? (
            <Field
              label="M-Pesa refund reference"
              required
              hint="Refund from the M-Pesa portal first, then enter its reference."
            >
              {(c) => (
                <Input
                  {...c}
                  required
                  maxLength={30}
                  value={fields.refundReference}
                  onChange={set('refundReference')}
                />
              )}
            </Field>
          ) : null}
          {form === 'refund' ? (
            <Field label="Amount refunded (KES)" hint={`Leave empty for all that is due: ${formatKES(o.refund_due)}.`}>
              {(c) => (
                <Input
                  {...c}
                  inputMode="numeric"
                  maxLength={12}
                  value={fields.refundAmount}
                  onChange={set('refundAmount')}
                />
              )}
            </Field>
          ) : null}
          <div>
            <Button type="submit" size="sm" disabled={busy} aria-busy={busy}>
              {form === 'dispatched'
                ? 'Mark dispatched'
                : form === 'cancel'
                  ? o.is_paid
                    ? 'Cancel and record refund'
                    : 'Cancel order'
                  : 'Record refund'}
            </Button>
          </div>
        </form>
      ) : null}
      {error ? (
        <p role="alert" className="text-xs text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
