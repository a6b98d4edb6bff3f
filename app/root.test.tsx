// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { createRoutesStub, data } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from './root';

afterEach(cleanup);

function renderError(loader: () => never) {
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      loader,
      Component: () => null,
      ErrorBoundary: ErrorBoundary as never,
      HydrateFallback: () => null,
    },
  ]);
  render(<Stub initialEntries={['/']} />);
}

describe('root ErrorBoundary', () => {
  it('shows the 404 page for a 404 route error', async () => {
    renderError(() => {
      throw data(null, { status: 404 });
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Return to Home' }).getAttribute('href')).toBe('/');
  });

  it('shows the generic fallback with the status for other route errors', async () => {
    renderError(() => {
      throw data('Service Unavailable', { status: 503 });
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Unexpected Application Error!' })).toBeTruthy();
    expect(screen.getByText('503')).toBeTruthy();
  });

  it('shows the message of a thrown error', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderError(() => {
      throw new Error('Database unreachable');
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Unexpected Application Error!' })).toBeTruthy();
    expect(screen.getByText('Database unreachable')).toBeTruthy();
    vi.restoreAllMocks();
  });
});
