// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '~/components/ui/toast';
import { MpesaForm } from './mpesa-form';
import { checkMpesaPayment, paymentFailedText } from './validate';

afterEach(cleanup);

function renderForm(amount = 45_999.5, testNotice?: string | null) {
  const onPay = vi.fn(async () => {});
  render(
    <>
      <MpesaForm amount={amount} onPay={onPay} testNotice={testNotice} />
      <Toaster />
    </>,
  );
  const input = screen.getByLabelText('M-Pesa phone number') as HTMLInputElement;
  const pay = async (value: string) => {
    fireEvent.change(input, { target: { value } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /with M-Pesa$/ })));
  };
  const toast = () => screen.getAllByRole('alert').find((a) => a.className.includes('flex-col'))!.textContent ?? '';
  return { input, pay, onPay, toast };
}

describe('MpesaForm (spec section 5)', () => {
  it('an order paid in parts shows "Payment 1 of 2: KES 150,000" and asks that part', async () => {
    const onPay = vi.fn(async () => {});
    render(<MpesaForm amount={150_000} step={{ number: 1, of: 2 }} onPay={onPay} />);
    expect(screen.getByText('Payment 1 of 2: KES 150,000')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('M-Pesa phone number'), { target: { value: '0708374149' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Pay KES 150,000 with M-Pesa' })));
    expect(onPay).toHaveBeenCalledWith('254708374149', 150_000);
  });

  it("'Pay the rest' starts with the number the order was paid from (issue 32)", () => {
    render(<MpesaForm amount={1000} initialPhone="254712345678" onPay={vi.fn(async () => {})} />);
    expect((screen.getByLabelText('M-Pesa phone number') as HTMLInputElement).value).toBe('254712345678');
  });

  it('a single payment has no step line', () => {
    render(<MpesaForm amount={45_999} step={{ number: 1, of: 1 }} onPay={vi.fn(async () => {})} />);
    expect(screen.queryByText(/^Payment 1 of/)).toBeNull();
  });

  it('keeps digits only, at most 12, and shows the sandbox test number', () => {
    const { input } = renderForm();
    fireEvent.change(input, { target: { value: '+254 708-374-149 99' } });
    expect(input.value).toBe('254708374149');
    expect(input.placeholder).toBe('2547XXXXXXXX');
    expect(input.maxLength).toBe(12);
    expect(screen.getByText(/Test number: 254708374149/)).toBeTruthy();
  });

  it("says 'Invalid phone number' / 'Please enter a valid M-Pesa phone number' below 9 digits", async () => {
    const { pay, onPay, toast, input } = renderForm();
    await pay('07123');
    expect(toast()).toContain('Invalid phone number');
    expect(toast()).toContain('Please enter a valid M-Pesa phone number');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(input);
    expect(onPay).not.toHaveBeenCalled();
  });

  it("says 'Phone number must start with 254' for another country's number", async () => {
    const { pay, onPay, toast } = renderForm();
    await pay('447911123456');
    expect(toast()).toContain('Phone number must start with 254');
    expect(onPay).not.toHaveBeenCalled();
  });

  it("says 'Invalid phone number format' for a 254 number that is not a mobile one", async () => {
    const { pay, onPay, toast } = renderForm();
    await pay('254208374149');
    expect(toast()).toContain('Invalid phone number format');
    expect(onPay).not.toHaveBeenCalled();
  });

  it("says 'Amount must be between 10 and 150,000' outside M-Pesa's limits", async () => {
    const big = renderForm(150_000.6);
    await big.pay('254708374149');
    expect(big.toast()).toContain('Amount must be between 10 and 150,000');
    expect(big.onPay).not.toHaveBeenCalled();
    cleanup();
    const small = renderForm(9);
    await small.pay('254708374149');
    expect(small.onPay).not.toHaveBeenCalled();
  });

  it('pays with the number normalised to 254 and the amount rounded up to whole shillings', async () => {
    const { pay, onPay } = renderForm(45_999.2);
    await pay('0708374149');
    expect(onPay).toHaveBeenCalledWith('254708374149', 46_000);
  });

  it('shows the amount M-Pesa will ask when the total has cents, rounded up', () => {
    renderForm(45_999.2);
    expect(screen.getByText(/M-Pesa takes whole shillings: your total of KES 45,999\.20 is asked as/).textContent).toBe(
      'M-Pesa takes whole shillings: your total of KES 45,999.20 is asked as KES 46,000.',
    );
    expect(screen.getByRole('button', { name: 'Pay KES 46,000 with M-Pesa' })).toBeTruthy();
    cleanup();
    renderForm(46_000);
    expect(screen.queryByText(/M-Pesa takes whole shillings/)).toBeNull();
  });

  it("says 'test payments — no money moves' when payments are not real, and nothing when they are", () => {
    renderForm(1000, 'M-Pesa simulator: test payments — no money moves');
    expect(screen.getByRole('note').textContent).toBe('M-Pesa simulator: test payments — no money moves');
    cleanup();
    renderForm(1000, null);
    expect(screen.queryByRole('note')).toBeNull();
  });
});

describe('checkMpesaPayment', () => {
  it('accepts the forms Kenyans write their numbers in', () => {
    for (const raw of ['0712345678', '254712345678', '712345678', '0112345678']) {
      expect(checkMpesaPayment(raw, 100).ok).toBe(true);
    }
  });
});

describe('paymentFailedText (spec section 8)', () => {
  it("prefixes 'Payment failed:' once", () => {
    expect(paymentFailedText('Invalid Access Token')).toBe('Payment failed: Invalid Access Token');
    expect(paymentFailedText('Payment failed: M-Pesa could not be reached')).toBe(
      'Payment failed: M-Pesa could not be reached',
    );
  });
});
