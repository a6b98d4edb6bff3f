import { Feather } from 'lucide-react';
import { Form, useLocation } from 'react-router';
import { useT } from '~/lib/i18n/i18n';
import { useRootData } from '~/lib/root-data';
import { cn } from '~/lib/utils';

/** "Data saver" in the menu (issue 18): a form, so the server renders the next page with it. */
export function DataSaverSwitch({ className }: { className?: string }) {
  const t = useT();
  const { dataSaver } = useRootData();
  const location = useLocation();
  return (
    <Form method="post" action="/data-saver" className="contents">
      <input type="hidden" name="on" value={dataSaver ? 'off' : 'on'} />
      <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
      <button type="submit" aria-pressed={dataSaver} title={t('dataSaver.title')} className={cn(className)} data-testid="data-saver">
        <Feather className="size-5" aria-hidden="true" /> {t('dataSaver.label')}
        <span aria-hidden="true" className={cn('ml-auto h-5 w-9 rounded-full p-0.5', dataSaver ? 'bg-brand-600' : 'bg-slate-300')}>
          <span className={cn('block size-4 rounded-full bg-white transition-transform', dataSaver && 'translate-x-4')} />
        </span>
      </button>
    </Form>
  );
}
