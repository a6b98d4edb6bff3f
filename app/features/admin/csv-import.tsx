import { useQueryClient } from '@tanstack/react-query';
import { FileUp, RotateCw } from 'lucide-react';
import { useRef, useState } from 'react';
import type { CsvImportJob } from '#core/schemas/admin';
import { Alert } from '~/components/ui/alert';
import { Button } from '~/components/ui/button';
import { toast } from '~/components/ui/toast';
import { errorMessage } from '~/lib/api';
import { fetchCsvImport, importProductsCsv } from './api';
import { adminKeys } from './queries';

export type ImportResult =
  { state: 'running'; done: number; total: number } | { state: 'done' | 'failed'; text: string };

const POLL_MS = 1000;
const rows = new Intl.NumberFormat('en-KE');

/**
 * 'Import CSV': the export's columns. Every row is checked before any is written (a bad one answers
 * 'Line N: reason', nothing imported); a long file then runs as a job (issue 33) whose progress is
 * polled here, while the shop keeps serving.
 */
export function CsvImport({ onResult }: { onResult(result: ImportResult | null): void }) {
  const queryClient = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);

  async function follow(job: CsvImportJob): Promise<CsvImportJob> {
    while (job.status === 'running') {
      onResult({ state: 'running', done: job.done, total: job.total });
      await new Promise((r) => setTimeout(r, POLL_MS));
      job = await fetchCsvImport(job.id);
    }
    return job;
  }

  async function onFile(file: File | undefined) {
    if (!file) return;
    setBusy(true);
    onResult(null);
    try {
      const answer = await importProductsCsv(await file.text());
      const job = answer.status === 'running' ? await follow(answer as CsvImportJob) : answer;
      void queryClient.invalidateQueries({ queryKey: adminKeys.products });
      void queryClient.invalidateQueries({ queryKey: adminKeys.summary });
      void queryClient.invalidateQueries({ queryKey: adminKeys.brands });
      if (job.status === 'failed') throw new Error(job.message);
      onResult({ state: 'done', text: job.message });
      toast({ title: 'Import finished', description: job.message });
    } catch (error) {
      const reason = errorMessage(error, 'The file could not be imported.');
      // A row refused before writing leaves everything as it was; a job that failed says itself what went in.
      const text = /imported/i.test(reason)
        ? reason
        : `${reason}${/[.!?]$/.test(reason) ? '' : '.'} Nothing was imported.`;
      onResult({ state: 'failed', text });
      toast({ title: 'Import failed', description: text, variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <input
        ref={input}
        type="file"
        accept=".csv,text/csv"
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        data-testid="csv-import-input"
        onChange={(e) => {
          void onFile(e.target.files?.[0]);
          e.target.value = '';
        }}
      />
      <Button variant="outline" size="sm" disabled={busy} onClick={() => input.current?.click()}>
        {busy ? <RotateCw className="animate-spin" aria-hidden="true" /> : <FileUp aria-hidden="true" />}
        {busy ? 'Importing...' : 'Import CSV'}
      </Button>
    </>
  );
}

/** The import's line under the header: its progress while it runs, then what came of it. */
export function CsvImportStatus({ result }: { result: ImportResult | null }) {
  if (!result) return null;
  if (result.state === 'running')
    return (
      <div className="flex flex-wrap items-center gap-3 rounded-lg border border-slate-200 bg-white px-3 py-2 text-sm text-slate-700">
        <span>
          Importing: {rows.format(result.done)} of {rows.format(result.total)} rows written
        </span>
        <progress className="h-2 w-40" max={result.total} value={result.done} aria-label="Import progress" />
      </div>
    );
  return (
    <Alert tone={result.state === 'done' ? 'success' : 'danger'} size="sm">
      <span className="font-semibold">{result.state === 'done' ? 'Import finished: ' : 'Import failed: '}</span>
      {result.text}
    </Alert>
  );
}
