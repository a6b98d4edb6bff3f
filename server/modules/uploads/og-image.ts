import { access } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { IMAGE_WIDTHS, ogJpegUrl, storedImageKey } from '#core/catalog/images';
import { ogJpeg, ogJpegFile, webpFile, writeAtomic } from '#db/image-files';

/**
 * Link-preview JPEGs (core/images.ts OG_JPEG). The seed and the upload route write one beside every
 * image they store; images stored before that (older data folders, earlier uploads) get theirs on the
 * first page that needs it, made from the largest WebP (ensureOgJpeg).
 */

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
    const source = webpFile(uploadsDir, key, w);
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
