import { Cpu, Heart, Home, LayoutGrid, LogIn, Menu, ShoppingCart, UserPlus } from 'lucide-react';
import { NavLink, useLocation } from 'react-router';
import { CATEGORIES } from '#core/catalog/categories';
import { Sheet } from '~/components/ui/sheet';
import type { SessionUser } from '~/load-context';
import { categoryLabel, useT } from '~/lib/i18n/i18n';
import { cn } from '~/lib/utils';
import { DataSaverSwitch } from './data-saver-switch';
import { LanguageSwitch } from './language-switch';
import { AccountLinks } from './user-menu';

const SHEET_ID = 'mobile-menu';

function itemClass({ isActive }: { isActive: boolean }) {
  return cn(
    'flex items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium',
    isActive ? 'bg-brand-50 text-brand-800' : 'text-slate-700 hover:bg-slate-100',
  );
}

export function MobileMenuButton() {
  const t = useT();
  return (
    <button
      type="button"
      popoverTarget={SHEET_ID}
      aria-label={t('nav.openMenu')}
      className="-ml-2 inline-flex size-10 items-center justify-center rounded-lg text-slate-100 hover:bg-white/10 md:hidden"
    >
      <Menu className="size-6" aria-hidden="true" />
    </button>
  );
}

/** The top-bar items for small screens, in a side menu that closes on navigation. */
export function MobileNav({ user, cartCount }: { user: SessionUser | null; cartCount: number }) {
  const location = useLocation();
  const t = useT();
  return (
    <Sheet id={SHEET_ID} label={t('nav.menu')} closeKey={location.key} className="md:hidden">
      <nav aria-label={t('nav.mobile')} className="flex flex-col gap-1 p-3">
        <NavLink to="/" end className={itemClass}>
          <Home className="size-5" aria-hidden="true" /> {t('nav.home')}
        </NavLink>
        <NavLink to="/category/all" className={itemClass}>
          <LayoutGrid className="size-5" aria-hidden="true" /> {t('nav.categories')}
        </NavLink>
        <NavLink to="/build-pc" className={itemClass}>
          <Cpu className="size-5" aria-hidden="true" /> {t('footer.buildYourPc')}
        </NavLink>
        <NavLink to="/favorites" className={itemClass}>
          <Heart className="size-5" aria-hidden="true" /> {t('nav.favourites')}
        </NavLink>
        <NavLink to="/cart" className={itemClass}>
          <ShoppingCart className="size-5" aria-hidden="true" /> {t('nav.cart')}
          {cartCount > 0 ? (
            <span className="ml-auto rounded-full bg-brand-600 px-2 py-0.5 text-xs font-bold text-white">
              {cartCount}
            </span>
          ) : null}
        </NavLink>
        <LanguageSwitch className={itemClass({ isActive: false })} />
        <DataSaverSwitch className={itemClass({ isActive: false })} />
      </nav>
      <div className="border-t border-slate-200 p-3">
        {user ? (
          <AccountLinks user={user} phone />
        ) : (
          <div className="flex flex-col gap-1">
            <NavLink to="/signin" className={itemClass}>
              <LogIn className="size-5" aria-hidden="true" /> {t('nav.signIn')}
            </NavLink>
            <NavLink to="/signup" className={itemClass}>
              <UserPlus className="size-5" aria-hidden="true" /> {t('nav.signUp')}
            </NavLink>
          </div>
        )}
      </div>
      <div className="border-t border-slate-200 p-3">
        <p className="px-3 pb-2 text-xs font-semibold tracking-wide text-slate-500 uppercase">
          {t('nav.shopByCategory')}
        </p>
        <ul className="grid grid-cols-2 gap-1">
          {CATEGORIES.filter((c) => c.id !== 'all').map((c) => (
            <li key={c.id}>
              <NavLink to={`/category/${c.id}`} className={itemClass}>
                {categoryLabel(t, c.id, c.name)}
              </NavLink>
            </li>
          ))}
        </ul>
      </div>
    </Sheet>
  );
}
