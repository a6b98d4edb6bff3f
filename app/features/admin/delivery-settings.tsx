import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Plus, Save, Trash2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { COUNTIES_BY_NAME, KENYA_COUNTIES } from '#core/delivery/counties';
import type { CourierZone, DeliveryOptions } from '#core/delivery/rules';
import { Alert } from '~/components/ui/alert';
import { Button } from '~/components/ui/button';
import { Field } from '~/components/ui/field';
import { Input } from '~/components/ui/input';
import { toast } from '~/components/ui/toast';
import { api, errorMessage } from '~/lib/api';
import { ListError, ListSkeleton } from './list-parts';

interface DeliveryInfo {
  options: DeliveryOptions;
  freeDeliveryThreshold: number;
}

const KEY = ['admin', 'delivery'] as const;

/** Issue 14: the owner's delivery table — pickup, Nairobi same-day with its cut-off, courier zones by county. */
export function DeliverySettings() {
  const query = useQuery({
    queryKey: KEY,
    queryFn: ({ signal }) => api<DeliveryInfo>('/api/delivery', { signal }),
  });
  return (
    <section aria-labelledby="delivery-heading" className="flex flex-col gap-4">
      <h2 id="delivery-heading" className="text-lg font-semibold text-slate-900">
        Delivery options
      </h2>
      {query.isPending ? (
        <ListSkeleton rows={3} />
      ) : query.isError ? (
        <ListError what="settings" onRetry={() => void query.refetch()} />
      ) : (
        <DeliveryForm key={query.dataUpdatedAt} initial={query.data} />
      )}
    </section>
  );
}

const num = (v: string) => (v.trim() === '' ? NaN : Number(v));

function DeliveryForm({ initial }: { initial: DeliveryInfo }) {
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<DeliveryOptions>(initial.options);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const covered = new Set(draft.zones.flatMap((z) => z.counties));
  const uncovered = KENYA_COUNTIES.filter((c) => !covered.has(c));
  const setZone = (i: number, zone: Partial<CourierZone>) =>
    setDraft((d) => ({
      ...d,
      zones: d.zones.map((z, j) => (j === i ? { ...z, ...zone } : z)),
    }));

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setSaving(true);
    setError(null);
    try {
      const saved = await api<DeliveryInfo>('/api/delivery', {
        method: 'PUT',
        body: draft as unknown as Record<string, unknown>,
      });
      queryClient.setQueryData(KEY, saved);
      toast({ title: 'Delivery options saved' });
    } catch (err) {
      setError(errorMessage(err, 'The delivery options could not be saved.'));
    } finally {
      setSaving(false);
    }
  }

  return (
    <form
      onSubmit={onSubmit}
      className="flex flex-col gap-5 rounded-xl border border-slate-200 bg-white p-5"
      noValidate
    >
      <p className="text-sm text-slate-600">
        Paid options are free on orders above the free-delivery threshold (KES{' '}
        {initial.freeDeliveryThreshold.toLocaleString('en-KE')}). Weekends are not delivery days.
      </p>
      <fieldset className="grid min-w-0 gap-3 sm:grid-cols-2">
        <legend className="mb-2 font-semibold text-slate-900">Pickup at the shop (free)</legend>
        <Field label="Shop address">
          {(c) => (
            <Input
              {...c}
              value={draft.pickup.address}
              onChange={(e) =>
                setDraft({
                  ...draft,
                  pickup: { ...draft.pickup, address: e.target.value },
                })
              }
            />
          )}
        </Field>
        <Field label="Opening hours">
          {(c) => (
            <Input
              {...c}
              value={draft.pickup.hours}
              onChange={(e) =>
                setDraft({
                  ...draft,
                  pickup: { ...draft.pickup, hours: e.target.value },
                })
              }
            />
          )}
        </Field>
      </fieldset>
      <fieldset className="grid min-w-0 gap-3 sm:grid-cols-3">
        <legend className="mb-2 font-semibold text-slate-900">Nairobi same-day</legend>
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            checked={draft.sameDay.enabled}
            onChange={(e) =>
              setDraft({
                ...draft,
                sameDay: { ...draft.sameDay, enabled: e.target.checked },
              })
            }
            className="size-4"
          />
          Offer same-day delivery
        </label>
        <Field label="Fee (KES)">
          {(c) => (
            <Input
              {...c}
              type="number"
              min={0}
              value={draft.sameDay.fee}
              onChange={(e) =>
                setDraft({
                  ...draft,
                  sameDay: { ...draft.sameDay, fee: num(e.target.value) },
                })
              }
            />
          )}
        </Field>
        <Field label="Cut-off (paid before)" hint="Nairobi time, e.g. 16:00">
          {(c) => (
            <Input
              {...c}
              type="time"
              value={draft.sameDay.cutoff}
              onChange={(e) =>
                setDraft({
                  ...draft,
                  sameDay: { ...draft.sameDay, cutoff: e.target.value },
                })
              }
            />
          )}
        </Field>
      </fieldset>
      <fieldset className="flex min-w-0 flex-col gap-3">
        <legend className="mb-2 font-semibold text-slate-900">Courier zones</legend>
        {/* Below md each zone is a stacked card with its fee and days labelled (issue 32, item 20): the
            wide table hid them off-screen at 412 px with no hint. */}
        <div className="relative md:overflow-x-auto">
          <table className="w-full text-sm max-md:block md:min-w-[40rem]">
            <thead className="max-md:sr-only">
              <tr className="text-left text-xs text-slate-500">
                <th className="py-1 pr-2 font-medium">Zone</th>
                <th className="py-1 pr-2 font-medium">Counties</th>
                <th className="py-1 pr-2 font-medium">Fee (KES)</th>
                <th className="py-1 pr-2 font-medium">Days (from–to)</th>
                <th className="py-1">
                  <span className="sr-only">Remove</span>
                </th>
              </tr>
            </thead>
            <tbody className="max-md:block">
              {draft.zones.map((z, i) => (
                <tr
                  key={i}
                  data-testid="courier-zone"
                  className="border-t border-slate-100 align-top max-md:grid max-md:grid-cols-[1fr_auto] max-md:gap-x-2 max-md:py-2"
                >
                  <td className="py-2 pr-2 max-md:pr-0">
                    <Input
                      aria-label={`Zone ${i + 1} name`}
                      value={z.name}
                      onChange={(e) => setZone(i, { name: e.target.value })}
                    />
                  </td>
                  <td className="py-2 pr-2 max-md:col-span-2 max-md:py-1">
                    <details>
                      <summary className="cursor-pointer text-slate-700">
                        {z.counties.length} {z.counties.length === 1 ? 'county' : 'counties'}
                      </summary>
                      <div className="relative mt-2 grid max-h-56 grid-cols-2 gap-1 overflow-y-auto">
                        {COUNTIES_BY_NAME.map((county) => (
                          <label key={county} className="flex items-center gap-1.5 text-xs">
                            <input
                              type="checkbox"
                              checked={z.counties.includes(county)}
                              onChange={(e) =>
                                setZone(i, {
                                  counties: e.target.checked
                                    ? [...z.counties, county]
                                    : z.counties.filter((c) => c !== county),
                                })
                              }
                            />
                            {county}
                          </label>
                        ))}
                      </div>
                    </details>
                  </td>
                  <td className="py-2 pr-2 max-md:col-span-2 max-md:py-1 md:w-28">
                    <span aria-hidden="true" className="mb-1 block text-xs text-slate-500 md:hidden">
                      Fee (KES)
                    </span>
                    <Input
                      aria-label={`Zone ${i + 1} fee`}
                      type="number"
                      min={0}
                      value={z.fee}
                      onChange={(e) => setZone(i, { fee: num(e.target.value) })}
                    />
                  </td>
                  <td className="py-2 pr-2 max-md:col-span-2 max-md:py-1 md:w-40">
                    <span aria-hidden="true" className="mb-1 block text-xs text-slate-500 md:hidden">
                      Days (from–to)
                    </span>
                    <div className="flex items-center gap-1">
                      <Input
                        aria-label={`Zone ${i + 1} fewest days`}
                        type="number"
                        min={0}
                        value={z.minDays}
                        onChange={(e) => setZone(i, { minDays: num(e.target.value) })}
                      />
                      <span aria-hidden="true">–</span>
                      <Input
                        aria-label={`Zone ${i + 1} most days`}
                        type="number"
                        min={0}
                        value={z.maxDays}
                        onChange={(e) => setZone(i, { maxDays: num(e.target.value) })}
                      />
                    </div>
                  </td>
                  <td className="py-2 max-md:col-start-2 max-md:row-start-1">
                    <Button
                      type="button"
                      variant="ghost"
                      size="icon"
                      aria-label={`Remove zone ${z.name || i + 1}`}
                      onClick={() =>
                        setDraft({
                          ...draft,
                          zones: draft.zones.filter((_, j) => j !== i),
                        })
                      }
                    >
                      <Trash2 aria-hidden="true" />
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <div>
          <Button
            type="button"
            variant="outline"
            size="sm"
            onClick={() =>
              setDraft({
                ...draft,
                zones: [...draft.zones, { name: '', counties: [], fee: 0, minDays: 1, maxDays: 2 }],
              })
            }
          >
            <Plus aria-hidden="true" /> Add zone
          </Button>
        </div>
        {uncovered.length ? (
          <Alert role="note" tone="warning" size="sm">
            No courier zone covers {uncovered.join(', ')}: shoppers there can only collect at the shop.
          </Alert>
        ) : null}
      </fieldset>
      {error ? (
        <Alert role="alert" tone="danger" size="sm">
          {error}
        </Alert>
      ) : null}
      <div>
        <Button type="submit" disabled={saving} aria-busy={saving}>
          <Save aria-hidden="true" /> Save delivery options
        </Button>
      </div>
    </form>
  );
}
