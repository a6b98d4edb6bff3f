// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ChangePassword } from './change-password';

afterEach(cleanup);

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = () => screen.getByRole('button', { name: 'Change Password' }) as HTMLButtonElement;

describe('ChangePassword (the Security tab)', () => {
  it('asks for the new password twice, says when they differ, and submits only when they match', () => {
    render(<ChangePassword />);
    type('Current Password', 'old-password-1');
    type('New Password', 'safari-njema');
    expect(screen.getByLabelText('New Password').getAttribute('minlength')).toBe('8');
    expect(screen.getByLabelText('New Password').getAttribute('autocomplete')).toBe('new-password');
    expect(submit().disabled).toBe(true);
    type('Confirm New Password', 'safari-njemA');
    expect(screen.getByText('Passwords do not match')).toBeTruthy();
    expect(screen.getByLabelText('Confirm New Password').getAttribute('aria-invalid')).toBe('true');
    expect(submit().disabled).toBe(true);
    type('Confirm New Password', 'safari-njema');
    expect(screen.queryByText('Passwords do not match')).toBeNull();
    expect(submit().disabled).toBe(false);
  });
});
