import { useCallback, useState } from 'react';
import { DATA_SAVER_MAX_WIDTH, imageAtWidth, PLACEHOLDER_IMAGE, srcSetFor } from '#core/catalog/images';
import { useDataSaver } from '~/lib/root-data';
import { cn } from '~/lib/utils';

interface ProductImageProps {
  src: string | null | undefined;
  alt: string;
  /** Matches the layout the image is shown in, so the phone downloads the small variant. */
  sizes: string;
  width?: number;
  height?: number;
  /** Above the fold: load at once and hint the browser it matters (LCP). */
  priority?: boolean;
  className?: string;
}

/** A stored product image in its sizes; swaps in the placeholder when the file cannot load. */
export function ProductImage({
  src,
  alt,
  sizes,
  width = 640,
  height = 640,
  priority = false,
  className,
}: ProductImageProps) {
  const [failed, setFailed] = useState(!src);
  // Data saver (decision 045): the 160/320 widths only, and only the first screen loads at once.
  const dataSaver = useDataSaver();

  // The server-rendered <img> may have failed before React attached onError; check once mounted.
  const checkLoaded = useCallback((img: HTMLImageElement | null) => {
    if (
      img &&
      img.complete &&
      img.naturalWidth === 0 &&
      img.currentSrc &&
      !img.currentSrc.endsWith(PLACEHOLDER_IMAGE)
    ) {
      setFailed(true);
    }
  }, []);

  return (
    <img
      ref={checkLoaded}
      src={failed || !src ? PLACEHOLDER_IMAGE : dataSaver ? imageAtWidth(src, DATA_SAVER_MAX_WIDTH) : src}
      srcSet={failed ? undefined : srcSetFor(src, dataSaver ? DATA_SAVER_MAX_WIDTH : undefined)}
      sizes={failed ? undefined : sizes}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      onError={() => setFailed(true)}
      className={cn('object-contain', className)}
    />
  );
}
