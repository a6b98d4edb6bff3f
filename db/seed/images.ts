import { createHash } from 'node:crypto';
import { access, mkdir } from 'node:fs/promises';
import path from 'node:path';
import sharp, { type Sharp } from 'sharp';
import { IMAGE_WIDTHS } from '#core/catalog/images';
import { ogJpeg, ogJpegFile, webpFile, writeAtomic } from '#db/image-files';
import { type ArtInput, productSvg } from './art/index';

/**
 * Part of every file name: bump it when the drawings change, so existing upload folders get
 * the new pictures instead of silently keeping the old files (which are skipped when present).
 */
const RENDER_VERSION = 1;
const QUALITY = 75;
// libwebp effort 2 encodes ~40% faster than the default 4 for ~5% larger files: seeding is on the
// start-up path of a fresh shop, and flat illustrations gain little from the slower search.
const EFFORT = 2;
const CONCURRENCY = 4;

export interface ImageSubject extends ArtInput {
  shortName?: string;
  extraImages: number;
}

export interface ProductImages {
  image: string;
  images: string[];
}

export interface ImageStats {
  generated: number;
  reused: number;
  ms: number;
}

const slug = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/, '');

/** Stable file key for one picture of a product: `<slug>-<hash>` (main) or `<slug>-<hash>-alt<n>`. */
export function imageKey(p: Pick<ArtInput, 'name' | 'category' | 'brand'>, variant = 0): string {
  const hash = createHash('sha1')
    .update(`${RENDER_VERSION}|${p.category}|${p.brand}|${p.name}`)
    .digest('hex')
    .slice(0, 8);
  return `${slug(p.name)}-${hash}${variant ? `-alt${variant}` : ''}`;
}

export const imageUrl = (key: string) => `/uploads/products/${key}-960.webp`;

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

/** The files of one picture: every WebP width, and for a main image (variant 0) the link-preview JPEG. */
const outputsOf = (uploadsDir: string, key: string, variant: number) => [
  ...IMAGE_WIDTHS.map((w) => ({
    file: webpFile(uploadsDir, key, w),
    encode: (img: Sharp) => img.resize(w, w).webp({ quality: QUALITY, effort: EFFORT }).toBuffer(),
  })),
  ...(variant === 0 ? [{ file: ogJpegFile(uploadsDir, key), encode: ogJpeg }] : []),
];

/** Renders the SVG once at full size, then encodes every width (and the preview JPEG) from those pixels. */
async function renderOne(subject: ImageSubject, variant: number, uploadsDir: string, key: string): Promise<void> {
  const { data, info } = await sharp(Buffer.from(productSvg(subject, variant)))
    .flatten({ background: '#ffffff' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { width: info.width, height: info.height, channels: info.channels };
  await Promise.all(
    outputsOf(uploadsDir, key, variant).map(async ({ file, encode }) =>
      writeAtomic(file, await encode(sharp(data, { raw }))),
    ),
  );
}

/**
 * Makes sure every product has its main and extra images under `<uploadsDir>/products`,
 * generating only the missing ones, a few at a time (sharp works off the main thread).
 */
export async function ensureProductImages(
  subjects: ImageSubject[],
  uploadsDir: string,
): Promise<{ byName: Map<string, ProductImages>; stats: ImageStats }> {
  const started = performance.now();
  const dir = path.join(uploadsDir, 'products');
  await mkdir(dir, { recursive: true });

  const byName = new Map<string, ProductImages>();
  const jobs: { subject: ImageSubject; variant: number; key: string }[] = [];
  for (const subject of subjects) {
    const keys = Array.from({ length: 1 + subject.extraImages }, (_, v) => imageKey(subject, v));
    byName.set(subject.name, { image: imageUrl(keys[0]), images: keys.slice(1).map(imageUrl) });
    keys.forEach((key, variant) => jobs.push({ subject, variant, key }));
  }

  let generated = 0;
  let reused = 0;
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const { subject, variant, key } = jobs[next++];
      const present = await Promise.all(outputsOf(uploadsDir, key, variant).map((o) => exists(o.file)));
      if (present.every(Boolean)) {
        reused++;
        continue;
      }
      await renderOne(subject, variant, uploadsDir, key);
      generated++;
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return { byName, stats: { generated, reused, ms: Math.round(performance.now() - started) } };
}
