import { ImageOff } from 'lucide-react';
import { useState } from 'react';
import { imageAtWidth } from '#core/catalog/images';
import { cn } from '~/lib/utils';

interface ThumbProps {
  src: string | null | undefined;
  alt: string;
  /** Rendered size in CSS pixels; the stored variant just above twice that is loaded. */
  size?: number;
  className?: string;
}

/** A small square product image for admin lists and the dialog; a neutral box when it cannot load. */
export function Thumb({ src, alt, size = 48, className }: ThumbProps) {
  const [failed, setFailed] = useState(false);
  const box = cn('shrink-0 overflow-hidden rounded-md border border-slate-200 bg-white', className);
  if (!src || failed) {
    return (
      <span
        className={cn(box, 'inline-flex items-center justify-center text-slate-400')}
        style={{ width: size, height: size }}
      >
        <ImageOff className="size-1/2" aria-hidden="true" />
        <span className="sr-only">{alt ? `${alt} (no image)` : 'No image'}</span>
      </span>
    );
  }
  const url = src.startsWith('blob:') ? src : imageAtWidth(src, size * 2);
  return (
    <img
      src={url}
      alt={alt}
      width={size}
      height={size}
      // A chosen file's preview is local: no reason to wait for it to scroll near (issue 32).
      loading={src.startsWith('blob:') ? 'eager' : 'lazy'}
      decoding="async"
      onError={() => setFailed(true)}
      className={cn(box, 'object-contain')}
      style={{ width: size, height: size }}
    />
  );
}
