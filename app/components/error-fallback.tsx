import { Link } from 'react-router';
import { MSG } from '#core/messages';
import { buttonVariants } from '~/components/ui/button';

interface ErrorFallbackProps {
  status?: number;
  message: string;
  /** Only passed in development. */
  stack?: string;
}

export function ErrorFallback({ status, message, stack }: ErrorFallbackProps) {
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{MSG.unexpectedError}</h1>
      <p className="mt-4 text-lg text-slate-700">
        {status ? <span className="font-semibold">{status} </span> : null}
        {message}
      </p>
      {stack ? (
        <pre className="mt-6 max-h-80 w-full overflow-auto rounded-lg bg-slate-900 p-4 text-left text-xs text-slate-100">
          {stack}
        </pre>
      ) : null}
      <Link to="/" className={buttonVariants({ size: 'lg', className: 'mt-8' })}>
        {MSG.returnHome}
      </Link>
    </section>
  );
}
