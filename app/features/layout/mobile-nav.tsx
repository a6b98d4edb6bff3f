import { Heart, Home, LayoutGrid, LogIn, Menu, ShoppingCart, UserPlus } from 'lucide-react';
import { NavLink, useLocation } from 'react-router';
import { CATEGORIES } from '#core/categories';
import { Sheet } from '~/components/ui/sheet';
import type { SessionUser } from '~/load-context';
import { cn } from '~/lib/utils';
import { AccountLinks } from './user-menu';

const SHEET_ID = 'mobile-menu';

function itemClass({ isActive }: { isActive: boolean }) {
  return cn(
    'flex items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium',
    isActive ? 'bg-brand-50 text-brand-800' : 'text-slate-700 hover:bg-slate-100',
  );
}

export function MobileMenuButton() {
  return (
    <button
      type="button"
      popoverTarget={SHEET_ID}
      aria-label="Open menu"
      className="-ml-2 inline-flex size-10 items-center justify-center rounded-lg text-slate-100 hover:bg-white/10 md:hidden"
    >
      <Menu className="size-6" aria-hidden="true" />
    </button>
  );
}

/** The top-bar items for small screens, in a side menu that closes on navigation. */
export function MobileNav({ user, cartCount }: { user: SessionUser | null; cartCount: number }) {
  const location = useLocation();
  return (
    <Sheet id={SHEET_ID} label="Menu" closeKey={location.key} className="md:hidden">
      <nav aria-label="Mobile" className="flex flex-col gap-1 p-3">
        <NavLink to="/" end className={itemClass}>
          <Home className="size-5" aria-hidden="true" /> Home
        </NavLink>
        <NavLink to="/category/all" className={itemClass}>
          <LayoutGrid className="size-5" aria-hidden="true" /> Categories
        </NavLink>
        <NavLink to="/favorites" className={itemClass}>
          <Heart className="size-5" aria-hidden="true" /> Favourites
        </NavLink>
        <NavLink to="/cart" className={itemClass}>
          <ShoppingCart className="size-5" aria-hidden="true" /> Cart
          {cartCount > 0 ? (
            <span className="ml-auto rounded-full bg-brand-600 px-2 py-0.5 text-xs font-bold text-white">{cartCount}</span>
          ) : null}
        </NavLink>
      </nav>
      <div className="border-t border-slate-200 p-3">
        {user ? (
          <AccountLinks user={user} />
        ) : (
          <div className="flex flex-col gap-1">
            <NavLink to="/signin" className={itemClass}>
              <LogIn className="size-5" aria-hidden="true" /> Sign In
            </NavLink>
            <NavLink to="/signup" className={itemClass}>
              <UserPlus className="size-5" aria-hidden="true" /> Sign Up
            </NavLink>
          </div>
        )}
      </div>
      <div className="border-t border-slate-200 p-3">
        <p className="px-3 pb-2 text-xs font-semibold tracking-wide text-slate-500 uppercase">Shop by category</p>
        <ul className="grid grid-cols-2 gap-1">
          {CATEGORIES.filter((c) => c.id !== 'all').map((c) => (
            <li key={c.id}>
              <NavLink to={`/category/${c.id}`} className={itemClass}>
                {c.name}
              </NavLink>
            </li>
          ))}
        </ul>
      </div>
    </Sheet>
  );
}
