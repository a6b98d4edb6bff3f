import { Link } from 'react-router';
import { buttonVariants } from '~/components/ui/button';
import { useT } from '~/lib/i18n/i18n';

interface ErrorFallbackProps {
  status?: number;
  /** Null: 'An unknown error occurred', in the page's language. */
  message: string | null;
  /** Only passed in development. */
  stack?: string;
}

export function ErrorFallback({ status, message, stack }: ErrorFallbackProps) {
  const t = useT();
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{t('error.unexpected')}</h1>
      <p className="mt-4 text-lg text-slate-700">
        {status ? <span className="font-semibold">{status} </span> : null}
        {message ?? t('error.unknown')}
      </p>
      {stack ? (
        <pre className="mt-6 max-h-80 w-full overflow-auto rounded-lg bg-slate-900 p-4 text-left text-xs text-slate-100">
          {stack}
        </pre>
      ) : null}
      <Link to="/" className={buttonVariants({ size: 'lg', className: 'mt-8' })}>
        {t('error.returnHome')}
      </Link>
    </section>
  );
}
