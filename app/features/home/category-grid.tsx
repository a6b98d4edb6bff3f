import { ChevronRight, Cpu, Gamepad2, Gpu, Keyboard, Monitor, PlugZap } from 'lucide-react';
import { Link } from 'react-router';
import { HOME_CATEGORY_LINKS } from '#core/catalog/categories';
import { categoryLabel, useT } from '~/lib/i18n/i18n';

const ICONS: Record<(typeof HOME_CATEGORY_LINKS)[number]['slug'], typeof Cpu> = {
  'gaming-pcs': Gamepad2,
  'graphics-cards': Gpu,
  monitors: Monitor,
  processors: Cpu,
  'power-supply': PlugZap,
  accessories: Keyboard,
};

export function CategoryGrid() {
  const t = useT();
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-6">
      {HOME_CATEGORY_LINKS.map(({ slug, name }) => {
        const Icon = ICONS[slug];
        return (
          <li key={slug}>
            <Link
              to={`/category/${slug}`}
              className="group flex h-full flex-col items-start gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm transition hover:-translate-y-0.5 hover:border-brand-300 hover:shadow-md"
            >
              <span className="inline-flex size-11 items-center justify-center rounded-lg bg-gradient-to-br from-ink to-brand-800 text-cyan-300">
                <Icon className="size-6" aria-hidden="true" />
              </span>
              <span className="flex w-full items-center justify-between text-sm font-semibold text-slate-900">
                {categoryLabel(t, slug, name)}
                <ChevronRight
                  className="size-4 text-slate-400 transition group-hover:translate-x-0.5 group-hover:text-brand-600"
                  aria-hidden="true"
                />
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * The categories as short links right under a phone's hero, so the first screen of a 360 px phone
 * shows where to shop, not only the hero (issue 32, item 21). From sm up the grid below does that.
 */
export function CategoryStrip() {
  const t = useT();
  return (
    <nav aria-label={t('home.categoriesTitle')} className="px-4 pt-4 sm:hidden" data-testid="category-strip">
      <ul className="grid grid-cols-2 gap-2">
        {HOME_CATEGORY_LINKS.map(({ slug, name }) => {
          const Icon = ICONS[slug];
          return (
            <li key={slug}>
              <Link
                to={`/category/${slug}`}
                className="flex min-h-11 items-center gap-2 rounded-lg border border-slate-200 bg-white px-3 py-2 text-sm font-semibold text-slate-900 shadow-sm"
              >
                <Icon className="size-4 shrink-0 text-brand-600" aria-hidden="true" />
                <span className="min-w-0">{categoryLabel(t, slug, name)}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
