import { Heart, LayoutGrid, ShoppingCart } from 'lucide-react';
import { Link, NavLink } from 'react-router';
import { buttonVariants } from '~/components/ui/button';
import type { SessionUser } from '~/load-context';
import { useT } from '~/lib/i18n/i18n';
import { cn } from '~/lib/utils';
import { LanguageSwitch } from './language-switch';
import { Logo } from './logo';
import { MobileMenuButton, MobileNav } from './mobile-nav';
import { SearchForm } from './search-form';
import { UserMenu } from './user-menu';

interface SiteHeaderProps {
  storeName: string;
  user: SessionUser | null;
  cartCount: number;
}

const NAV_ITEM =
  'hidden h-10 items-center gap-2 rounded-lg px-3 text-sm font-medium text-slate-200 hover:bg-white/10 hover:text-white md:inline-flex aria-[current=page]:text-white aria-[current=page]:bg-white/10';

export function SiteHeader({ storeName, user, cartCount }: SiteHeaderProps) {
  const t = useT();
  return (
    <header className="fixed inset-x-0 top-0 print:hidden z-40 h-(--header-height) border-b border-white/10 bg-ink text-white">
      <div className="mx-auto flex h-full max-w-7xl flex-wrap content-center items-center gap-x-2 gap-y-1.5 px-4 md:flex-nowrap md:gap-x-4">
        <MobileMenuButton />
        <Logo storeName={storeName} />
        <SearchForm className="order-last basis-full md:order-none md:max-w-xl md:flex-1 md:basis-auto" />
        <nav aria-label={t('nav.main')} className="ml-auto flex items-center gap-1">
          <NavLink to="/category/all" className={NAV_ITEM}>
            <LayoutGrid className="size-4" aria-hidden="true" /> {t('nav.categories')}
          </NavLink>
          <NavLink to="/favorites" className={NAV_ITEM}>
            <Heart className="size-4" aria-hidden="true" /> {t('nav.favourites')}
          </NavLink>
          <LanguageSwitch className={cn(NAV_ITEM, 'max-xl:px-2.5')} compact />
          <CartLink count={cartCount} />
          {user ? (
            <div className="hidden md:block">
              <UserMenu user={user} />
            </div>
          ) : (
            <>
              <Link to="/signin" className={NAV_ITEM}>
                {t('nav.signIn')}
              </Link>
              <Link
                to="/signup"
                className={cn(buttonVariants({ variant: 'inverse', size: 'sm' }), 'hidden md:inline-flex')}
              >
                {t('nav.signUp')}
              </Link>
            </>
          )}
        </nav>
      </div>
      <MobileNav user={user} cartCount={cartCount} />
    </header>
  );
}

function CartLink({ count }: { count: number }) {
  const t = useT();
  return (
    <NavLink to="/cart" className={cn(NAV_ITEM, 'relative inline-flex max-md:w-10 max-md:justify-center max-md:px-0')}>
      <ShoppingCart className="size-5 md:size-4" aria-hidden="true" />
      <span className="sr-only md:not-sr-only">{t('nav.cart')}</span>
      {count > 0 ? (
        <span
          data-testid="cart-count"
          className="absolute -top-0.5 -right-0.5 inline-flex min-w-5 items-center justify-center rounded-full bg-accent px-1 text-[11px] leading-5 font-bold text-ink md:static md:ml-0.5"
        >
          {count}
          <span className="sr-only"> {t(count === 1 ? 'nav.item' : 'nav.items')}</span>
        </span>
      ) : null}
    </NavLink>
  );
}
