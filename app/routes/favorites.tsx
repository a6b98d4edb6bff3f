import { Heart } from 'lucide-react';
import { Link } from 'react-router';
import { cartItemFor } from '#core/cart/cart';
import type { ProductSummary } from '#core/catalog/product';
import type { Route } from './+types/favorites';
import { EmptyState } from '~/components/empty-state';
import { Page } from '~/components/page';
import { buttonVariants } from '~/components/ui/button';
import { cartActions } from '~/features/cart/use-cart';
import { FavoriteCard } from '~/features/catalog/favorite-card';
import { ABOVE_FOLD_CARDS } from '~/features/catalog/product-results';
import { favoriteActions, useFavorites } from '~/features/favorites/use-favorites';
import { ProductGrid, ProductGridSkeleton } from '~/features/products/product-grid';
import { pageMeta } from '~/lib/meta';
import { absoluteUrl, canonicalLink } from '~/lib/seo';
import { useHydrated } from '~/lib/use-hydrated';
import { tFrom, useT } from '~/lib/i18n/i18n';

export async function loader({ context }: Route.LoaderArgs) {
  return { canonical: absoluteUrl(context.publicUrl, '/favorites') };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  ...pageMeta(matches, tFrom(matches)('favourites.title'), tFrom(matches)('favourites.description')),
  ...(loaderData ? [canonicalLink(loaderData.canonical)] : []),
  // Each visitor's own list, kept in their browser: nothing for a search engine here.
  { name: 'robots', content: 'noindex, follow' },
];

function addToCart(p: ProductSummary) {
  cartActions.add(cartItemFor(p));
}

export default function Favorites() {
  const hydrated = useHydrated();
  const favorites = useFavorites();
  const count = favorites.length;
  const t = useT();
  return (
    <Page
      title={t('favourites.title')}
      lead={
        hydrated && count > 0
          ? t(count === 1 ? 'favourites.countOne' : 'favourites.countMany', { count })
          : t('favourites.description')
      }
    >
      {/* Favourites live in this browser's storage: the server cannot know them. */}
      {!hydrated ? (
        <ProductGridSkeleton count={4} />
      ) : count === 0 ? (
        <EmptyState icon={Heart} title={t('favourites.empty')} text={t('favourites.emptyText')}>
          <Link to="/category/all" className={buttonVariants({ size: 'lg' })}>
            {t('cart.browse')}
          </Link>
        </EmptyState>
      ) : (
        <>
          <h2 className="sr-only">{t('favourites.saved')}</h2>
          <ProductGrid>
            {favorites.map((p, i) => (
              <li key={p.id}>
                <FavoriteCard
                  product={p}
                  aboveFold={i < ABOVE_FOLD_CARDS}
                  onAddToCart={addToCart}
                  onRemove={favoriteActions.remove}
                />
              </li>
            ))}
          </ProductGrid>
        </>
      )}
    </Page>
  );
}
