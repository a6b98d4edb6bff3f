import { rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Sharp } from 'sharp';
import { OG_JPEG } from '#core/catalog/images';

/**
 * The product image files under `<DATA_DIR>/uploads/products` (core/images.ts names their URLs): the
 * seed and the upload route both write them, so how they are encoded and written lives here, below
 * both (db/ may be used by server/, never the other way round).
 */

export const webpFile = (uploadsDir: string, key: string, width: number) =>
  join(uploadsDir, 'products', `${key}-${width}.webp`);

export const ogJpegFile = (uploadsDir: string, key: string) => join(uploadsDir, 'products', `${key}-og.jpg`);

/** The link-preview JPEG: the whole picture, centred on white (never cropped: a product cut in half sells nothing). */
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
