import { Link } from 'react-router';
import { buttonVariants } from '~/components/ui/button';
import { useT } from '~/lib/i18n/i18n';

export function NotFound() {
  const t = useT();
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <p className="text-6xl font-black tracking-tight text-brand-600">404</p>
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-slate-900">{t('error.notFoundTitle')}</h1>
      <p className="mt-3 text-muted-foreground">{t('error.notFoundText')}</p>
      <Link to="/" className={buttonVariants({ size: 'lg', className: 'mt-8' })}>
        {t('error.returnHome')}
      </Link>
    </section>
  );
}
