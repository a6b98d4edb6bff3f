import type { Payment } from '#core/schemas/payments';
import { toast } from '~/components/ui/toast';
import { api, ApiError, errorMessage } from '~/lib/api';
import { tNow } from '~/lib/i18n/i18n';
import { paymentFailedText } from './validate';

/** 'Payment initiated' (spec section 8) in the page's language. */
export const paymentStarted = () => ({ title: tNow('pay.startedTitle'), description: tNow('pay.startedText') });

/** 'Payment failed' / 'Payment failed: {reason}' (spec section 8), for a refused push or a failed prompt. */
export function paymentFailedToast(reason: string, duration?: number) {
  toast({
    title: tNow('pay.failedTitle'),
    description: paymentFailedText(reason, tNow),
    variant: 'destructive',
    duration,
  });
}

/**
 * Sends the M-Pesa PIN prompt for an order (POST /api/payments/mpesa/stk-push). On failure shows
 * the 'Payment failed' toast and returns the error; the order stays, waiting for payment.
 */
export async function startMpesaPayment(
  orderId: number,
  phoneNumber: string,
  amount?: number,
): Promise<{ ok: true; payment: Payment } | { ok: false; error: unknown }> {
  try {
    const payment = await api<Payment>('/api/payments/mpesa/stk-push', {
      method: 'POST',
      body: { orderId, phoneNumber, amount },
    });
    return { ok: true, payment };
  } catch (error) {
    console.error(error);
    paymentFailedToast(errorMessage(error, tNow('error.unknown')));
    return { ok: false, error };
  }
}

/**
 * The order itself cannot be paid any more (expired, cancelled, gone): a new one is needed. Told by the
 * answer's code (decision 072): its message is in the shopper's language, so English text would miss it.
 */
export const orderNotPayable = (error: unknown) =>
  error instanceof ApiError &&
  (error.status === 404 || (error.status === 409 && error.code === 'payment.orderNotPayable'));
