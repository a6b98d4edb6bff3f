/** Widths every product image is stored in (db/seed and uploads write `<key>-<w>.webp`). */
export const IMAGE_WIDTHS = [160, 320, 640, 960] as const;

export const PLACEHOLDER_IMAGE = '/placeholder.svg';

const sized = /^(.*)-(\d+)\.webp$/;

/** srcset for one of our stored images; undefined for an outside URL we cannot resize. */
export function srcSetFor(url: string | null | undefined): string | undefined {
  const m = url ? sized.exec(url) : null;
  if (!m) return undefined;
  return IMAGE_WIDTHS.map((w) => `${m[1]}-${w}.webp ${w}w`).join(', ');
}

/** The variant of a stored image closest above `width`, e.g. for Open Graph or a cart thumbnail. */
export function imageAtWidth(url: string, width: number): string {
  const m = sized.exec(url);
  if (!m) return url;
  const w = IMAGE_WIDTHS.find((x) => x >= width) ?? IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1];
  return `${m[1]}-${w}.webp`;
}
