import { Download, Printer } from 'lucide-react';
import { data, Link, redirect } from 'react-router';
import type { Route } from './+types/receipt';
import { formatKES } from '#core/money';
import { nairobiDateTime } from '#core/receipt-format';
import { Button, buttonVariants } from '~/components/ui/button';
import { signInHref } from '~/features/auth/redirect';
import { pageMeta } from '~/lib/meta';

// The buyer's or an admin's only: anyone else gets the 404 page, like the order itself (decision 005).
export async function loader({ context, params, request }: Route.LoaderArgs) {
  if (!context.user) {
    const url = new URL(request.url);
    throw redirect(signInHref(url.pathname));
  }
  const receipt = await context.orders.receipt(params.id, context.user);
  if (!receipt) throw data(null, { status: 404 });
  return { receipt };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => [
  ...pageMeta(matches, `Receipt ${loaderData?.receipt.receiptNumber ?? ''}`, 'Your receipt.'),
  { name: 'robots', content: 'noindex' },
];

/** A print-friendly receipt (decision 020): the shop's header, the payment, the items and totals. */
export default function ReceiptPage({ loaderData: { receipt: r } }: Route.ComponentProps) {
  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-8 print:max-w-none print:p-0">
      <div className="mb-4 flex flex-wrap gap-2 print:hidden">
        <Link to="/profile?tab=orders" className={buttonVariants({ variant: 'ghost', size: 'sm' })}>
          ← My Orders
        </Link>
        <Button size="sm" variant="outline" className="ml-auto" onClick={() => window.print()}>
          <Printer aria-hidden="true" /> Print
        </Button>
        <a href={`/api/orders/${r.orderId}/receipt.pdf`} className={buttonVariants({ size: 'sm' })}>
          <Download aria-hidden="true" /> Download PDF
        </a>
      </div>
      <article aria-labelledby="receipt-title" className="rounded-xl border border-slate-200 bg-white p-6 text-slate-900 print:border-0 print:p-0">
        <header className="flex flex-wrap items-start justify-between gap-4 border-b border-slate-200 pb-4">
          <div>
            <p className="text-xl font-bold">{r.shop.name}</p>
            {r.shop.address ? <p className="text-sm">{r.shop.address}</p> : null}
            {r.shop.kraPin ? <p className="text-sm">KRA PIN: {r.shop.kraPin}</p> : null}
            <p className="text-sm text-slate-600">
              {r.shop.phone} · {r.shop.email}
            </p>
          </div>
          <div className="text-right">
            <h1 id="receipt-title" className="text-lg font-bold tracking-wide">
              Receipt {r.receiptNumber}
            </h1>
            {r.status === 'refunded' ? <p className="font-semibold text-danger">Refunded</p> : null}
          </div>
        </header>
        <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-1 py-4 text-sm">
          <dt className="font-medium text-slate-600">Order</dt>
          <dd>{r.orderNumber}</dd>
          <dt className="font-medium text-slate-600">Customer</dt>
          <dd>{r.customer}</dd>
          <dt className="font-medium text-slate-600">Paid</dt>
          <dd>{nairobiDateTime(r.paidAt)}</dd>
          <dt className="font-medium text-slate-600">M-Pesa receipt</dt>
          <dd>{r.mpesaReceipt ?? '—'}</dd>
          <dt className="font-medium text-slate-600">Delivery</dt>
          <dd>{r.deliveryTo}</dd>
          {r.refundReference ? (
            <>
              <dt className="font-medium text-slate-600">Refund</dt>
              <dd>M-Pesa reference {r.refundReference}</dd>
            </>
          ) : null}
        </dl>
        <table className="w-full text-sm">
          <caption className="sr-only">Items</caption>
          <thead>
            <tr className="border-y border-slate-200 text-left">
              <th scope="col" className="py-2 font-semibold">Item</th>
              <th scope="col" className="py-2 text-right font-semibold">Qty</th>
              <th scope="col" className="py-2 text-right font-semibold">Amount</th>
            </tr>
          </thead>
          <tbody>
            {r.items.map((item, i) => (
              <tr key={`${item.product}-${i}`} className="border-b border-slate-100">
                <td className="py-2 pr-2">{item.name}</td>
                <td className="py-2 text-right tabular-nums">{item.quantity}</td>
                <td className="py-2 text-right tabular-nums">{formatKES(item.price * item.quantity)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={2} className="pt-3 text-right font-normal text-slate-600">Items</th>
              <td className="pt-3 text-right tabular-nums">{formatKES(r.itemsPrice)}</td>
            </tr>
            <tr>
              <th scope="row" colSpan={2} className="text-right font-normal text-slate-600">Delivery</th>
              <td className="text-right tabular-nums">{r.delivery ? formatKES(r.delivery) : 'Free'}</td>
            </tr>
            {r.vatLabel ? (
              <tr>
                <th scope="row" colSpan={2} className="text-right font-normal text-slate-600">{r.vatLabel}</th>
                <td className="text-right tabular-nums">{formatKES(r.vat)}</td>
              </tr>
            ) : null}
            <tr>
              <th scope="row" colSpan={2} className="text-right font-semibold">Total</th>
              <td className="text-right font-semibold tabular-nums">{formatKES(r.total)}</td>
            </tr>
            {r.mpesaAmount != null ? (
              <tr>
                <th scope="row" colSpan={2} className="text-right font-normal text-slate-600">Paid by M-Pesa</th>
                <td className="text-right tabular-nums">{formatKES(r.mpesaAmount)}</td>
              </tr>
            ) : null}
          </tfoot>
        </table>
        <p className="mt-6 text-xs text-slate-500">Prices in KES. Thank you for shopping with us.</p>
      </article>
    </div>
  );
}
