import { useT } from '~/lib/i18n/i18n';
import { useDataSaver } from '~/lib/root-data';

/**
 * "Data saver" in the menu (issue 18, decision 045): a plain form, so the server renders the next page
 * with it; it sends the shopper back to the page they were on (the Referer), and costs the shell little.
 */
export function DataSaverSwitch({ className }: { className?: string }) {
  const t = useT();
  const dataSaver = useDataSaver();
  return (
    <form method="post" action="/data-saver" className="contents">
      <button
        name="on"
        value={dataSaver ? 'off' : 'on'}
        aria-pressed={dataSaver}
        title={t('dataSaver.title')}
        className={className}
      >
        {t('dataSaver.label')}
        <span
          aria-hidden="true"
          className={`ml-auto size-4 rounded-full border-4 ${dataSaver ? 'border-brand-600' : 'border-slate-300'}`}
        />
      </button>
    </form>
  );
}
