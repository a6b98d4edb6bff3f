// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '~/components/ui/toast';
import { validateReview } from '#core/reviews/review-rules';
import { clearPurchaseCache, ReviewForm, WriteReview } from './write-review';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  clearPurchaseCache();
});

describe('validateReview (spec section 5)', () => {
  it('needs a rating and a comment of at least 10 characters', () => {
    expect(validateReview('', '')).toEqual({
      ok: false,
      errors: { rating: 'Rating is required', comment: 'Comment is required' },
    });
    expect(validateReview('4', '   ')).toEqual({ ok: false, errors: { comment: 'Comment is required' } });
    expect(validateReview('4', ' too short ')).toEqual({
      ok: false,
      errors: { comment: 'Comment must be at least 10 characters' },
    });
    expect(validateReview('4', ' Great value for money ')).toEqual({
      ok: true,
      value: { rating: 4, comment: 'Great value for money' },
    });
  });
});

type Root = { user: { id: number; name: string; email: string; isAdmin: boolean; emailVerified: boolean } | null };

function renderAt(element: React.ReactNode, root: Root = { user: null }) {
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      loader: () => ({ ...root, settings: undefined }),
      HydrateFallback: () => null,
      Component: () => (
        <>
          {element}
          <Toaster />
        </>
      ),
    },
  ]);
  render(<Stub initialEntries={['/']} hydrationData={{ loaderData: { root: { ...root } } }} />);
}

describe('ReviewForm', () => {
  it('shows the messages under the fields and sends nothing while invalid', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderAt(<ReviewForm productId={7} productName="RTX 4070" />);
    const submit = screen.getByRole('button', { name: 'Submit Review' });
    await act(async () => fireEvent.click(submit));
    expect(screen.getByText('Rating is required')).toBeTruthy();
    expect(screen.getByText('Comment is required')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Rating'));

    fireEvent.change(screen.getByLabelText('Rating'), { target: { value: '4' } });
    fireEvent.change(screen.getByLabelText('Comment'), { target: { value: 'Too short' } });
    await act(async () => fireEvent.click(submit));
    expect(screen.queryByText('Rating is required')).toBeNull();
    expect(screen.getByText('Comment must be at least 10 characters')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Comment'));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('offers the five ratings with a placeholder', () => {
    renderAt(<ReviewForm productId={7} productName="RTX 4070" />);
    const options = [...(screen.getByLabelText('Rating') as HTMLSelectElement).options].map((o) => o.textContent);
    expect(options).toEqual(['Select a rating', '5 - Excellent', '4 - Good', '3 - Average', '2 - Fair', '1 - Poor']);
    expect(screen.getByPlaceholderText('Share your thoughts on the product...')).toBeTruthy();
  });

  it('sends the rating as a number, thanks the reviewer and resets', async () => {
    const fetchMock = vi.fn(async (..._args: unknown[]) => Response.json({ message: 'Review added' }, { status: 201 }));
    vi.stubGlobal('fetch', fetchMock);
    renderAt(<ReviewForm productId={7} productName="RTX 4070" />);
    fireEvent.change(screen.getByLabelText('Rating'), { target: { value: '5' } });
    fireEvent.change(screen.getByLabelText('Comment'), { target: { value: 'Runs every game at 1440p.' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Submit Review' })));
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/products/7/reviews');
    expect(JSON.parse(init.body as string)).toEqual({ rating: 5, comment: 'Runs every game at 1440p.' });
    expect(screen.getByText('Review Submitted!')).toBeTruthy();
    expect(screen.getByText('Thank you for your feedback.')).toBeTruthy();
    expect((screen.getByLabelText('Comment') as HTMLTextAreaElement).value).toBe('');
    expect((screen.getByLabelText('Rating') as HTMLSelectElement).value).toBe('');
  });

  it("shows 'Submission Failed' with the server's message", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ message: 'You have already reviewed this product' }, { status: 400 })),
    );
    renderAt(<ReviewForm productId={7} productName="RTX 4070" />);
    fireEvent.change(screen.getByLabelText('Rating'), { target: { value: '3' } });
    fireEvent.change(screen.getByLabelText('Comment'), { target: { value: 'Decent card for the money.' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Submit Review' })));
    const alert = screen.getAllByRole('alert').find((a) => a.textContent?.includes('Submission Failed'))!;
    expect(alert.textContent).toContain('You have already reviewed this product');
  });
});

describe('WriteReview', () => {
  const user = {
    id: 3,
    name: 'Amina',
    email: 'a@example.com',
    isAdmin: false,
    emailVerified: true,
    role: 'customer',
    disabled: false,
  };

  it('shows nothing to a visitor who is not signed in', () => {
    renderAt(<WriteReview productId={7} productName="RTX 4070" />);
    expect(screen.queryByText('Write a Review')).toBeNull();
  });

  it('checks the purchase history, then asks a shopper who has not bought to buy first', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ hasPurchased: false })),
    );
    renderAt(<WriteReview productId={7} productName="RTX 4070" />, { user });
    expect(screen.getByText('Checking your purchase history...')).toBeTruthy();
    expect(await screen.findByText('You must purchase this product to leave a review.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Submit Review' })).toBeNull();
  });

  it('shows the form to a buyer', async () => {
    const fetchMock = vi.fn(async () => Response.json({ hasPurchased: true }));
    vi.stubGlobal('fetch', fetchMock);
    renderAt(<WriteReview productId={7} productName="RTX 4070" />, { user });
    expect(await screen.findByRole('button', { name: 'Submit Review' })).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/products/7/has-purchased',
      expect.objectContaining({ credentials: 'same-origin' }),
    );
  });
});
