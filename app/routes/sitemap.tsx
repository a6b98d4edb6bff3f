import { Link } from 'react-router';
import type { Route } from './+types/sitemap';
import { Page } from '~/components/page';
import { siteSections } from '~/features/info/site-pages';
import { pageMeta } from '~/lib/meta';
import { useRootData } from '~/lib/root-data';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, 'Sitemap', 'Every page and product category of the shop in one place.');

export default function Sitemap() {
  const { user } = useRootData();
  const sections = siteSections({ signedIn: Boolean(user), isAdmin: Boolean(user?.isAdmin) });
  return (
    <Page title="Sitemap" lead="Every page and product category of the shop.">
      <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {sections.map((s) => {
          const id = `sitemap-${s.title.toLowerCase()}`;
          return (
            <section key={s.title} aria-labelledby={id} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
              <h2 id={id} className="font-semibold text-slate-900">
                {s.title}
              </h2>
              <ul className="mt-3 flex flex-col gap-2">
                {s.links.map((l) => (
                  <li key={l.to}>
                    <Link to={l.to} className="rounded text-brand-700 underline-offset-4 hover:underline">
                      {l.label}
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
