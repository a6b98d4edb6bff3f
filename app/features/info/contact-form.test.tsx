// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ContactForm, MIN_SENDING_MS } from './contact-form';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

beforeEach(() => vi.useFakeTimers());

function fill() {
  fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Wanjiru' } });
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'wanjiru@example.com' } });
  fireEvent.change(screen.getByLabelText(/Inquiry type/), { target: { value: 'wholesale' } });
  fireEvent.change(screen.getByLabelText('Subject'), { target: { value: 'Bulk order' } });
  fireEvent.change(screen.getByLabelText('Message'), { target: { value: 'Ten RTX 4060 cards, please.' } });
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('contact form', () => {
  it('has the fields of spec section 3, all required but the inquiry type (default general)', () => {
    render(<ContactForm />);
    for (const name of ['Name', 'Email', 'Subject', 'Message'])
      expect((screen.getByLabelText(name) as HTMLInputElement).required).toBe(true);
    expect(screen.getByLabelText('Email')).toHaveProperty('type', 'email');
    const select = screen.getByLabelText(/Inquiry type/) as HTMLSelectElement;
    expect(select.required).toBe(false);
    expect(select.value).toBe('general');
    expect([...select.options].map((o) => o.value)).toEqual(['general', 'support', 'orders', 'returns', 'wholesale']);
  });

  it("posts to /api/contact, shows 'Sending...' for at least 1.5 s, then the server's message and resets", async () => {
    const fetch = vi.fn(async () => json(201, { message: 'Thank you! Your message has been sent.' }));
    vi.stubGlobal('fetch', fetch);
    render(<ContactForm />);
    fill();
    fireEvent.submit(screen.getByRole('button', { name: /Send Message/ }).closest('form')!);
    expect((screen.getByRole('button', { name: /Sending\.\.\./ }) as HTMLButtonElement).disabled).toBe(true);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(MIN_SENDING_MS - 100);
    });
    expect((screen.getByRole('button', { name: /Sending\.\.\./ }) as HTMLButtonElement).disabled).toBe(true);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(100);
    });
    expect(screen.getByRole('status').textContent).toContain('Thank you! Your message has been sent.');
    expect((screen.getByRole('button', { name: /Send Message/ }) as HTMLButtonElement).disabled).toBe(false);
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('');
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/contact');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({
      name: 'Wanjiru',
      email: 'wanjiru@example.com',
      inquiryType: 'wholesale',
      subject: 'Bulk order',
      message: 'Ten RTX 4060 cards, please.',
    });
  });

  it("shows the server's error message and keeps what was typed", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(429, { message: 'Too many messages. Please try again later.' })),
    );
    render(<ContactForm />);
    fill();
    fireEvent.submit(screen.getByRole('button', { name: /Send Message/ }).closest('form')!);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(MIN_SENDING_MS);
    });
    expect(screen.getByRole('alert').textContent).toContain('Too many messages. Please try again later.');
    expect((screen.getByLabelText('Subject') as HTMLInputElement).value).toBe('Bulk order');
  });
});
