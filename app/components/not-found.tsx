import { Search } from 'lucide-react';
import { Form, Link } from 'react-router';
import { CATEGORIES } from '#core/catalog/categories';
import { buttonVariants } from '~/components/ui/button';
import { Input } from '~/components/ui/input';
import { categoryLabel, useT } from '~/lib/i18n/i18n';

/** The 404 page: the spec's words and Return to Home, plus a search box and the categories, so a dead link still leads somewhere (19.11). */
export function NotFound() {
  const t = useT();
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center sm:py-24">
      <p className="text-6xl font-black tracking-tight text-brand-600">404</p>
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-slate-900">{t('error.notFoundTitle')}</h1>
      <p className="mt-3 text-muted-foreground">{t('error.notFoundText')}</p>
      <Form
        method="get"
        action="/search"
        role="search"
        aria-label={t('error.searchShop')}
        className="mt-8 flex w-full gap-2"
      >
        <Input
          type="search"
          name="q"
          aria-label={t('search.labelProducts')}
          placeholder={t('search.placeholder')}
          className="flex-1"
        />
        <button type="submit" className={buttonVariants({ variant: 'outline' })}>
          <Search aria-hidden="true" /> {t('search.label')}
        </button>
      </Form>
      <nav aria-label={t('nav.categories')} className="mt-6">
        <ul className="flex flex-wrap justify-center gap-2">
          {CATEGORIES.map((c) => (
            <li key={c.id}>
              <Link
                to={`/category/${c.id}`}
                className="inline-flex rounded-full border border-slate-300 bg-white px-3 py-1.5 text-sm text-slate-700 hover:border-brand-500 hover:text-brand-700"
              >
                {categoryLabel(t, c.id, c.name)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <Link to="/" className={buttonVariants({ size: 'lg', className: 'mt-8' })}>
        {t('error.returnHome')}
      </Link>
    </section>
  );
}
