import { ArrowRight } from 'lucide-react';
import { Link, useNavigation } from 'react-router';
import type { Route } from './+types/home';
import { buttonVariants } from '~/components/ui/button';
import { CategoryGrid, CategoryStrip } from '~/features/home/category-grid';
import { Hero } from '~/features/home/hero';
import { WhyChooseUs } from '~/features/home/why-choose-us';
import { freeDeliveryOffer } from '~/lib/free-delivery';
import { tFrom, useT } from '~/lib/i18n/i18n';
import { settingsFrom, storeNameFrom } from '~/lib/meta';
import { useRootData } from '~/lib/root-data';
import { FEATURED_COUNT, FeaturedProducts } from './shared/featured-products';
import { HeroPick, heroPick } from './shared/hero-pick';
// Registers the service worker after load (issue 18, decision 044): catalogue pages only, not the shell.
import '~/lib/after-load';

export const meta: Route.MetaFunction = ({ matches }) => {
  const store = storeNameFrom(matches);
  const t = tFrom(matches);
  return [
    { title: `${store} | ${t('home.metaTitle')}` },
    {
      name: 'description',
      content: t('home.metaDescription', { offer: freeDeliveryOffer(settingsFrom(matches).freeDeliveryThreshold, t) }),
    },
  ];
};

// Awaited, not streamed: the featured names must be in the HTML for shoppers without
// JavaScript yet and for link previews.
export async function loader({ context }: Route.LoaderArgs) {
  return { featured: await context.catalog.featured(FEATURED_COUNT) };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const reloading = navigation.state === 'loading' && navigation.location.pathname === '/';
  const { freeDeliveryThreshold } = useRootData().settings;
  const pick = heroPick(loaderData.featured);
  const t = useT();
  return (
    <>
      <Hero freeDeliveryThreshold={freeDeliveryThreshold} aside={pick ? <HeroPick product={pick} /> : null} />
      <CategoryStrip />
      <WhyChooseUs freeDeliveryThreshold={freeDeliveryThreshold} />
      <section aria-labelledby="featured" className="mx-auto max-w-7xl px-4 pt-12 sm:pt-16">
        <SectionHeading id="featured" title={t('home.featuredTitle')} text={t('home.featuredText')} />
        <FeaturedProducts products={loaderData.featured} loading={reloading} />
        <div className="mt-8 flex justify-center">
          <Link to="/category/all" className={buttonVariants({ variant: 'outline', size: 'lg' })}>
            {t('home.viewAll')} <ArrowRight aria-hidden="true" />
          </Link>
        </div>
      </section>
      <section aria-labelledby="categories" className="mx-auto max-w-7xl px-4 pt-12 sm:pt-16">
        <SectionHeading id="categories" title={t('home.categoriesTitle')} text={t('home.categoriesText')} />
        <CategoryGrid />
      </section>
    </>
  );
}

function SectionHeading({ id, title, text }: { id: string; title: string; text: string }) {
  return (
    <div className="mb-6">
      <h2 id={id} className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
        {title}
      </h2>
      <p className="mt-1 text-slate-600">{text}</p>
    </div>
  );
}
