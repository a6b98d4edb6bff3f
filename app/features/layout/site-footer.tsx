import { ChevronDown, Mail, Phone } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { StoreSettings } from '#core/settings';
import { SocialLinks } from './social-links';
import { freeDeliveryOffer } from '~/lib/free-delivery';
import { useT, type MessageKey } from '~/lib/i18n/i18n';

const QUICK_LINKS: { to: string; label: MessageKey }[] = [
  { to: '/search', label: 'footer.shopAll' },
  { to: '/category/graphics-cards', label: 'category.graphics-cards' },
  { to: '/category/processors', label: 'category.processors' },
  { to: '/category/motherboards', label: 'category.motherboards' },
];

const HELP_LINKS: { to: string; label: MessageKey }[] = [
  { to: '/contact', label: 'footer.contactUs' },
  { to: '/about', label: 'footer.aboutUs' },
  { to: '/build-pc', label: 'footer.buildYourPc' },
];

const LINK = 'rounded text-sm text-slate-300 hover:text-white hover:underline underline-offset-4';

/**
 * A footer section: a plain heading and list on wider screens; on a phone a disclosure, closed once the
 * page is live, so the footer is a few lines instead of ~700 px of stacked links (19.10). The server
 * renders it open, so without JavaScript every link is still there.
 */
function Column({ title, children }: { title: string; children: ReactNode }) {
  const ref = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    if (ref.current && window.matchMedia?.(PHONE).matches) ref.current.open = false;
  }, []);
  return (
    <details ref={ref} open className="group border-b border-white/10 pb-3 sm:border-0 sm:pb-0">
      <summary className="flex cursor-pointer list-none items-center justify-between py-1 sm:pointer-events-none sm:cursor-auto sm:py-0 [&::-webkit-details-marker]:hidden">
        <h2 className="text-sm font-semibold tracking-wide text-white uppercase">{title}</h2>
        <ChevronDown className="size-4 transition-transform group-open:rotate-180 sm:hidden" aria-hidden="true" />
      </summary>
      <div className="mt-3 sm:mt-4">{children}</div>
    </details>
  );
}

const PHONE = '(max-width: 639.98px)';

export function SiteFooter({ settings }: { settings: StoreSettings }) {
  const year = new Date().getFullYear();
  const t = useT();
  return (
    <footer className="mt-16 bg-ink text-slate-300 print:hidden">
      <div className="mx-auto grid max-w-7xl gap-4 px-4 py-8 sm:grid-cols-2 sm:gap-10 sm:py-12 lg:grid-cols-4">
        <div className="flex flex-col gap-4">
          <p className="text-lg font-bold text-white">{settings.storeName}</p>
          <p className="text-sm leading-relaxed">
            {t('footer.about', { offer: freeDeliveryOffer(settings.freeDeliveryThreshold, t) })}
          </p>
          <SocialLinks storeName={settings.storeName} />
        </div>
        <Column title={t('footer.quickLinks')}>
          <ul className="flex flex-col gap-2.5">
            {QUICK_LINKS.map((l) => (
              <li key={l.to}>
                <Link to={l.to} className={LINK}>
                  {t(l.label)}
                </Link>
              </li>
            ))}
          </ul>
        </Column>
        <Column title={t('footer.help')}>
          <ul className="flex flex-col gap-2.5">
            {HELP_LINKS.map((l) => (
              <li key={l.to}>
                <Link to={l.to} className={LINK}>
                  {t(l.label)}
                </Link>
              </li>
            ))}
          </ul>
        </Column>
        <Column title={t('footer.contact')}>
          <address className="flex flex-col gap-3 not-italic">
            <a
              href={`tel:${settings.supportPhone.replace(/\s+/g, '')}`}
              className={`${LINK} inline-flex items-center gap-2`}
            >
              <Phone className="size-4" aria-hidden="true" /> {settings.supportPhone}
            </a>
            <a href={`mailto:${settings.supportEmail}`} className={`${LINK} inline-flex items-center gap-2 break-all`}>
              <Mail className="size-4 shrink-0" aria-hidden="true" /> {settings.supportEmail}
            </a>
          </address>
        </Column>
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-6 text-sm sm:flex-row sm:items-center sm:justify-between">
          <p>{t('footer.rights', { year, store: settings.storeName })}</p>
          <nav aria-label={t('footer.legal')}>
            <ul className="flex flex-wrap gap-x-5 gap-y-2">
              <li>
                <Link to="/privacy" className={LINK}>
                  {t('footer.privacy')}
                </Link>
              </li>
              <li>
                <Link to="/terms" className={LINK}>
                  {t('footer.terms')}
                </Link>
              </li>
              <li>
                <Link to="/sitemap" className={LINK}>
                  {t('footer.sitemap')}
                </Link>
              </li>
            </ul>
          </nav>
        </div>
      </div>
    </footer>
  );
}
