import { Bookmark, Pencil, Trash2 } from 'lucide-react';
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import type { Build } from '#core/build-pc/compatibility';
import { formatKES } from '#core/pricing/money';
import type { SavedBuild } from '#core/schemas/builds';
import { Button } from '~/components/ui/button';
import { toast } from '~/components/ui/toast';
import { api, ApiError } from '~/lib/api';
import { tNow, useT } from '~/lib/i18n/i18n';
import { SavedBuildWatch } from './saved-build-watch';

const failed = (title: string, e: unknown) =>
  toast({
    title,
    description: e instanceof ApiError ? e.message : tNow('builder.checkConnection'),
    variant: 'destructive',
  });

/**
 * A signed-in shopper's named builds (issue 17): save the current one, and list, open (its link, which
 * says what changed since), rename and delete them. Loaded only for signed-in shoppers.
 */
export default function SavedBuilds({ build, idPrefix }: { build: Build; idPrefix: string }) {
  const t = useT();
  const [builds, setBuilds] = useState<SavedBuild[] | null>(null);
  const [name, setName] = useState('');
  const [renaming, setRenaming] = useState<{ id: number; name: string } | null>(null);
  const hasParts = Object.keys(build).length > 0;

  const reload = useCallback(
    () =>
      api<{ builds: SavedBuild[] }>('/api/builds/saved').then(
        (r) => setBuilds(r.builds),
        (e: unknown) => failed(tNow('builder.loadSavedFailed'), e),
      ),
    [],
  );
  useEffect(() => {
    let cancelled = false;
    api<{ builds: SavedBuild[] }>('/api/builds/saved').then(
      (r) => !cancelled && setBuilds(r.builds),
      (e: unknown) => failed(tNow('builder.loadSavedFailed'), e),
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
      toast({ title: t('builder.savedTitle'), description: t('builder.savedText', { name: name.trim() }) });
      setName('');
      await reload();
    } catch (e) {
      failed(t('builder.notSaved'), e);
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
      failed(t('builder.notRenamed'), e);
    }
  }

  async function remove(saved: SavedBuild) {
    try {
      await api(`/api/builds/saved/${saved.id}`, { method: 'DELETE' });
      toast({ title: t('builder.deletedTitle'), description: t('builder.deletedText', { name: saved.name }) });
      await reload();
    } catch (e) {
      failed(t('builder.notDeleted'), e);
    }
  }

  return (
    <section aria-labelledby={`${idPrefix}-saved`} className="flex flex-col gap-2 rounded-lg p-3 ring-1 ring-slate-200">
      <h3 id={`${idPrefix}-saved`} className="flex items-center gap-2 text-sm font-semibold text-slate-800">
        <Bookmark className="size-4" aria-hidden="true" /> {t('builder.savedHeading')}
      </h3>
      {hasParts ? (
        <form onSubmit={save} className="flex gap-2">
          <label htmlFor={`${idPrefix}-save-name`} className="sr-only">
            {t('builder.nameLabel')}
          </label>
          <input
            id={`${idPrefix}-save-name`}
            value={name}
            maxLength={60}
            placeholder={t('builder.namePlaceholder')}
            onChange={(e) => setName(e.currentTarget.value)}
            className="h-9 min-w-0 flex-1 rounded-md border border-slate-300 bg-white px-2 text-sm"
          />
          <Button type="submit" size="sm" variant="outline" disabled={!name.trim()}>
            {t('builder.save')}
          </Button>
        </form>
      ) : null}
      {builds === null ? (
        <p className="text-sm text-slate-500">{t('builder.loading')}</p>
      ) : builds.length === 0 ? (
        <p className="text-sm text-slate-600">{t('builder.noSaved')}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-slate-100" aria-label={t('builder.savedList')}>
          {builds.map((b) => (
            <li key={b.id} className="flex items-center gap-1 py-1.5 text-sm">
              {renaming?.id === b.id ? (
                <form onSubmit={rename} className="flex min-w-0 flex-1 gap-1">
                  <input
                    aria-label={t('builder.newName', { name: b.name })}
                    value={renaming.name}
                    maxLength={60}
                    onChange={(e) => setRenaming({ id: b.id, name: e.currentTarget.value })}
                    className="h-8 min-w-0 flex-1 rounded-md border border-slate-300 px-2"
                  />
                  <Button type="submit" size="sm" disabled={!renaming.name.trim()}>
                    {t('builder.rename')}
                  </Button>
                </form>
              ) : (
                <>
                  <a
                    href={b.path}
                    className="min-w-0 flex-1 truncate font-medium text-brand-700 hover:underline"
                    title={b.name}
                  >
                    {b.name}
                  </a>
                  <span className="shrink-0 text-xs text-slate-500">
                    {b.partCount === 1
                      ? t('builder.partsAndTotalOne', { total: formatKES(b.sharedTotal) })
                      : t('builder.partsAndTotal', { count: b.partCount, total: formatKES(b.sharedTotal) })}
                  </span>
                  <SavedBuildWatch build={b} />
                  <Button
                    variant="ghost"
                    size="icon"
                    className="size-8"
                    onClick={() => setRenaming({ id: b.id, name: b.name })}
                    aria-label={t('builder.renameNamed', { name: b.name })}
                  >
                    <Pencil aria-hidden="true" />
                  </Button>
                  <Button
                    variant="ghost"
                    size="icon"
                    className="size-8 hover:text-danger"
                    onClick={() => void remove(b)}
                    aria-label={t('builder.deleteNamed', { name: b.name })}
                  >
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
