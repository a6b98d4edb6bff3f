import { ArrowRight, Cpu, Headset, ShieldCheck, Smartphone, Truck, Wrench } from 'lucide-react';
import { Link } from 'react-router';
import { formatKES } from '#core/pricing/money';
import type { Route } from './+types/about';
import { Page } from '~/components/page';
import { buttonVariants } from '~/components/ui/button';
import { freeDeliveryOffer } from '~/lib/free-delivery';
import { pageMeta, settingsFrom } from '~/lib/meta';
import { useRootData } from '~/lib/root-data';
import { tFrom } from '~/lib/i18n/i18n';
import { languageOf } from '~/lib/i18n/language.server';
import { aboutText } from '~/features/info/about-text.server';

export function loader({ request }: Route.LoaderArgs) {
  return { text: aboutText(languageOf(request)) };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(
    matches,
    tFrom(matches)('footer.aboutUs'),
    tFrom(matches)('about.description', {
      offer: freeDeliveryOffer(settingsFrom(matches).freeDeliveryThreshold, tFrom(matches)),
    }),
  );

const fill = (text: string, vars: Record<string, string>) => text.replace(/\{(\w+)\}/g, (m, k: string) => vars[k] ?? m);

export default function About({ loaderData: { text: x } }: Route.ComponentProps) {
  const { settings } = useRootData();
  const threshold = settings.freeDeliveryThreshold;
  const store = settings.storeName;
  const freeOver = threshold > 0 ? fill(x.freeOver, { amount: formatKES(threshold) }) : x.freeAlways;
  const promises = [
    { icon: Truck, title: x.freeTitle, text: fill(x.freeText, { freeOver }) },
    { icon: Headset, title: x.supportTitle, text: x.supportText },
    { icon: Smartphone, title: x.mpesaTitle, text: x.mpesaText },
    { icon: ShieldCheck, title: x.genuineTitle, text: x.genuineText },
  ];
  return (
    <Page title={fill(x.title, { store })} lead={x.lead}>
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start">
        <div className="flex max-w-3xl flex-col gap-4 leading-relaxed text-slate-700">
          <h2 className="text-xl font-semibold text-slate-900">{x.whoTitle}</h2>
          <p>{fill(x.who, { store })}</p>
          <p>
            {x.pricesBefore}{' '}
            <Link to="/build-pc" className="font-medium text-brand-700 underline underline-offset-4">
              {x.buildYourPc}
            </Link>{' '}
            {x.pricesAfter}
          </p>
          <h2 className="mt-4 text-xl font-semibold text-slate-900">{x.promiseTitle}</h2>
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
          <h2 className="text-xl font-semibold text-white">{x.planTitle}</h2>
          <p className="text-sm">{x.planText}</p>
          <Link to="/build-pc" className={buttonVariants({ variant: 'inverse' })}>
            <Wrench aria-hidden="true" /> {x.buildYourPc}
          </Link>
          <p className="text-sm">
            {x.talk}{' '}
            <Link
              to="/contact"
              className="inline-flex items-center gap-1 font-medium text-white underline underline-offset-4"
            >
              {x.contact} <ArrowRight className="size-3.5" aria-hidden="true" />
            </Link>
          </p>
        </aside>
      </div>
    </Page>
  );
}
