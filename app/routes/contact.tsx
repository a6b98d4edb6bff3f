import { Clock, ExternalLink, Mail, MapPin, MessageCircle, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Route } from './+types/contact';
import { Page } from '~/components/page';
import { ContactForm } from '~/features/info/contact-form';
import { BUSINESS_HOURS, MAP_HREF, SHOP_AREA } from '~/features/info/shop-details';
import { pageMeta } from '~/lib/meta';
import { useRootData } from '~/lib/root-data';
import { tFrom, useT } from '~/lib/i18n/i18n';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, tFrom(matches)('footer.contactUs'), tFrom(matches)('contact.description'));

export default function Contact() {
  const { settings } = useRootData();
  const t = useT();
  return (
    <Page title={t('footer.contactUs')} lead={t('contact.lead')}>
      <div className="grid gap-6 lg:grid-cols-[20rem_minmax(0,1fr)] lg:items-start">
        <div className="flex flex-col gap-4">
          <section
            aria-labelledby="contact-details"
            className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
          >
            <h2 id="contact-details" className="text-lg font-semibold text-slate-900">
              {t('contact.getInTouch')}
            </h2>
            <address className="mt-3 flex flex-col gap-3 not-italic">
              <DetailLink icon={Mail} href={`mailto:${settings.supportEmail}`} label={t('auth.email')}>
                {settings.supportEmail}
              </DetailLink>
              <DetailLink
                icon={Phone}
                href={`tel:${settings.supportPhone.replace(/[^\d+]/g, '')}`}
                label={t('contact.phone')}
              >
                {settings.supportPhone}
              </DetailLink>
              <DetailLink
                icon={MessageCircle}
                href={`https://wa.me/${settings.whatsappNumber}`}
                label="WhatsApp"
                external
              >
                {t('contact.chat')}
              </DetailLink>
              <DetailLink icon={MapPin} href={MAP_HREF} label={t('contact.visit')} external>
                {SHOP_AREA} <span className="text-slate-500">{t('contact.maps')}</span>
              </DetailLink>
            </address>
          </section>
          <section
            aria-labelledby="contact-hours"
            className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
          >
            <h2 id="contact-hours" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
              <Clock className="size-5 text-brand-700" aria-hidden="true" /> {t('contact.hours')}
            </h2>
            <table className="mt-3 w-full text-sm">
              <caption className="sr-only">{t('contact.hours')}</caption>
              <tbody className="divide-y divide-slate-100">
                {BUSINESS_HOURS.map(({ id }) => (
                  <tr key={id}>
                    <th scope="row" className="py-2 pr-4 text-left font-medium text-slate-700">
                      {t(`contact.days.${id}`)}
                    </th>
                    <td className="py-2 text-right text-slate-900">{t(`contact.hours.${id}`)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <p className="mt-3 text-sm text-slate-600">{t('contact.aroundTheClock')}</p>
          </section>
        </div>
        <section className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
          <ContactForm />
          <noscript>
            <p className="mt-4 text-sm text-slate-700">
              {t('contact.noscript')}{' '}
              <a href={`mailto:${settings.supportEmail}`} className="text-brand-700 underline underline-offset-4">
                {settings.supportEmail}
              </a>
              .
            </p>
          </noscript>
        </section>
      </div>
    </Page>
  );
}

interface DetailLinkProps {
  icon: typeof Mail;
  href: string;
  label: string;
  external?: boolean;
  children: ReactNode;
}

function DetailLink({ icon: Icon, href, label, external, children }: DetailLinkProps) {
  return (
    <div className="flex items-start gap-3">
      <span className="inline-flex size-9 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
        <Icon className="size-4" aria-hidden="true" />
      </span>
      <div className="min-w-0">
        <p className="text-xs font-medium tracking-wide text-slate-500 uppercase">{label}</p>
        <a
          href={href}
          {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
          className="text-sm [overflow-wrap:anywhere] text-brand-700 underline-offset-4 hover:underline"
        >
          {children}
          {external ? <ExternalLink className="ml-1 inline size-3.5 align-[-2px]" aria-hidden="true" /> : null}
        </a>
      </div>
    </div>
  );
}
