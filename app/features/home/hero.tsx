import { ArrowRight, Wrench } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonVariants } from '~/components/ui/button';
import { freeDeliveryOffer } from '~/lib/free-delivery';
import { useT } from '~/lib/i18n/i18n';
import { cn } from '~/lib/utils';

const CHIPS = ['RTX 40 series', 'Ryzen 7000', 'DDR5', '240 Hz monitors', 'NVMe Gen 4'];

/**
 * Text and CSS only: the largest paint on a phone is this heading, not a photo. One linear
 * gradient: large radial gradients and masks cost seconds of raster time on a slow phone.
 * `freeDeliveryThreshold` comes from the store settings, so the banner matches the cart's rule;
 * `aside` fills the right half on a desktop (19.6). On a phone it is short (no lead text, no chips)
 * so the first screen also shows the categories (issue 32, item 21).
 */
export function Hero({ freeDeliveryThreshold, aside }: { freeDeliveryThreshold: number; aside?: ReactNode }) {
  const t = useT();
  return (
    <section className="relative overflow-hidden bg-[linear-gradient(160deg,#0b1120_0%,#0b1120_45%,#1e1b4b_80%,#312e81_100%)] text-white">
      <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-6 sm:py-20 lg:grid-cols-[minmax(0,1fr)_24rem] lg:py-24 xl:grid-cols-[minmax(0,1fr)_28rem]">
        <div className="min-w-0">
          <p className="inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-1 text-xs font-medium text-cyan-200 ring-1 ring-white/15">
            {freeDeliveryOffer(freeDeliveryThreshold, t)}
          </p>
          <h1 className="mt-4 max-w-3xl text-3xl leading-[1.1] sm:mt-5 sm:text-4xl font-extrabold tracking-tight md:text-5xl lg:text-6xl">
            {t('home.heroTitle')}{' '}
            <span className="bg-gradient-to-r from-brand-300 to-accent bg-clip-text text-transparent">
              {t('home.heroTitleHighlight')}
            </span>
          </h1>
          <p className="mt-5 hidden max-w-2xl text-base leading-relaxed text-slate-300 sm:block sm:text-lg">
            {t('home.heroText')}
          </p>
          <div className="mt-5 flex flex-wrap gap-3 sm:mt-8">
            <Link to="/category/all" className={buttonVariants({ variant: 'inverse', size: 'lg' })}>
              {t('home.shopNow')} <ArrowRight aria-hidden="true" />
            </Link>
            <Link
              to="/build-pc"
              className={cn(buttonVariants({ size: 'lg' }), 'bg-white/10 ring-1 ring-white/25 hover:bg-white/20')}
            >
              <Wrench aria-hidden="true" /> {t('home.buildYourPc')}
            </Link>
          </div>
          <ul className="mt-10 hidden flex-wrap gap-2 sm:flex" aria-label={t('home.popular')}>
            {CHIPS.map((c) => (
              <li
                key={c}
                className="rounded-md bg-white/5 px-2.5 py-1 font-mono text-xs text-slate-300 ring-1 ring-white/10"
              >
                {c}
              </li>
            ))}
          </ul>
        </div>
        {aside}
      </div>
    </section>
  );
}
