import { useQueryClient } from '@tanstack/react-query';
import { Save } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import type { EtimsOverview } from '#core/schemas/etims';
import { Button } from '~/components/ui/button';
import { Field } from '~/components/ui/field';
import { Input } from '~/components/ui/input';
import { Select } from '~/components/ui/select';
import { toast } from '~/components/ui/toast';
import { api, errorMessage } from '~/lib/api';

const ENV_HINT = 'Set on the server by the environment; change it there.';
const readOnly = 'bg-slate-50 text-slate-600';

/**
 * eTIMS mode, branch ID and device serial (issue 30: "in Settings and the environment"). A field the
 * server's environment sets wins and is shown read-only; the server checks OSCU has a PIN and a serial.
 */
export function EtimsConfigForm({ data }: { data: EtimsOverview }) {
  const queryClient = useQueryClient();
  const [mode, setMode] = useState(data.mode);
  const [branchId, setBranchId] = useState(data.branchId);
  const [deviceSerial, setDeviceSerial] = useState(data.deviceSerial);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const env = data.fromEnv;
  const branchBad = !/^\d{2}$/.test(branchId.trim());

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (branchBad) return setError('Branch ID must be 2 digits (00 = head office)');
    setSaving(true);
    setError(null);
    try {
      await api('/api/admin/etims/config', { method: 'PUT', body: { mode, branchId: branchId.trim(), deviceSerial } });
      toast({ title: 'eTIMS settings saved' });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'etims'] });
    } catch (e) {
      setError(errorMessage(e, 'Could not save the eTIMS settings. Try again.'));
    } finally {
      setSaving(false);
    }
  }

  return (
    <form onSubmit={onSubmit} aria-label="eTIMS settings" className="flex flex-col gap-3">
      <div className="grid gap-3 sm:grid-cols-3">
        <Field label="Mode" hint={env.mode ? ENV_HINT : 'The simulator signs nothing at KRA.'}>
          {(c) => (
            <Select
              {...c}
              value={mode}
              disabled={env.mode}
              className={env.mode ? readOnly : undefined}
              onChange={(e) => setMode(e.target.value as EtimsOverview['mode'])}
            >
              <option value="simulator">Simulator</option>
              <option value="oscu">KRA OSCU</option>
            </Select>
          )}
        </Field>
        <Field label="Branch ID" required hint={env.branchId ? ENV_HINT : '2 digits; 00 is the head office.'}>
          {(c) => (
            <Input
              {...c}
              required
              inputMode="numeric"
              maxLength={2}
              readOnly={env.branchId}
              className={env.branchId ? readOnly : undefined}
              value={branchId}
              onChange={(e) => setBranchId(e.target.value)}
            />
          )}
        </Field>
        <Field label="Device serial" hint={env.deviceSerial ? ENV_HINT : 'Issued by KRA; needed for OSCU.'}>
          {(c) => (
            <Input
              {...c}
              maxLength={100}
              readOnly={env.deviceSerial}
              className={env.deviceSerial ? readOnly : undefined}
              value={deviceSerial}
              onChange={(e) => setDeviceSerial(e.target.value)}
            />
          )}
        </Field>
      </div>
      {error ? (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      ) : null}
      <Button type="submit" size="sm" className="self-start" disabled={saving}>
        <Save aria-hidden="true" /> Save eTIMS settings
      </Button>
    </form>
  );
}
