import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { imageAtWidth, PLACEHOLDER_IMAGE } from '#core/catalog/images';
import { ProductImage } from '~/features/products/product-image';
import { useDataSaver } from '~/lib/root-data';
import { cn } from '~/lib/utils';
import { useT } from '~/lib/i18n/i18n';

/** Matches the page layout: full width on a phone, half the 80rem container on a wide screen. */
export const GALLERY_SIZES = '(min-width: 1280px) 600px, (min-width: 768px) 50vw, 100vw';

/** The main image first, then the extra images; empty entries and repeats are dropped. */
export function galleryImages(
  main: string | null | undefined,
  extra: readonly (string | null | undefined)[],
): string[] {
  const out: string[] = [];
  for (const src of [main, ...extra]) {
    const s = src?.trim();
    if (s && !out.includes(s)) out.push(s);
  }
  return out;
}

/**
 * The product images as a CSS scroll-snap strip: swiping works without JavaScript; the script
 * only follows the scroll position for the buttons and the thumbnails. Previous is disabled on the
 * first slide and Next on the last (spec section 2).
 */
/** `alts`: the owner's alt text by image URL (issue 20); an image without one is described by the product's name. */
export function ImageCarousel({
  images,
  alt,
  alts = {},
}: {
  images: string[];
  alt: string;
  alts?: Record<string, string>;
}) {
  const t = useT();
  const track = useRef<HTMLDivElement>(null);
  const [index, setIndex] = useState(0);
  const count = Math.max(1, images.length);
  const slides = images.length ? images : [''];
  // Data saver (issue 18): a slide's picture loads when the shopper reaches it, not ahead of time.
  const dataSaver = useDataSaver();
  const [seen, setSeen] = useState(0);
  if (index > seen) setSeen(index);

  const goTo = useCallback(
    (i: number) => {
      const next = Math.min(count - 1, Math.max(0, i));
      setIndex(next);
      const el = track.current;
      if (el && typeof el.scrollTo === 'function') {
        const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
        el.scrollTo({ left: next * el.clientWidth, behavior: reduce ? 'auto' : 'smooth' });
      }
    },
    [count],
  );

  // A swipe moves the strip: follow it (once per frame).
  useEffect(() => {
    const el = track.current;
    if (!el) return;
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        if (el.clientWidth > 0) setIndex(Math.min(count - 1, Math.max(0, Math.round(el.scrollLeft / el.clientWidth))));
      });
    };
    el.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      el.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
    };
  }, [count]);

  const many = count > 1;
  return (
    <div className="flex flex-col gap-3">
      <div
        className="relative overflow-hidden rounded-2xl border border-slate-200 bg-white"
        role="region"
        aria-roledescription="carousel"
        aria-label={`Images of ${alt}`}
      >
        {/* A scrolling region must take focus so keyboards can scroll it (axe: scrollable-region-focusable). */}
        {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions */}
        <div
          ref={track}
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={many ? 0 : undefined}
          aria-label={many ? t('product.imagesScroll') : undefined}
          onKeyDown={(event) => {
            if (event.key === 'ArrowRight') {
              event.preventDefault();
              goTo(index + 1);
            } else if (event.key === 'ArrowLeft') {
              event.preventDefault();
              goTo(index - 1);
            }
          }}
          className="flex snap-x snap-mandatory overflow-x-auto overscroll-x-contain [scrollbar-width:none] focus-visible:outline-offset-[-2px] [&::-webkit-scrollbar]:hidden"
        >
          {slides.map((src, i) => (
            <div
              key={`${src}-${i}`}
              className="aspect-square w-full shrink-0 snap-start snap-always"
              role="group"
              aria-roledescription="slide"
              aria-label={`Image ${i + 1} of ${count}`}
            >
              {dataSaver && i > seen ? null : (
                <ProductImage
                  src={src}
                  alt={alts[src] || (i === 0 ? alt : `${alt}, image ${i + 1}`)}
                  sizes={GALLERY_SIZES}
                  // The LCP image: eager with fetchpriority=high, from which React's server render also
                  // writes a <link rel=preload imagesrcset imagesizes> into the head.
                  priority={i === 0}
                  className="size-full p-4 sm:p-8"
                />
              )}
            </div>
          ))}
        </div>
        {many ? (
          <>
            <CarouselButton side="left" disabled={index === 0} onClick={() => goTo(index - 1)} />
            <CarouselButton side="right" disabled={index >= count - 1} onClick={() => goTo(index + 1)} />
            <p className="absolute bottom-3 left-1/2 -translate-x-1/2 rounded-full bg-slate-900/70 px-2.5 py-0.5 text-xs font-medium text-white tabular-nums">
              {index + 1} / {count}
            </p>
          </>
        ) : null}
      </div>

      {many ? (
        <div className="grid grid-cols-5 gap-2" aria-label={t('product.chooseImage')} role="group">
          {images.map((src, i) => (
            <button
              key={`${src}-${i}`}
              type="button"
              aria-label={`Show image ${i + 1} of ${count}`}
              aria-current={i === index ? 'true' : undefined}
              onClick={() => goTo(i)}
              className={cn(
                'aspect-square overflow-hidden rounded-lg border bg-white p-1 transition',
                i === index
                  ? 'border-brand-600 ring-2 ring-brand-600'
                  : 'border-slate-200 opacity-75 hover:border-slate-400 hover:opacity-100',
              )}
            >
              <img
                src={imageAtWidth(src, 160)}
                alt=""
                width={160}
                height={160}
                loading="lazy"
                decoding="async"
                onError={(e) => {
                  if (!e.currentTarget.src.endsWith(PLACEHOLDER_IMAGE)) e.currentTarget.src = PLACEHOLDER_IMAGE;
                }}
                className="size-full object-contain"
              />
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}

function CarouselButton({
  side,
  disabled,
  onClick,
}: {
  side: 'left' | 'right';
  disabled: boolean;
  onClick: () => void;
}) {
  const Icon = side === 'left' ? ChevronLeft : ChevronRight;
  const t = useT();
  return (
    <button
      type="button"
      aria-label={side === 'left' ? t('product.prevImage') : t('product.nextImage')}
      disabled={disabled}
      onClick={onClick}
      className={cn(
        'absolute top-1/2 inline-flex size-10 -translate-y-1/2 items-center justify-center rounded-full bg-white/95 text-slate-800 shadow-md ring-1 ring-slate-200 transition hover:bg-white disabled:cursor-not-allowed disabled:opacity-30',
        side === 'left' ? 'left-3' : 'right-3',
      )}
    >
      <Icon className="size-5" aria-hidden="true" />
    </button>
  );
}
