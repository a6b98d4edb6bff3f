import { access, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp, { type Sharp } from 'sharp';
import { IMAGE_WIDTHS, OG_JPEG, ogJpegUrl, storedImageKey } from '#core/images';

/**
 * Link-preview JPEGs (core/images.ts OG_JPEG). The seed and the upload route write one beside every
 * image they store; images stored before that (older data folders, earlier uploads) get theirs on the
 * first page that needs it, made from the largest WebP (ensureOgJpeg).
 */

/** The whole picture, centred on white (never cropped: a product cut in half sells nothing). */
export function ogJpeg(input: Sharp): Promise<Buffer> {
  return input
    .flatten({ background: '#ffffff' })
    .resize(OG_JPEG.width, OG_JPEG.height, { fit: 'contain', background: '#ffffff' })
    .jpeg({ quality: 82 })
    .toBuffer();
}

/** Write then rename: a crash mid-write must not leave a truncated file that later runs would trust. */
export async function writeAtomic(file: string, data: Buffer): Promise<void> {
  const tmp = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  try {
    await writeFile(tmp, data);
    await rename(tmp, file);
  } catch (err) {
    await rm(tmp, { force: true });
    throw err;
  }
}

export const ogJpegFile = (uploadsDir: string, key: string) => join(uploadsDir, 'products', `${key}-og.jpg`);

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

// One conversion per key at a time, however many pages ask at once. Nothing remembers "this one
// exists": a look on disk costs microseconds, and a file removed while the shop runs is then made
// again instead of linked to as a 404.
const inFlight = new Map<string, Promise<boolean>>();

async function makeFromWebp(uploadsDir: string, key: string): Promise<boolean> {
  for (const w of [...IMAGE_WIDTHS].reverse()) {
    const source = join(uploadsDir, 'products', `${key}-${w}.webp`);
    if (!(await exists(source))) continue;
    await writeAtomic(ogJpegFile(uploadsDir, key), await ogJpeg(sharp(source)));
    return true;
  }
  return false;
}

/**
 * The URL of the link-preview JPEG of a stored image, made now if it is missing. Undefined when the
 * image is not one of ours (an outside URL, the placeholder) or cannot be converted: the caller then
 * falls back to the WebP, which most link previews still show.
 */
export async function ensureOgJpeg(uploadsDir: string, imageUrl: string): Promise<string | undefined> {
  const key = storedImageKey(imageUrl);
  if (!key) return undefined;
  const id = join(uploadsDir, key);
  let job = inFlight.get(id);
  if (!job) {
    job = (async () => (await exists(ogJpegFile(uploadsDir, key))) || makeFromWebp(uploadsDir, key))()
      .catch(() => false)
      .finally(() => inFlight.delete(id));
    inFlight.set(id, job);
  }
  return (await job) ? ogJpegUrl(key) : undefined;
}
