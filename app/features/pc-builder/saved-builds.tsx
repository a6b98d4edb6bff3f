import { Bookmark, Pencil, Trash2 } from 'lucide-react';
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import type { Build } from '#core/compatibility';
import { formatKES } from '#core/money';
import type { SavedBuild } from '#core/schemas/builds';
import { Button } from '~/components/ui/button';
import { toast } from '~/components/ui/toast';
import { api, ApiError } from '~/lib/api';

const failed = (title: string, e: unknown) =>
  toast({ title, description: e instanceof ApiError ? e.message : 'Check your connection and try again.', variant: 'destructive' });

/**
 * A signed-in shopper's named builds (issue 17): save the current one, and list, open (its link, which
 * says what changed since), rename and delete them. Loaded only for signed-in shoppers.
 */
export default function SavedBuilds({ build, idPrefix }: { build: Build; idPrefix: string }) {
  const [builds, setBuilds] = useState<SavedBuild[] | null>(null);
  const [name, setName] = useState('');
  const [renaming, setRenaming] = useState<{ id: number; name: string } | null>(null);
  const hasParts = Object.keys(build).length > 0;

  const reload = useCallback(
    () =>
      api<{ builds: SavedBuild[] }>('/api/builds/saved').then(
        (r) => setBuilds(r.builds),
        (e: unknown) => failed('Could not load your saved builds', e),
      ),
    [],
  );
  useEffect(() => {
    let cancelled = false;
    api<{ builds: SavedBuild[] }>('/api/builds/saved').then(
      (r) => !cancelled && setBuilds(r.builds),
      (e: unknown) => failed('Could not load your saved builds', e),
    );
    return () => {
      cancelled = true;
    };
  }, []);

  async function save(event: FormEvent) {
    event.preventDefault();
    const parts = Object.fromEntries(Object.entries(build).map(([slot, part]) => [slot, part.id]));
    try {
      await api('/api/builds/saved', { method: 'POST', body: { name, parts } });
      toast({ title: 'Build saved', description: `"${name.trim()}" is in your saved builds.` });
      setName('');
      await reload();
    } catch (e) {
      failed('Build not saved', e);
    }
  }

  async function rename(event: FormEvent) {
    event.preventDefault();
    if (!renaming) return;
    try {
      await api(`/api/builds/saved/${renaming.id}`, { method: 'PUT', body: { name: renaming.name } });
      setRenaming(null);
      await reload();
    } catch (e) {
      failed('Not renamed', e);
    }
  }

  async function remove(saved: SavedBuild) {
    try {
      await api(`/api/builds/saved/${saved.id}`, { method: 'DELETE' });
      toast({ title: 'Build deleted', description: `"${saved.name}" is no longer saved.` });
      await reload();
    } catch (e) {
      failed('Not deleted', e);
    }
  }

  return (
    <section aria-labelledby={`${idPrefix}-saved`} className="flex flex-col gap-2 rounded-lg p-3 ring-1 ring-slate-200">
      <h3 id={`${idPrefix}-saved`} className="flex items-center gap-2 text-sm font-semibold text-slate-800">
        <Bookmark className="size-4" aria-hidden="true" /> Saved builds
      </h3>
      {hasParts ? (
        <form onSubmit={save} className="flex gap-2">
          <label htmlFor={`${idPrefix}-save-name`} className="sr-only">
            Name of this build
          </label>
          <input
            id={`${idPrefix}-save-name`}
            value={name}
            maxLength={60}
            placeholder="Name this build"
            onChange={(e) => setName(e.currentTarget.value)}
            className="h-9 min-w-0 flex-1 rounded-md border border-slate-300 bg-white px-2 text-sm"
          />
          <Button type="submit" size="sm" variant="outline" disabled={!name.trim()}>
            Save build
          </Button>
        </form>
      ) : null}
      {builds === null ? (
        <p className="text-sm text-slate-500">Loading...</p>
      ) : builds.length === 0 ? (
        <p className="text-sm text-slate-600">No saved builds yet.</p>
      ) : (
        <ul className="flex flex-col divide-y divide-slate-100" aria-label="Your saved builds">
          {builds.map((b) => (
            <li key={b.id} className="flex items-center gap-1 py-1.5 text-sm">
              {renaming?.id === b.id ? (
                <form onSubmit={rename} className="flex min-w-0 flex-1 gap-1">
                  <input
                    aria-label={`New name for ${b.name}`}
                    value={renaming.name}
                    maxLength={60}
                    onChange={(e) => setRenaming({ id: b.id, name: e.currentTarget.value })}
                    className="h-8 min-w-0 flex-1 rounded-md border border-slate-300 px-2"
                  />
                  <Button type="submit" size="sm" disabled={!renaming.name.trim()}>
                    Rename
                  </Button>
                </form>
              ) : (
                <>
                  <a href={b.path} className="min-w-0 flex-1 truncate font-medium text-brand-700 hover:underline" title={b.name}>
                    {b.name}
                  </a>
                  <span className="shrink-0 text-xs text-slate-500">
                    {b.partCount} parts · {formatKES(b.sharedTotal)}
                  </span>
                  <Button variant="ghost" size="icon" className="size-8" onClick={() => setRenaming({ id: b.id, name: b.name })} aria-label={`Rename ${b.name}`}>
                    <Pencil aria-hidden="true" />
                  </Button>
                  <Button variant="ghost" size="icon" className="size-8 hover:text-danger" onClick={() => void remove(b)} aria-label={`Delete ${b.name}`}>
                    <Trash2 aria-hidden="true" />
                  </Button>
                </>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
