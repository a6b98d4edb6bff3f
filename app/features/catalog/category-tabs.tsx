import { Link } from 'react-router';
import { CATEGORIES } from '#core/catalog/categories';
import { categoryLabel, useT } from '~/lib/i18n/i18n';
import { cn } from '~/lib/utils';

/**
 * Links to every category; one row that scrolls sideways on a phone, wrapping on tablets, and two even
 * rows of six on a desktop, so no pill is left alone on a line (19.9).
 */
export function CategoryTabs({ active }: { active: string }) {
  const t = useT();
  return (
    <nav aria-label={t('nav.categories')} className="-mx-4 sm:mx-0">
      <ul className="flex gap-2 overflow-x-auto px-4 pb-1 [scrollbar-width:none] sm:flex-wrap sm:overflow-visible sm:px-0 lg:grid lg:grid-cols-6 [&::-webkit-scrollbar]:hidden">
        {CATEGORIES.map((c) => {
          const current = c.id === active;
          return (
            <li key={c.id} className="shrink-0">
              <Link
                to={`/category/${c.id}`}
                prefetch="intent"
                aria-current={current ? 'page' : undefined}
                className={cn(
                  'inline-flex h-9 w-full items-center justify-center rounded-full px-4 text-sm font-medium whitespace-nowrap ring-1 transition-colors',
                  current
                    ? 'bg-ink text-white ring-ink'
                    : 'bg-white text-slate-700 ring-slate-300 hover:bg-slate-100 hover:text-slate-900',
                )}
              >
                {categoryLabel(t, c.id, c.name)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
