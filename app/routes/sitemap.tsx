import { Link } from 'react-router';
import type { Route } from './+types/sitemap';
import { Page } from '~/components/page';
import { siteSections } from '~/features/info/site-pages';
import { pageMeta } from '~/lib/meta';
import { useRootData } from '~/lib/root-data';
import { categoryLabel, MoreStrings, tFrom, useT } from '~/lib/i18n/i18n';
import { languageOf, pageStrings } from '~/lib/i18n/language.server';

export function loader({ request }: Route.LoaderArgs) {
  return { strings: pageStrings('sitemap', languageOf(request)) };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, tFrom(matches)('footer.sitemap'), tFrom(matches)('sitemap.description'));

export default function Sitemap({ loaderData: { strings } }: Route.ComponentProps) {
  return (
    <MoreStrings strings={strings}>
      <SitemapPage />
    </MoreStrings>
  );
}

function SitemapPage() {
  const { user } = useRootData();
  const t = useT();
  const sections = siteSections({ signedIn: Boolean(user), isAdmin: Boolean(user?.isAdmin) });
  return (
    <Page title={t('footer.sitemap')} lead={t('sitemap.lead')}>
      <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {sections.map((s) => {
          const id = `sitemap-${s.id}`;
          return (
            <section
              key={s.id}
              aria-labelledby={id}
              className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
            >
              <h2 id={id} className="font-semibold text-slate-900">
                {t(s.title)}
              </h2>
              <ul className="mt-3 flex flex-col gap-2">
                {s.links.map((l) => (
                  <li key={l.to}>
                    <Link to={l.to} className="rounded text-brand-700 underline-offset-4 hover:underline">
                      {l.key ? t(l.key) : categoryLabel(t, l.to.slice('/category/'.length), l.label)}
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          );
        })}
      </div>
    </Page>
  );
}
