import { randomBytes } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { IMAGE_WIDTHS } from '#core/catalog/images';
import { apiMessage } from '#core/messages/api';
import { badRequest } from '../../errors';
import { ogJpeg, ogJpegFile, webpFile, writeAtomic } from '#db/image-files';

// Raster formats a shopper's browser can show once re-encoded. SVG (scripts) and PDF are never accepted.
const RASTER = new Set(['jpeg', 'png', 'webp', 'avif', 'gif', 'tiff', 'heif']);
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
export const MAX_UPLOAD_FILES = 10;
const MAX_PIXELS = 40_000_000;

/**
/** Decodes the upload with sharp whatever its name or type claims: a raster image, or a 400. */
export async function assertRasterImage(data: Buffer, filename: string): Promise<void> {
  let format: string | undefined;
  try {
    const meta = await sharp(data, { limitInputPixels: MAX_PIXELS }).metadata();
    format = meta.format;
  } catch {
    throw badRequest(apiMessage('upload.notImage', { file: filename }));
  }
  if (!format || !RASTER.has(format)) throw badRequest(apiMessage('upload.badType', { file: filename }));
}

/**
 * Writes WebP copies in every width (metadata stripped, never enlarged) and the link-preview JPEG.
 * Returns the URL of the largest WebP.
 */
export async function storeProductImage(data: Buffer, filename: string, uploadsDir: string): Promise<string> {
  await assertRasterImage(data, filename);

  const key = `u${Date.now().toString(36)}${randomBytes(5).toString('hex')}`;
  const dir = join(uploadsDir, 'products');
  await mkdir(dir, { recursive: true });
  try {
    // Beside the WebPs, the link-preview JPEG (WhatsApp often shows nothing for a WebP): any upload may
    // become a product's main image.
    const preview = ogJpeg(sharp(data, { limitInputPixels: MAX_PIXELS }).rotate()).then((jpeg) =>
      writeAtomic(ogJpegFile(uploadsDir, key), jpeg),
    );
    await Promise.all([
      preview,
      ...IMAGE_WIDTHS.map(async (w) => {
        const out = await sharp(data, { limitInputPixels: MAX_PIXELS })
          .rotate() // honour EXIF orientation before the metadata goes
          .resize({ width: w, height: w, fit: 'inside', withoutEnlargement: true })
          .webp({ quality: 78, effort: 3 })
          .toBuffer();
        await writeAtomic(webpFile(uploadsDir, key, w), out);
      }),
    ]);
  } catch {
    throw badRequest(apiMessage('upload.failed', { file: filename }));
  }
  return `/uploads/products/${key}-${IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]}.webp`;
}

/**
 * A shopper's photo for a return or warranty request (issue 30): the same checks as a product image,
 * kept as one WebP (at most 1280 px, metadata such as GPS stripped) under uploads/returns.
 */
export async function storeReturnPhoto(data: Buffer, filename: string, uploadsDir: string): Promise<string> {
  await assertRasterImage(data, filename);
  const key = `r${Date.now().toString(36)}${randomBytes(8).toString('hex')}`;
  const dir = join(uploadsDir, 'returns');
  await mkdir(dir, { recursive: true });
  try {
    const out = await sharp(data, { limitInputPixels: MAX_PIXELS })
      .rotate()
      .resize({ width: 1280, height: 1280, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 75, effort: 3 })
      .toBuffer();
    await writeAtomic(join(dir, `${key}.webp`), out);
  } catch {
    throw badRequest(apiMessage('upload.failed', { file: filename }));
  }
  return `/uploads/returns/${key}.webp`;
}
