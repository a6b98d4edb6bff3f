import { Search } from 'lucide-react';
import { lazy, Suspense, useId, useRef, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useT } from '~/lib/i18n/i18n';
import { cn } from '~/lib/utils';

/** The /search?q= address for typed text, or null when there is nothing to search for. */
export function searchHref(text: string): string | null {
  const q = text.trim();
  return q ? `/search?q=${encodeURIComponent(q)}` : null;
}

// Loaded on the first focus of the box: suggestions are not part of any page's first-load JavaScript.
const SearchSuggest = lazy(() => import('./search-suggest'));

/**
 * A plain GET form, so it works before the JavaScript arrives; `required` plus the pattern
 * keep blank text from being sent even then. With JavaScript the text is trimmed first.
 */
export function SearchForm({ className }: { className?: string }) {
  const t = useT();
  const id = useId();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const input = useRef<HTMLInputElement>(null);
  const [suggest, setSuggest] = useState(false);
  const listboxId = `${id}-suggestions`;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const href = searchHref(String(new FormData(event.currentTarget).get('q') ?? ''));
    if (href) navigate(href);
  }

  return (
    <form method="get" action="/search" role="search" onSubmit={onSubmit} className={cn('relative', className)}>
      <label htmlFor={id} className="sr-only">
        {t('search.labelProducts')}
      </label>
      <input
        ref={input}
        id={id}
        role="combobox"
        aria-expanded="false"
        aria-autocomplete="list"
        aria-controls={listboxId}
        autoComplete="off"
        onFocus={() => setSuggest(true)}
        key={params.get('q') ?? ''}
        type="search"
        name="q"
        required
        pattern=".*\S.*"
        title={t('search.title')}
        defaultValue={params.get('q') ?? ''}
        placeholder={t('search.placeholder')}
        enterKeyHint="search"
        className="h-10 w-full rounded-lg border border-white/10 bg-white/10 pr-11 pl-3 text-base text-white placeholder:text-slate-400 focus-visible:bg-white focus-visible:text-slate-900 focus-visible:outline-2 focus-visible:outline-accent md:text-sm"
      />
      <button
        type="submit"
        aria-label={t('search.label')}
        className="absolute inset-y-0 right-0 inline-flex w-10 items-center justify-center rounded-r-lg text-slate-300 hover:text-white"
      >
        <Search className="size-4" aria-hidden="true" />
      </button>
      {suggest ? (
        <Suspense fallback={<ul id={listboxId} role="listbox" aria-label={t('search.suggestions')} hidden />}>
          <SearchSuggest input={input} listboxId={listboxId} />
        </Suspense>
      ) : (
        <ul id={listboxId} role="listbox" aria-label={t('search.suggestions')} hidden />
      )}
    </form>
  );
}
