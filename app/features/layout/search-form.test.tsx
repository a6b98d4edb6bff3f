// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createRoutesStub, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { SearchForm, searchHref } from './search-form';

afterEach(cleanup);

describe('searchHref', () => {
  it('trims and URL-encodes the text', () => {
    expect(searchHref('  rtx 4070 ')).toBe('/search?q=rtx%204070');
    expect(searchHref('a&b=c')).toBe('/search?q=a%26b%3Dc');
  });
  it('ignores blank text', () => {
    expect(searchHref('')).toBeNull();
    expect(searchHref('   ')).toBeNull();
  });
});

function Where() {
  const { pathname, search } = useLocation();
  return <output>{pathname + search}</output>;
}

describe('SearchForm', () => {
  it('is a GET form to /search with field q, and navigates to the trimmed query', async () => {
    const Stub = createRoutesStub([
      {
        path: '/',
        Component: () => (
          <>
            <SearchForm />
            <Where />
          </>
        ),
      },
      { path: '/search', Component: Where },
    ]);
    render(<Stub initialEntries={['/']} />);
    const box = screen.getByRole('combobox', { name: 'Search products' }) as HTMLInputElement;
    const form = box.form!;
    expect(form.getAttribute('method')).toBe('get');
    expect(form.getAttribute('action')).toBe('/search');
    expect(box.name).toBe('q');
    expect(box.required).toBe(true);

    fireEvent.change(box, { target: { value: '   ' } });
    fireEvent.submit(form);
    expect(screen.getByRole('status').textContent).toBe('/');

    fireEvent.change(box, { target: { value: '  rtx 4070 ' } });
    fireEvent.submit(form);
    expect((await screen.findByText('/search?q=rtx%204070')).tagName).toBe('OUTPUT');
  });
});
