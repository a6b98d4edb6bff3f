import { Link } from 'react-router';
import { MSG } from '#core/messages';
import { buttonVariants } from '~/components/ui/button';

export function NotFound() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <p className="text-6xl font-black tracking-tight text-brand-600">404</p>
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-slate-900">{MSG.notFoundTitle}</h1>
      <p className="mt-3 text-muted-foreground">The page you are looking for does not exist or has moved.</p>
      <Link to="/" className={buttonVariants({ size: 'lg', className: 'mt-8' })}>
        {MSG.returnHome}
      </Link>
    </section>
  );
}
