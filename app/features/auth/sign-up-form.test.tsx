// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createRoutesStub, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '~/components/ui/toast';
import { SignUpForm, signUpState } from './sign-up-form';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const filled = { name: 'Wanjiru', email: 'w@example.com', password: 'long-enough', confirmPassword: 'long-enough' };

describe('signUpState (spec sections 2 and 5)', () => {
  it('allows submit only with name, email and matching passwords, and not while busy', () => {
    expect(signUpState(filled, false)).toEqual({ mismatch: false, canSubmit: true, waitingFor: null });
    expect(signUpState(filled, true).canSubmit).toBe(false);
    expect(signUpState({ ...filled, name: '  ' }, false).canSubmit).toBe(false);
    expect(signUpState({ ...filled, email: '' }, false).canSubmit).toBe(false);
    expect(signUpState({ ...filled, password: '', confirmPassword: '' }, false).canSubmit).toBe(false);
    expect(signUpState({ ...filled, confirmPassword: 'other' }, false)).toEqual({
      mismatch: true,
      canSubmit: false,
      waitingFor: 'match',
    });
    // An empty confirmation blocks the submit but is not yet called a mismatch.
    expect(signUpState({ ...filled, confirmPassword: '' }, false)).toEqual({
      mismatch: false,
      canSubmit: false,
      waitingFor: 'match',
    });
  });
});

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

function renderForm() {
  const Stub = createRoutesStub([
    {
      path: '/signup',
      Component: () => (
        <>
          <SignUpForm />
          <Toaster />
        </>
      ),
    },
    { path: '/signin', Component: Where },
  ]);
  render(<Stub initialEntries={['/signup']} />);
  const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
  return { type, submit: () => screen.getByRole('button', { name: 'Create Account' }) as HTMLButtonElement };
}

describe('SignUpForm', () => {
  it('disables the submit until the form is complete, and says when the passwords differ', () => {
    const { type, submit } = renderForm();
    expect(submit().disabled).toBe(true);
    // The greyed-out button says what it waits for, and points a screen reader at it (19.11).
    const reason = () => document.getElementById(submit().getAttribute('aria-describedby') ?? '')?.textContent ?? '';
    expect(reason()).toBe('Fill in every field to create your account.');
    type('Full Name', 'Wanjiru Kamau');
    type('Email', 'w@example.com');
    type('Password', 'safari-njema');
    expect(submit().disabled).toBe(true);
    expect(reason()).toBe('Type the same password again to continue.');
    type('Confirm Password', 'safari-njemA');
    expect(screen.getByText('Passwords do not match')).toBeTruthy();
    expect(screen.getByLabelText('Confirm Password').getAttribute('aria-invalid')).toBe('true');
    expect(submit().disabled).toBe(true);
    type('Confirm Password', 'safari-njema');
    expect(screen.queryByText('Passwords do not match')).toBeNull();
    expect(submit().disabled).toBe(false);
    expect(reason()).toBe('');
    type('Full Name', '');
    expect(submit().disabled).toBe(true);
  });

  it('shows the server message, then goes to sign in after 3 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetchMock = vi.fn(async () =>
      Response.json(
        { message: 'Registration successful! Please check your email to verify your account.' },
        { status: 201 },
      ),
    );
    vi.stubGlobal('fetch', fetchMock);
    const { type, submit } = renderForm();
    type('Full Name', ' Wanjiru Kamau ');
    type('Email', 'w@example.com');
    type('Password', 'safari-njema');
    type('Confirm Password', 'safari-njema');
    await act(async () => fireEvent.click(submit()));
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/auth/register',
      expect.objectContaining({ method: 'POST', credentials: 'same-origin' }),
    );
    const body = JSON.parse((fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].body as string);
    expect(body).toEqual({ name: 'Wanjiru Kamau', email: 'w@example.com', password: 'safari-njema' });
    expect(
      screen.getAllByText('Registration successful! Please check your email to verify your account.').length,
    ).toBeGreaterThan(0);
    expect(screen.getByText('Redirecting to sign in...')).toBeTruthy();
    expect(screen.getByText('Registration successful!')).toBeTruthy();
    await act(async () => vi.advanceTimersByTime(2900));
    expect(screen.queryByTestId('where')).toBeNull();
    await act(async () => vi.advanceTimersByTime(200));
    expect((await screen.findByTestId('where')).textContent).toBe('/signin');
  });

  it("shows 'Registration failed' with the server's message", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ message: 'An account with this email already exists' }, { status: 409 })),
    );
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { type, submit } = renderForm();
    type('Full Name', 'Wanjiru');
    type('Email', 'w@example.com');
    type('Password', 'safari-njema');
    type('Confirm Password', 'safari-njema');
    await act(async () => fireEvent.click(submit()));
    const toast = screen.getAllByRole('alert').find((a) => a.textContent?.includes('Registration failed'))!;
    expect(toast.textContent).toContain('An account with this email already exists');
    expect(submit().disabled).toBe(false);
  });
});
