// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Field, TextField } from './field';
import { Input } from './input';

afterEach(cleanup);

const described = (el: HTMLElement) =>
  (el.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent);

describe('Field', () => {
  it('names the control by its label alone, and reads its hint and error with it', () => {
    render(
      <Field label="Price (KES)" required hint="Whole shillings or cents." error="Price must be a positive number">
        {(control) => <Input {...control} />}
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'Price (KES)' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(described(input)).toEqual(['Whole shillings or cents.', 'Price must be a positive number']);
    expect(screen.getByText('*').getAttribute('aria-hidden')).toBe('true');
  });

  it('is valid and described by nothing without a hint or error; says when it may stay empty', () => {
    render(
      <Field label="Inquiry type" optional>
        {(control) => <Input {...control} />}
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: /^Inquiry type/ }) as HTMLInputElement;
    expect(input.labels?.[0]?.textContent).toBe('Inquiry type (optional)');
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    expect(input.hasAttribute('aria-describedby')).toBe(false);
  });
});

describe('TextField', () => {
  it('passes the input its own props and announces an error that appears', () => {
    const { rerender } = render(<TextField label="Email" type="email" name="email" required />);
    const input = screen.getByRole('textbox', { name: 'Email' }) as HTMLInputElement;
    expect([input.type, input.name, input.required]).toEqual(['email', 'email', true]);
    rerender(<TextField label="Email" type="email" name="email" required error="Please enter a valid email" />);
    expect(described(input)).toEqual(['Please enter a valid email']);
    expect(screen.getByText('Please enter a valid email').getAttribute('aria-live')).toBe('polite');
  });
});
