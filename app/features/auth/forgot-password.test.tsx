// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '~/components/ui/toast';
import { ForgotPassword, RESET_COOLDOWN_SECONDS } from './forgot-password';
import { formatCountdown } from './use-countdown';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('formatCountdown', () => {
  it('writes mm:ss', () => {
    expect(formatCountdown(90)).toBe('01:30');
    expect(formatCountdown(61)).toBe('01:01');
    expect(formatCountdown(9)).toBe('00:09');
    expect(formatCountdown(0)).toBe('00:00');
  });
});

async function send() {
  render(
    <>
      <ForgotPassword />
      <Toaster />
    </>,
  );
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'otieno@example.com' } });
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send reset link' })));
}

describe('ForgotPassword (spec sections 2 and 9: 90-second cooldown)', () => {
  it('disables the send button for 90 seconds after success, with a countdown', async () => {
    const message = 'If an account exists for that email, a password reset link has been sent.';
    const fetchMock = vi.fn(async () => Response.json({ message }));
    vi.stubGlobal('fetch', fetchMock);
    await send();
    expect(RESET_COOLDOWN_SECONDS).toBe(90);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(JSON.parse((fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].body as string)).toEqual({
      email: 'otieno@example.com',
    });
    const toast = screen.getAllByRole('status').find((s) => s.textContent?.includes('Password reset sent'))!;
    expect(toast.textContent).toContain(message);

    const button = () => screen.getByRole('button', { name: /Resend/ }) as HTMLButtonElement;
    expect(button().textContent).toBe('Resend in 01:30');
    expect(button().disabled).toBe(true);

    await act(async () => vi.advanceTimersByTime(1000));
    expect(button().textContent).toBe('Resend in 01:29');
    await act(async () => vi.advanceTimersByTime(59_000));
    expect(button().textContent).toBe('Resend in 00:30');
    expect(button().disabled).toBe(true);
    fireEvent.submit(button().form!);
    expect(fetchMock).toHaveBeenCalledTimes(1);

    await act(async () => vi.advanceTimersByTime(30_000));
    expect(button().textContent).toBe('Resend reset link');
    expect(button().disabled).toBe(false);
  });

  it("shows 'Reset failed' and leaves the button usable when the request fails", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json(
          { message: 'Too many password reset requests. Please try again in 15 minutes.' },
          { status: 429 },
        ),
      ),
    );
    await send();
    const alert = screen.getAllByRole('alert').find((a) => a.textContent?.includes('Reset failed'))!;
    expect(alert.textContent).toContain('Too many password reset requests. Please try again in 15 minutes.');
    expect((screen.getByRole('button', { name: 'Send reset link' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it("falls back to 'Could not send password reset email' when the server gives no message", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('Bad gateway', { status: 502 })),
    );
    await send();
    const alert = screen.getAllByRole('alert').find((a) => a.textContent?.includes('Reset failed'))!;
    expect(alert.textContent).toContain('Could not send password reset email');
  });
});
