import { Headset, ShieldCheck, Truck, Zap } from 'lucide-react';
import { freeDeliveryOffer } from '~/lib/free-delivery';
import { useT, type Translate } from '~/lib/i18n/i18n';

const reasons = (freeDeliveryThreshold: number, t: Translate) => [
  { icon: ShieldCheck, title: t('home.qualityTitle'), text: t('home.qualityText') },
  { icon: Truck, title: t('home.shippingTitle'), text: `${freeDeliveryOffer(freeDeliveryThreshold, t)}.` },
  { icon: Headset, title: t('home.supportTitle'), text: t('home.supportText') },
  { icon: Zap, title: t('home.performanceTitle'), text: t('home.performanceText') },
];

export function WhyChooseUs({ freeDeliveryThreshold }: { freeDeliveryThreshold: number }) {
  const t = useT();
  return (
    <section aria-labelledby="why-us" className="border-b border-slate-200 bg-white">
      <h2 id="why-us" className="sr-only">
        {t('home.whyUs')}
      </h2>
      <ul className="mx-auto grid max-w-7xl grid-cols-2 gap-x-4 gap-y-6 px-4 py-8 lg:grid-cols-4">
        {reasons(freeDeliveryThreshold, t).map(({ icon: Icon, title, text }) => (
          <li key={title} className="flex flex-col gap-2 sm:flex-row sm:items-start sm:gap-3">
            <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
              <Icon className="size-5" aria-hidden="true" />
            </span>
            <div>
              <h3 className="text-sm font-semibold text-slate-900">{title}</h3>
              <p className="mt-0.5 text-sm text-slate-600">{text}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
