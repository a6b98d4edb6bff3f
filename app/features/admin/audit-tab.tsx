import { useState } from 'react';
import type { AuditEntry } from '#core/schemas/audit';
import { Button } from '~/components/ui/button';
import { Input } from '~/components/ui/input';
import { Select } from '~/components/ui/select';
import { ListError, ListSkeleton } from './list-parts';
import { useAudit, useUsers } from './queries';

const EMPTY = { entity: '', actorId: '', entityId: '', from: '', to: '', page: '1' };
const when = new Intl.DateTimeFormat('en-KE', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Africa/Nairobi' });

/** 'price: 20000 → 21000 · status: active → draft': the fields an entry changed. */
function changes(e: AuditEntry): string {
  const before = (e.before ?? {}) as Record<string, unknown>;
  const after = (e.after ?? {}) as Record<string, unknown>;
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  // Descriptions and image lists are long: the line shows their start; the entry keeps them whole.
  const cut = (t: string) => (t.length > 80 ? `${t.slice(0, 79)}…` : t);
  const show = (v: unknown) =>
    v === undefined || v === null ? '—' : cut(typeof v === 'object' ? JSON.stringify(v) : String(v));
  return keys
    .map((k) => (k in after ? `${k}: ${show(before[k])} → ${show(after[k])}` : `${k}: ${show(before[k])}`))
    .join(' · ');
}

/** Issue 20: who changed what, newest first; filtered by who, what and when; paged by the server. */
export function AuditTab() {
  const [filters, setFilters] = useState(EMPTY);
  const audit = useAudit({ ...filters, pageSize: '30' });
  const users = useUsers();
  const set = (patch: Partial<typeof EMPTY>) => setFilters((f) => ({ ...f, page: '1', ...patch }));
  const page = Number(filters.page);
  const managers = (users.data ?? []).filter((u) => u.role !== 'customer');
  return (
    <section aria-labelledby="audit-heading" className="flex flex-col gap-4">
      <h2 id="audit-heading" className="text-lg font-semibold text-slate-900">
        Audit log
        {audit.data ? (
          <span className="ml-2 text-sm font-normal text-slate-500">{audit.data.total} entries</span>
        ) : null}
      </h2>
      <div className="grid grid-cols-1 gap-2 min-[420px]:grid-cols-2 lg:grid-cols-5">
        <Select aria-label="What changed" value={filters.entity} onChange={(e) => set({ entity: e.target.value })}>
          <option value="">Everything</option>
          <option value="product">Products</option>
          <option value="order">Orders</option>
          <option value="user">Users</option>
          <option value="settings">Settings</option>
          <option value="upload">Uploads</option>
        </Select>
        <Select aria-label="Who" value={filters.actorId} onChange={(e) => set({ actorId: e.target.value })}>
          <option value="">Anyone</option>
          {managers.map((u) => (
            <option key={u.id} value={String(u.id)}>
              {u.name}
            </option>
          ))}
        </Select>
        <Input
          aria-label="Id of the product, order or user"
          placeholder="Id (e.g. 42)"
          value={filters.entityId}
          onChange={(e) => set({ entityId: e.target.value.trim() })}
        />
        <Input
          aria-label="From date"
          type="date"
          value={filters.from}
          onChange={(e) => set({ from: e.target.value })}
        />
        <Input aria-label="To date" type="date" value={filters.to} onChange={(e) => set({ to: e.target.value })} />
      </div>
      {audit.isPending ? (
        <ListSkeleton rows={5} />
      ) : audit.isError ? (
        <ListError what="the audit log" onRetry={() => void audit.refetch()} />
      ) : audit.data.entries.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 bg-white px-4 py-10 text-center text-slate-600">
          No changes match these filters.
        </p>
      ) : (
        <div className="overflow-hidden rounded-xl border border-slate-200 bg-white">
          <ol className="divide-y divide-slate-100" aria-label="Audit entries">
            {audit.data.entries.map((e) => (
              <li key={e.id} className="flex flex-col gap-1 px-4 py-3 text-sm">
                <p className="flex flex-wrap gap-x-2 text-slate-900">
                  <span className="font-medium">{e.actorLabel || 'Unknown user'}</span>
                  <span>
                    {e.action} {e.entity} #{e.entityId}
                  </span>
                  <time className="text-slate-500" dateTime={e.createdAt}>
                    {when.format(new Date(e.createdAt))}
                  </time>
                </p>
                <p className="break-words text-slate-600">{changes(e)}</p>
              </li>
            ))}
          </ol>
          <nav
            aria-label="Audit pages"
            className="flex items-center justify-between gap-3 border-t border-slate-200 bg-slate-50 px-4 py-2 text-sm text-slate-600"
          >
            <Button
              variant="outline"
              size="sm"
              disabled={page <= 1}
              onClick={() => setFilters((f) => ({ ...f, page: String(page - 1) }))}
            >
              Previous
            </Button>
            <span>
              Page {audit.data.page} of {audit.data.pages}
            </span>
            <Button
              variant="outline"
              size="sm"
              disabled={page >= audit.data.pages}
              onClick={() => setFilters((f) => ({ ...f, page: String(page + 1) }))}
            >
              Next
            </Button>
          </nav>
        </div>
      )}
    </section>
  );
}
