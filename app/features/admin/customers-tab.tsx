import { ArrowLeft } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { formatKES } from '#core/pricing/money';
import { STAGE_LABELS } from '#core/orders/stages';
import { CUSTOMER_SORT_LABELS, CUSTOMER_SORTS, type AdminCustomer } from '#core/schemas/admin-find';
import { ListError, ListSkeleton, SearchBox } from './list-parts';
import { formatDateTime } from './order-card';
import { Pager, SelectField } from './find-parts';
import { useCustomer, useCustomerPage } from './queries';

const PAGE_SIZE = 20;
type Sort = (typeof CUSTOMER_SORTS)[number];
const day = new Intl.DateTimeFormat('en-KE', { dateStyle: 'medium', timeZone: 'Africa/Nairobi' });
const fmtDay = (iso: string | null) => (iso ? day.format(new Date(iso)) : '—');

/** The Customers tab (decision 033): searched and paged by the server; `?customer=ID` opens one. */
export function CustomersTab() {
  const [params] = useSearchParams();
  const id = Number(params.get('customer'));
  return Number.isInteger(id) && id > 0 ? <CustomerPage id={id} /> : <CustomerList />;
}

function CustomerList() {
  const [query, setQuery] = useState('');
  const [q, setQ] = useState('');
  const [sort, setSort] = useState<Sort>('newest');
  const [page, setPage] = useState(1);
  useEffect(() => {
    const t = setTimeout(() => setQ(query.trim()), 300);
    return () => clearTimeout(t);
  }, [query]);
  const qs = new URLSearchParams({ sort, page: String(page), pageSize: String(PAGE_SIZE) });
  if (q) qs.set('q', q);
  const list = useCustomerPage(qs.toString());
  const data = list.data;
  return (
    <section aria-labelledby="customers-heading" className="flex min-w-0 flex-col gap-4">
      <h2 id="customers-heading" className="text-lg font-semibold text-slate-900">
        Customers
        {data ? (
          <span className="ml-2 text-sm font-normal text-slate-500">
            {data.total.toLocaleString('en-KE')} {q ? 'found' : 'in all'}
          </span>
        ) : null}
      </h2>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="min-w-0 flex-1">
          <SearchBox
            label="Search customers"
            placeholder="Name, e-mail or phone"
            value={query}
            onChange={(v) => {
              setQuery(v);
              setPage(1);
            }}
          />
        </div>
        <SelectField
          label="Sort"
          value={sort}
          onChange={(v) => {
            setSort(v as Sort);
            setPage(1);
          }}
        >
          {CUSTOMER_SORTS.map((s) => (
            <option key={s} value={s}>
              {CUSTOMER_SORT_LABELS[s]}
            </option>
          ))}
        </SelectField>
      </div>
      {list.isPending ? (
        <ListSkeleton rows={5} />
      ) : list.isError || !data ? (
        <ListError what="customers" onRetry={() => void list.refetch()} />
      ) : data.customers.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 bg-white px-4 py-10 text-center text-slate-600">
          {q ? `No customers match "${q}".` : 'No customers yet.'}
        </p>
      ) : (
        <>
          <ul className="grid min-w-0 grid-cols-1 gap-2 md:grid-cols-2" aria-label="Customers">
            {data.customers.map((c) => (
              <li key={c.id} className="min-w-0 rounded-xl border border-slate-200 bg-white px-4 py-3 shadow-sm">
                <Link
                  to={`?tab=customers&customer=${c.id}`}
                  className="font-semibold break-words text-brand-700 underline"
                >
                  {c.name}
                </Link>
                <CustomerFacts c={c} />
              </li>
            ))}
          </ul>
          <Pager page={data.page} pages={data.pages} total={data.total} noun="customer" onPage={setPage} />
        </>
      )}
    </section>
  );
}

function CustomerFacts({ c }: { c: AdminCustomer }) {
  return (
    <dl className="mt-1 grid grid-cols-2 gap-x-3 gap-y-1 text-sm">
      <div className="col-span-2 min-w-0">
        <dt className="sr-only">E-mail</dt>
        <dd className="break-all text-slate-600">{c.email}</dd>
      </div>
      <Fact label="Phone" value={c.phone ?? '—'} />
      <Fact label="Orders" value={String(c.orderCount)} />
      <Fact label="Total spent" value={formatKES(c.totalSpent)} />
      <Fact label="Joined" value={fmtDay(c.joinedAt)} />
      <Fact label="Last order" value={fmtDay(c.lastOrderAt)} />
    </dl>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-slate-500">{label}</dt>
      <dd className="break-words text-slate-900 tabular-nums">{value}</dd>
    </div>
  );
}

function CustomerPage({ id }: { id: number }) {
  const [page, setPage] = useState(1);
  const detail = useCustomer(id, page);
  const d = detail.data;
  return (
    <section aria-labelledby="customer-heading" className="flex min-w-0 flex-col gap-4">
      <Link
        to="?tab=customers"
        className="flex items-center gap-1 self-start text-sm font-medium text-brand-700 hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        All customers
      </Link>
      {detail.isPending ? (
        <ListSkeleton rows={3} />
      ) : detail.isError || !d ? (
        <ListError what="the customer" onRetry={() => void detail.refetch()} />
      ) : (
        <>
          <div className="rounded-xl border border-slate-200 bg-white px-4 py-3 shadow-sm">
            <h2 id="customer-heading" className="text-xl font-bold break-words text-slate-900">
              {d.customer.name}
            </h2>
            <CustomerFacts c={d.customer} />
          </div>
          <h3 className="font-semibold text-slate-900">Their orders</h3>
          <ul className="flex min-w-0 flex-col gap-2" aria-label="Their orders">
            {d.orders.orders.map((o) => (
              <li
                key={o.id}
                className="flex flex-wrap items-baseline justify-between gap-2 rounded-lg border border-slate-200 bg-white px-3 py-2 text-sm"
              >
                <Link to={`?tab=orders&order=${o.id}`} className="font-medium text-brand-700 underline">
                  Order {o.number}
                </Link>
                <span className="text-slate-600">{formatDateTime(o.created_at)}</span>
                <span className="text-slate-700">{STAGE_LABELS[o.status]}</span>
                <span className="font-semibold tabular-nums">{formatKES(o.total_price)}</span>
              </li>
            ))}
            {d.orders.orders.length === 0 ? <li className="text-sm text-slate-600">No orders yet.</li> : null}
          </ul>
          <Pager page={d.orders.page} pages={d.orders.pages} total={d.orders.total} noun="order" onPage={setPage} />
        </>
      )}
    </section>
  );
}
