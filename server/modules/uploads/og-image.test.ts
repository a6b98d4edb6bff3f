import { rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { OG_JPEG } from '#core/catalog/images';
import { ogJpegFile } from '#db/image-files';
import { buildTestApp } from '../../../test/app';
import { createUser } from '../../../test/users';
import { ensureOgJpeg } from './og-image';

const { app, database } = await buildTestApp();
const admin = await createUser(database, { isAdmin: true });
const uploadsDir = join(app.config.DATA_DIR, 'uploads');

async function uploadPhoto(width: number, height: number): Promise<string> {
  const photo = await sharp({ create: { width, height, channels: 3, background: '#cc3366' } })
    .png()
    .toBuffer();
  const boundary = `----og${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="images"; filename="p.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    photo,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await app.inject({
    method: 'POST',
    url: '/api/upload',
    payload,
    headers: { ...admin.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
  expect(res.statusCode).toBe(200);
  return res.json().urls[0];
}

/** GETs a URL and reads the picture the way a link-preview crawler would. */
async function fetchImage(url: string) {
  const res = await app.inject({ method: 'GET', url });
  return {
    status: res.statusCode,
    type: res.headers['content-type'],
    meta: res.statusCode === 200 ? await sharp(res.rawPayload).metadata() : undefined,
  };
}

const keyOf = (url: string) => /\/uploads\/products\/(.+)-960\.webp$/.exec(url)![1];

describe('link-preview JPEG', () => {
  it('is written at upload time: a 1200x630 JPEG served beside the WebPs', async () => {
    const url = await uploadPhoto(900, 1400);
    const jpeg = await fetchImage(`/uploads/products/${keyOf(url)}-og.jpg`);
    expect(jpeg.status).toBe(200);
    expect(jpeg.type).toBe('image/jpeg');
    expect(jpeg.meta).toMatchObject({ format: 'jpeg', width: OG_JPEG.width, height: OG_JPEG.height });
    expect(await ensureOgJpeg(uploadsDir, url)).toBe(`/uploads/products/${keyOf(url)}-og.jpg`);
  });

  it('is made from the WebP, once, for an image stored before there were JPEGs', async () => {
    const url = await uploadPhoto(640, 640);
    const key = keyOf(url);
    await rm(ogJpegFile(uploadsDir, key)); // as an upload from before this change
    expect((await fetchImage(`/uploads/products/${key}-og.jpg`)).status).toBe(404);

    const [a, b] = await Promise.all([ensureOgJpeg(uploadsDir, url), ensureOgJpeg(uploadsDir, url)]);
    expect(a).toBe(`/uploads/products/${key}-og.jpg`);
    expect(b).toBe(a);
    const made = await stat(ogJpegFile(uploadsDir, key));
    expect((await fetchImage(a!)).meta).toMatchObject({ format: 'jpeg', width: 1200, height: 630 });
    // Asked again, it is not made again.
    expect(await ensureOgJpeg(uploadsDir, url)).toBe(a);
    expect((await stat(ogJpegFile(uploadsDir, key))).mtimeMs).toBe(made.mtimeMs);
    // Removed while the shop runs (a cleanup by hand): made again, never linked to as a 404.
    await rm(ogJpegFile(uploadsDir, key));
    expect(await ensureOgJpeg(uploadsDir, url)).toBe(a);
    expect((await fetchImage(a!)).status).toBe(200);
  });

  it('is not made for an outside image or one whose files are gone: the page falls back to the image itself', async () => {
    expect(await ensureOgJpeg(uploadsDir, 'https://cdn.example.com/rtx-960.webp')).toBeUndefined();
    expect(await ensureOgJpeg(uploadsDir, '/placeholder.svg')).toBeUndefined();
    expect(await ensureOgJpeg(uploadsDir, '/uploads/products/never-stored-960.webp')).toBeUndefined();
    expect(await ensureOgJpeg(uploadsDir, '/uploads/products/../../etc/passwd-960.webp')).toBeUndefined();
  });
});
