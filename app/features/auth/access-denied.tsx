import { ShieldAlert } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link, useNavigate } from 'react-router';
import { buttonVariants } from '~/components/ui/button';
import { toast } from '~/components/ui/toast';
import { useI18n } from '~/lib/i18n/i18n';
import { flashToast } from './flash';

/**
 * What a signed-in non-admin gets on an admin-only page: the page answers 403 with this screen, and
 * as soon as the JavaScript runs the shopper is taken to / with the 'Access Denied' toast (spec
 * section 4). Without JavaScript the screen itself says it, with a way home.
 */
export function AccessDenied() {
  const navigate = useNavigate();
  const { t } = useI18n();
  const denied = flashToast('admin-denied', t);
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    toast({ ...flashToast('admin-denied', t), duration: 6000 });
    void navigate('/', { replace: true });
  }, [navigate, t]);
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <ShieldAlert className="size-12 text-danger-solid" aria-hidden="true" />
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-slate-900">{denied.title}</h1>
      <p className="mt-3 text-slate-600">{denied.description}</p>
      <Link to="/" className={buttonVariants({ size: 'lg', className: 'mt-8' })}>
        {t('error.returnHome')}
      </Link>
    </section>
  );
}
