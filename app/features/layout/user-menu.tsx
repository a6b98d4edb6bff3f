import { ChevronDown, LayoutDashboard, LogOut, Package, Settings, UserRound } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Badge } from '~/components/ui/badge';
import { Popover } from '~/components/ui/popover';
import type { SessionUser } from '~/load-context';
import { useT } from '~/lib/i18n/i18n';
import { useSignOut } from './use-sign-out';

const ITEM =
  'flex w-full items-center gap-2 rounded-md px-3 py-2 text-left text-sm text-slate-700 hover:bg-slate-100 hover:text-slate-900';

/** The signed-in account menu of the top bar (wide screens; phones use the side menu). */
export function UserMenu({ user }: { user: SessionUser }) {
  const location = useLocation();
  const t = useT();
  return (
    <>
      <button
        type="button"
        popoverTarget="user-menu"
        className="inline-flex h-10 items-center gap-2 rounded-lg px-3 text-sm font-medium text-slate-100 hover:bg-white/10"
      >
        <UserRound className="size-4" aria-hidden="true" />
        <span className="max-w-32 truncate">{user.name}</span>
        <ChevronDown className="size-4 opacity-70" aria-hidden="true" />
      </button>
      <Popover
        id="user-menu"
        closeKey={location.key}
        aria-label={t('nav.account')}
        className="fixed top-[calc(var(--header-height)-0.25rem)] right-4 bottom-auto left-auto m-0 w-64 rounded-xl bg-white p-2 text-slate-900 shadow-xl ring-1 ring-slate-200"
      >
        <AccountLinks user={user} />
      </Popover>
    </>
  );
}

/** Name, e-mail, Admin badge and the account links; shared by the menu and the side menu. */
export function AccountLinks({ user, phone = false }: { user: SessionUser; phone?: boolean }) {
  const signOut = useSignOut();
  const t = useT();
  // Unticked by default: signing out keeps the cart and favourites unless the shopper asks (issue 30).
  const [clearDevice, setClearDevice] = useState(false);
  return (
    <div className="flex flex-col gap-1">
      <div className="px-3 py-2">
        <div className="flex items-center gap-2">
          <p className="truncate font-semibold">{user.name}</p>
          {user.isAdmin ? <Badge>{t('nav.adminBadge')}</Badge> : null}
        </div>
        <p className="truncate text-sm text-slate-600">{user.email}</p>
      </div>
      <hr className="my-1 border-slate-200" />
      {/* The spec's three entries; the phone menu adds My Orders (issue 32, item 13). */}
      <Link to="/profile" className={ITEM} data-autofocus>
        <Settings className="size-4" aria-hidden="true" /> {t('nav.profileSettings')}
      </Link>
      {phone ? (
        <Link to="/profile?tab=orders" className={ITEM}>
          <Package className="size-4" aria-hidden="true" /> {t('checkout.myOrders')}
        </Link>
      ) : null}
      {user.isAdmin ? (
        <Link to="/admin" className={ITEM}>
          <LayoutDashboard className="size-4" aria-hidden="true" /> {t('nav.adminDashboard')}
        </Link>
      ) : null}
      <label className="flex items-start gap-2 px-3 py-2 text-xs text-slate-600">
        <input
          type="checkbox"
          className="mt-0.5 size-4 shrink-0 accent-brand-600"
          checked={clearDevice}
          onChange={(e) => setClearDevice(e.target.checked)}
        />
        {t('nav.clearDevice')}
      </label>
      <button type="button" onClick={() => void signOut({ clearDevice })} className={ITEM}>
        <LogOut className="size-4" aria-hidden="true" /> {t('nav.signOut')}
      </button>
    </div>
  );
}
