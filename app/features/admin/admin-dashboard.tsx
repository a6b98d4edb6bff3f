import { QueryClientProvider } from '@tanstack/react-query';
import { Boxes, Cog, Contact, DoorOpen, History, ShoppingBag, Undo2, Users } from 'lucide-react';
import { lazy, Suspense, useCallback, useState } from 'react';
import { useNavigate, useRevalidator, useSearchParams } from 'react-router';
import { TestPaymentsNotice } from '~/components/test-payments-notice';
import { Button } from '~/components/ui/button';
import { TabList, TabPanel, type TabItem } from '~/components/ui/tabs';
import { toast } from '~/components/ui/toast';
import { useRootData } from '~/lib/root-data';
import { AuditTab } from './audit-tab';
import { CustomersTab } from './customers-tab';
import { OrdersTab } from './orders-tab';
import { PeriodCards, RangePicker, rangeQuery, TopProducts, type RangeChoice } from './period-figures';
import { RevenueChart } from './revenue-chart';
import { ProductsTab } from './products-tab';
import { ADMIN_MSG } from './messages';
import { createAdminQueryClient, useSummary } from './queries';
import { KRA_PIN_MISSING, SettingsTab } from './settings-tab';
import { LowStockList, SummaryCards } from './summary';
import { UsersTab } from './users-tab';
import { MostWanted } from './most-wanted';

type Tab = 'products' | 'users' | 'orders' | 'returns' | 'customers' | 'settings' | 'audit';
// Issue 30: the Returns tab loads when opened.
const ReturnsTab = lazy(() => import('./returns-tab').then((m) => ({ default: m.ReturnsTab })));

const TABS: readonly TabItem<Tab>[] = [
  { value: 'products', label: 'Products', icon: Boxes },
  { value: 'users', label: 'Users', icon: Users },
  { value: 'orders', label: 'Orders', icon: ShoppingBag },
  { value: 'returns', label: 'Returns', icon: Undo2 },
  { value: 'customers', label: 'Customers', icon: Contact },
  { value: 'audit', label: 'Audit log', icon: History },
  { value: 'settings', label: 'Settings', icon: Cog },
];
// Staff see only their tabs (issue 20); the API refuses them the others anyway.
const STAFF_TABS: readonly TabItem<Tab>[] = TABS.filter(
  (t) => t.value === 'products' || t.value === 'orders' || t.value === 'returns',
);

/** The /admin screen (spec section 2 'Admin dashboard'). The route's loader has already let only admins in. */
export function AdminDashboard() {
  const [queryClient] = useState(createAdminQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <Dashboard />
    </QueryClientProvider>
  );
}

/**
 * 'Logout': ends the session (the server clears the HttpOnly cookie), says so, goes home and reloads
 * the root data. A failure is only logged (spec section 8). The layout's own sign-out hook does the
 * same; importing it here would split it out of the root chunk that every storefront page loads.
 */
function useLogout() {
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  return async function logout() {
    try {
      const res = await fetch('/api/auth/logout', { method: 'POST', credentials: 'same-origin' });
      if (!res.ok) throw new Error(`Logout answered ${res.status}`);
      toast(ADMIN_MSG.loggedOut);
    } catch (error) {
      console.error(error);
    }
    await navigate('/');
    await revalidator.revalidate();
  };
}

function Dashboard() {
  const { user, settings, payments } = useRootData();
  const signOut = useLogout();
  const [params, setParams] = useSearchParams();
  const isAdmin = Boolean(user?.isAdmin);
  const tabs = isAdmin ? TABS : STAFF_TABS;
  const [period, setPeriod] = useState<RangeChoice>({ range: '30d', from: '', to: '' });
  const summary = useSummary(rangeQuery(period), isAdmin);
  const tabParam = params.get('tab');
  const tab: Tab = tabs.find((t) => t.value === tabParam)?.value ?? 'products';
  const editParam = Number(params.get('edit'));
  const editId = Number.isInteger(editParam) && editParam > 0 ? editParam : null;
  const [signingOut, setSigningOut] = useState(false);

  // The tab (and a product to edit) live in the URL, so a reload or a shared link lands on the same view.
  const update = useCallback(
    (change: (p: URLSearchParams) => void) =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          change(next);
          return next;
        },
        { replace: true, preventScrollReset: true },
      ),
    [setParams],
  );
  const selectTab = (value: Tab) => update((p) => (value === 'products' ? p.delete('tab') : p.set('tab', value)));
  const openEdit = (id: number) =>
    update((p) => {
      p.delete('tab');
      p.set('edit', String(id));
    });
  const editHandled = useCallback(() => update((p) => p.delete('edit')), [update]);

  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-6 px-4 py-6 sm:py-8">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{settings.storeName}</p>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Admin Dashboard</h1>
          {user ? <p className="mt-1 text-sm text-slate-600">Signed in as {user.name}</p> : null}
        </div>
        <Button
          variant="outline"
          disabled={signingOut}
          onClick={async () => {
            setSigningOut(true);
            await signOut();
          }}
        >
          <DoorOpen aria-hidden="true" />
          Logout
        </Button>
      </header>

      <TestPaymentsNotice notice={payments?.notice} />

      {isAdmin && !settings.kraPin ? (
        // Issue 32, item 19: a receipt without the seller's KRA PIN is no tax invoice.
        <p role="note" data-testid="kra-pin-missing" className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
          {KRA_PIN_MISSING}{' '}
          <a
            href="/admin?tab=settings"
            className="font-medium underline"
            onClick={(e) => {
              e.preventDefault();
              selectTab('settings');
            }}
          >
            Add it in Settings
          </a>
        </p>
      ) : null}

      {isAdmin ? (
        <>
          {/* On a phone the tabs come first (issue 32, item 20: they sat about 2,400 px down, below the
              figures); this link leads down to the figures. */}
          <a href="#admin-figures" className="text-sm font-medium text-brand-700 underline lg:hidden">
            Go to the sales figures
          </a>
          <div id="admin-figures" className="flex scroll-mt-28 flex-col gap-6 max-lg:order-last">
            <RangePicker value={period} onChange={setPeriod} />

            <SummaryCards summary={summary.data} failed={summary.isError} />

            <PeriodCards summary={summary.data} />

            <div className="grid grid-cols-1 gap-4 lg:grid-cols-3">
              <div className="min-w-0 lg:col-span-2">
                <RevenueChart days={summary.data?.revenueByDay} />
              </div>
              <LowStockList
                items={summary.data?.lowStock}
                threshold={summary.data?.lowStockThreshold}
                onEdit={openEdit}
              />
            </div>

            <TopProducts summary={summary.data} />

            <MostWanted onEdit={openEdit} />
          </div>
        </>
      ) : null}

      <div id="admin-manage" className="flex scroll-mt-28 flex-col gap-4 max-lg:order-2">
        {/* flex-wrap: on a phone every tab shows whole on two rows, where the row scrolled and cut 'Audit lo…'. */}
        <TabList
          idBase="admin"
          label="Manage the shop"
          tabs={tabs}
          value={tab}
          onValueChange={selectTab}
          className="flex-wrap sm:self-start"
        />
        <TabPanel idBase="admin" value="products" active={tab === 'products'}>
          <ProductsTab editId={editId} onEditHandled={editHandled} />
        </TabPanel>
        {isAdmin ? (
          <TabPanel idBase="admin" value="users" active={tab === 'users'}>
            <UsersTab currentUserId={user?.id} />
          </TabPanel>
        ) : null}
        <TabPanel idBase="admin" value="orders" active={tab === 'orders'}>
          <OrdersTab />
        </TabPanel>
        <TabPanel idBase="admin" value="returns" active={tab === 'returns'}>
          {tab === 'returns' ? (
            <Suspense fallback={null}>
              <ReturnsTab />
            </Suspense>
          ) : null}
        </TabPanel>
        {isAdmin ? (
          <>
            <TabPanel idBase="admin" value="customers" active={tab === 'customers'}>
              <CustomersTab />
            </TabPanel>
            <TabPanel idBase="admin" value="settings" active={tab === 'settings'}>
              <SettingsTab />
            </TabPanel>
            <TabPanel idBase="admin" value="audit" active={tab === 'audit'}>
              {/* Mounted when opened: the log is read fresh each time, with the changes just made. */}
              {tab === 'audit' ? <AuditTab /> : null}
            </TabPanel>
          </>
        ) : null}
      </div>
    </div>
  );
}
