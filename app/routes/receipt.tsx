import { Download, Printer } from 'lucide-react';
import { data, Link, redirect } from 'react-router';
import type { Route } from './+types/receipt';
import { formatKES } from '#core/pricing/money';
import { nairobiDateTime } from '#core/orders/receipt-format';
import { Button, buttonVariants } from '~/components/ui/button';
import { signInHref } from '~/features/auth/redirect';
import { deliveryOptionLabel } from '~/lib/delivery-labels';
import { pageMeta } from '~/lib/meta';
import { MoreStrings, tFrom, useT } from '~/lib/i18n/i18n';
import { accountStrings, languageOf } from '~/lib/i18n/language.server';

// The buyer's or an admin's only: anyone else gets the 404 page, like the order itself (decision 005).
export async function loader({ context, params, request }: Route.LoaderArgs) {
  if (!context.user) {
    const url = new URL(request.url);
    throw redirect(signInHref(url.pathname));
  }
  const receipt = await context.orders.receipt(params.id, context.user);
  if (!receipt) throw data(null, { status: 404 });
  return { receipt, strings: accountStrings(languageOf(request)) };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => [
  ...pageMeta(
    matches,
    tFrom(matches)('orders.receipt', { number: loaderData?.receipt.receiptNumber ?? '' }),
    tFrom(matches)('receipt.description'),
  ),
  { name: 'robots', content: 'noindex' },
];

/** A print-friendly receipt (decision 020): the shop's header, the payment, the items and totals. */
export default function ReceiptPage({ loaderData: { receipt, strings } }: Route.ComponentProps) {
  return (
    <MoreStrings strings={strings}>
      <Receipt r={receipt} />
    </MoreStrings>
  );
}

function Receipt({ r }: { r: Route.ComponentProps['loaderData']['receipt'] }) {
  const t = useT();
  // The server's label ('VAT (16%)' / 'Includes VAT (16%)') in the page's language; the PDF keeps English (decision 028).
  const included = r.vatLabel ? /^Includes VAT \((.+)\)$/.exec(r.vatLabel) : null;
  const vatLabel = included ? t('cart.vatIncluded', { rate: included[1] }) : r.vatLabel;
  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-8 print:max-w-none print:p-0">
      <div className="mb-4 flex flex-wrap gap-2 print:hidden">
        <Link to="/profile?tab=orders" className={buttonVariants({ variant: 'ghost', size: 'sm' })}>
          ← {t('checkout.myOrders')}
        </Link>
        <Button size="sm" variant="outline" className="ml-auto" onClick={() => window.print()}>
          <Printer aria-hidden="true" /> {t('receipt.print')}
        </Button>
        <a href={`/api/orders/${r.orderId}/receipt.pdf`} className={buttonVariants({ size: 'sm' })}>
          <Download aria-hidden="true" /> {t('receipt.pdf')}
        </a>
      </div>
      <article
        aria-labelledby="receipt-title"
        className="rounded-xl border border-slate-200 bg-white p-6 text-slate-900 print:border-0 print:p-0"
      >
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
              {t('orders.receipt', { number: r.receiptNumber })}
            </h1>
            {r.status === 'refunded' ? <p className="font-semibold text-danger">{t('order.status.refunded')}</p> : null}
          </div>
        </header>
        <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-1 py-4 text-sm">
          <dt className="font-medium text-slate-600">{t('receipt.order')}</dt>
          <dd>{r.orderNumber}</dd>
          <dt className="font-medium text-slate-600">{t('receipt.customer')}</dt>
          <dd>{r.customer}</dd>
          <dt className="font-medium text-slate-600">{t('receipt.paid')}</dt>
          <dd>{nairobiDateTime(r.paidAt)}</dd>
          <dt className="font-medium text-slate-600">{t('receipt.mpesa')}</dt>
          <dd>{r.mpesaReceipt ?? '—'}</dd>
          <dt className="font-medium text-slate-600">{t('orders.delivery')}</dt>
          <dd>
            {deliveryOptionLabel(t, r.deliveryMethod, r.deliveryZone)}
            {r.deliveryAddress ? `: ${r.deliveryAddress}` : ''}
          </dd>
          {r.refundReference ? (
            <>
              <dt className="font-medium text-slate-600">{t('receipt.refund')}</dt>
              <dd>{t('receipt.mpesaReference', { reference: r.refundReference })}</dd>
            </>
          ) : null}
        </dl>
        <table className="w-full text-sm">
          <caption className="sr-only">{t('receipt.items')}</caption>
          <thead>
            <tr className="border-y border-slate-200 text-left">
              <th scope="col" className="py-2 font-semibold">
                {t('receipt.item')}
              </th>
              <th scope="col" className="py-2 text-right font-semibold">
                {t('receipt.qty')}
              </th>
              <th scope="col" className="py-2 text-right font-semibold">
                {t('receipt.amount')}
              </th>
            </tr>
          </thead>
          <tbody>
            {r.items.map((item, i) => (
              <tr key={`${item.product}-${i}`} className="border-b border-slate-100">
                <td className="py-2 pr-2">
                  {item.name}
                  {item.warranty_months ? (
                    <span className="block text-xs text-slate-600">
                      {t('warranty.months', { months: item.warranty_months })}
                    </span>
                  ) : null}
                </td>
                <td className="py-2 text-right tabular-nums">{item.quantity}</td>
                <td className="py-2 text-right tabular-nums">{formatKES(item.price * item.quantity)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={2} className="pt-3 text-right font-normal text-slate-600">
                {t('receipt.items')}
              </th>
              <td className="pt-3 text-right tabular-nums">{formatKES(r.itemsPrice)}</td>
            </tr>
            <tr>
              <th scope="row" colSpan={2} className="text-right font-normal text-slate-600">
                {t('orders.delivery')}
              </th>
              <td className="text-right tabular-nums">{r.delivery ? formatKES(r.delivery) : t('cart.free')}</td>
            </tr>
            {r.vatLabel ? (
              <tr>
                <th scope="row" colSpan={2} className="text-right font-normal text-slate-600">
                  {vatLabel}
                </th>
                <td className="text-right tabular-nums">{formatKES(r.vat)}</td>
              </tr>
            ) : null}
            <tr>
              <th scope="row" colSpan={2} className="text-right font-semibold">
                {t('cart.total')}
              </th>
              <td className="text-right font-semibold tabular-nums">{formatKES(r.total)}</td>
            </tr>
            {r.mpesaAmount != null ? (
              <tr>
                <th scope="row" colSpan={2} className="text-right font-normal text-slate-600">
                  {t('receipt.paidByMpesa')}
                </th>
                <td className="text-right tabular-nums">{formatKES(r.mpesaAmount)}</td>
              </tr>
            ) : null}
          </tfoot>
        </table>
        <EtimsBlock e={r.etims} />
        <p className="mt-6 text-xs text-slate-500">{t('receipt.thanks')}</p>
      </article>
    </div>
  );
}

/** The eTIMS tax invoice (issue 30): the control unit's data and KRA's QR, or pending until signed. */
function EtimsBlock({ e }: { e: Route.ComponentProps['loaderData']['receipt']['etims'] }) {
  const t = useT();
  const title = e.simulated ? t('receipt.etimsSimulated') : t('receipt.etimsTitle');
  return (
    <section aria-labelledby="etims-title" className="mt-6 border-t border-slate-200 pt-4 text-sm">
      <h2 id="etims-title" className="font-semibold">
        {title}
      </h2>
      {e.status !== 'signed' ? (
        <p className="mt-1 text-slate-600">{t('receipt.etimsPending')}</p>
      ) : (
        <div className="mt-2 flex flex-wrap items-start gap-4">
          {/* A basis, not flex-1: on a phone the QR wraps below, rather than squeezing the values to a letter a line. */}
          <dl className="grid min-w-0 grow basis-64 grid-cols-[auto_1fr] gap-x-4 gap-y-1 break-all">
            <dt className="font-medium text-slate-600">{t('receipt.cuInvoice')}</dt>
            <dd data-testid="cu-invoice">{e.cuInvoiceNumber}</dd>
            <dt className="font-medium text-slate-600">{t('receipt.cuId')}</dt>
            <dd>{e.sdcId}</dd>
            <dt className="font-medium text-slate-600">{t('receipt.counter')}</dt>
            <dd>{e.receiptCounter}</dd>
            <dt className="font-medium text-slate-600">{t('receipt.sdcTime')}</dt>
            <dd>{e.sdcDateTime}</dd>
            <dt className="font-medium text-slate-600">{t('receipt.internalData')}</dt>
            <dd className="font-mono text-xs">{e.internalData}</dd>
            <dt className="font-medium text-slate-600">{t('receipt.signature')}</dt>
            <dd className="font-mono text-xs">{e.signature}</dd>
            {e.buyerPin ? (
              <>
                <dt className="font-medium text-slate-600">{t('receipt.buyerPin')}</dt>
                <dd>
                  {e.buyerPin}
                  {e.buyerName ? ` (${e.buyerName})` : ''}
                </dd>
              </>
            ) : null}
          </dl>
          {e.qrSvg && e.verifyUrl ? (
            <a href={e.verifyUrl} className="block w-32 shrink-0" rel="noreferrer">
              {/* The server made this SVG from KRA's verification URL (uqr): no user input reaches it. */}
              <span
                role="img"
                aria-label={t('receipt.verifyQr')}
                data-testid="etims-qr"
                className="block [&>svg]:h-auto [&>svg]:w-full"
                dangerouslySetInnerHTML={{ __html: e.qrSvg }}
              />
            </a>
          ) : null}
        </div>
      )}
    </section>
  );
}
