// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CsvImport, CsvImportStatus, type ImportResult } from './csv-import';
import { fakeFetch, renderAdmin } from './test-utils';

vi.mock('~/components/ui/toast', async (original) => ({ ...(await original<object>()), toast: vi.fn() }));

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function Harness() {
  const [result, setResult] = useState<ImportResult | null>(null);
  return (
    <>
      <CsvImport onResult={setResult} />
      <div role="status">
        <CsvImportStatus result={result} />
      </div>
    </>
  );
}

const job = { id: 7, status: 'running', total: 2000, created: 0, updated: 0, message: 'Importing…' };

describe('the CSV import in the admin (issue 33)', () => {
  it('shows the progress of a long import, then its result', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const states = [
      { ...job, done: 800, created: 800 },
      { ...job, status: 'done', done: 2000, created: 2000, message: 'Imported 2000 products (2000 new, 0 updated)' },
    ];
    fakeFetch([
      { method: 'POST', path: '/api/admin/products/import', status: 202, body: { ...job, done: 150 } },
      { path: '/api/admin/products/import/7', reply: () => states.shift() },
    ]);
    renderAdmin(<Harness />);
    const file = new File(['name,brand\n'], 'big.csv', { type: 'text/csv' });
    fireEvent.change(await screen.findByTestId('csv-import-input'), { target: { files: [file] } });
    expect(await screen.findByText('Importing: 150 of 2,000 rows written')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Importing/ })).toHaveProperty('disabled', true);
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(await screen.findByText('Importing: 800 of 2,000 rows written')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Import progress' })).toHaveProperty('value', 800);
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect((await screen.findByRole('status')).textContent).toBe(
      'Import finished: Imported 2000 products (2000 new, 0 updated)',
    );
  });

  it('says what went in when the job stopped part way', async () => {
    fakeFetch([
      {
        method: 'POST',
        path: '/api/admin/products/import',
        status: 409,
        body: {
          message: 'Line 402: Product not found. The 400 rows before line 402 were imported (400 new, 0 updated).',
        },
      },
    ]);
    renderAdmin(<Harness />);
    const file = new File(['x'], 'big.csv', { type: 'text/csv' });
    fireEvent.change(await screen.findByTestId('csv-import-input'), { target: { files: [file] } });
    expect((await screen.findByText(/^Import failed/)).parentElement?.textContent).toBe(
      'Import failed: Line 402: Product not found. The 400 rows before line 402 were imported (400 new, 0 updated).',
    );
  });
});
