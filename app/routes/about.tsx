import { ArrowRight, Cpu, Headset, ShieldCheck, Smartphone, Truck, Wrench } from 'lucide-react';
import { Link } from 'react-router';
import { formatKES } from '#core/money';
import type { Route } from './+types/about';
import { Page } from '~/components/page';
import { buttonVariants } from '~/components/ui/button';
import { freeDeliveryOffer } from '~/lib/free-delivery';
import { pageMeta, settingsFrom } from '~/lib/meta';
import { useRootData } from '~/lib/root-data';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(
    matches,
    'About Us',
    `A Kenyan shop for PC components and gaming hardware. ${freeDeliveryOffer(settingsFrom(matches).freeDeliveryThreshold)}, 24/7 technical support and M-Pesa payments.`,
  );

export default function About() {
  const { settings } = useRootData();
  const threshold = settings.freeDeliveryThreshold;
  const freeOver = threshold > 0 ? `On orders over ${formatKES(threshold)}` : 'On every order';
  const promises = [
    { icon: Truck, title: 'Free delivery', text: `${freeOver}, anywhere in Kenya.` },
    { icon: Headset, title: '24/7 technical support', text: 'Help choosing, installing and troubleshooting parts, day or night.' },
    { icon: Smartphone, title: 'Pay with M-Pesa', text: 'Pay from your phone with an M-Pesa prompt, or order over WhatsApp.' },
    { icon: ShieldCheck, title: 'Genuine parts', text: 'From trusted brands and distributors, with the manufacturer warranty.' },
  ];
  return (
    <Page
      title={`About ${settings.storeName}`}
      lead="We sell PC components, gaming PCs and accessories across Kenya, at honest prices in Kenyan shillings."
    >
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start">
        <div className="flex max-w-3xl flex-col gap-4 leading-relaxed text-slate-700">
          <h2 className="text-xl font-semibold text-slate-900">Who we are</h2>
          <p>
            {settings.storeName} is a Kenyan online shop for PC components and gaming hardware, run by people who build
            PCs every day. We stock graphics cards, processors, motherboards, memory, storage, cases, power supplies,
            coolers, monitors and complete gaming PCs, for gamers, students, creators and businesses.
          </p>
          <p>
            Every price on the site is in KES and shown excluding VAT, and what you see in stock is what we have on the
            shelf. If you are planning a new machine, our{' '}
            <Link to="/build-pc" className="font-medium text-brand-700 underline underline-offset-4">
              Build Your PC
            </Link>{' '}
            tool checks that your parts fit together before you buy: socket, memory type, power supply, case size and cooler.
          </p>
          <h2 className="mt-4 text-xl font-semibold text-slate-900">What we promise</h2>
          <ul className="grid gap-4 sm:grid-cols-2">
            {promises.map(({ icon: Icon, title, text }) => (
              <li key={title} className="flex gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
                <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
                  <Icon className="size-5" aria-hidden="true" />
                </span>
                <div>
                  <h3 className="font-semibold text-slate-900">{title}</h3>
                  <p className="mt-0.5 text-sm text-slate-600">{text}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
        <aside className="flex flex-col gap-4 rounded-xl bg-ink p-6 text-slate-300">
          <Cpu className="size-8 text-accent" aria-hidden="true" />
          <h2 className="text-xl font-semibold text-white">Planning a build?</h2>
          <p className="text-sm">Pick your parts, see the compatibility checks and the total, and add it all to your cart at once.</p>
          <Link to="/build-pc" className={buttonVariants({ variant: 'inverse' })}>
            <Wrench aria-hidden="true" /> Build Your PC
          </Link>
          <p className="text-sm">
            Prefer to talk?{' '}
            <Link to="/contact" className="inline-flex items-center gap-1 font-medium text-white underline underline-offset-4">
              Contact us <ArrowRight className="size-3.5" aria-hidden="true" />
            </Link>
          </p>
        </aside>
      </div>
    </Page>
  );
}
