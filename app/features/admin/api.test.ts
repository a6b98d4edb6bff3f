import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '~/lib/api';
import { UPLOAD_BATCH_SIZE, uploadImages } from './api';

afterEach(() => vi.unstubAllGlobals());

const png = (name: string) => new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });

/** A stand-in for POST /api/upload that, like the server, refuses more than 10 files a request (413). */
function fakeUploadServer() {
  const batches: string[][] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      const names = (init.body as FormData).getAll('images').map((f) => (f as File).name);
      batches.push(names);
      const [status, payload] =
        names.length > 10
          ? [413, { message: 'Too many files' }]
          : [200, { urls: names.map((n) => `/uploads/products/${n}.webp`) }];
      return { ok: status === 200, status, text: async () => JSON.stringify(payload) } as Response;
    }),
  );
  return batches;
}

describe('uploadImages', () => {
  it('sends a main image and 10 extras (11 files) in two requests the server accepts, URLs in order', async () => {
    const batches = fakeUploadServer();
    const files = Array.from({ length: 11 }, (_, i) => png(`f${i}`));
    const urls = await uploadImages(files);
    expect(UPLOAD_BATCH_SIZE).toBe(10);
    expect(batches.map((b) => b.length)).toEqual([10, 1]);
    expect(urls).toEqual(files.map((f) => `/uploads/products/${f.name}.webp`));
  });

  it('sends exactly 10 files in one request, and nothing at all for no files', async () => {
    const batches = fakeUploadServer();
    expect(await uploadImages([])).toEqual([]);
    expect(batches).toEqual([]);
    await uploadImages(Array.from({ length: 10 }, (_, i) => png(`g${i}`)));
    expect(batches.map((b) => b.length)).toEqual([10]);
  });

  it('fails with the server message when a batch is refused, without sending the rest', async () => {
    const batches: number[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        batches.push((init.body as FormData).getAll('images').length);
        return {
          ok: false,
          status: 400,
          text: async () => JSON.stringify({ message: 'f3 is not an image we can read' }),
        } as Response;
      }),
    );
    const error = await uploadImages(Array.from({ length: 12 }, (_, i) => png(`f${i}`))).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('f3 is not an image we can read');
    expect(batches).toEqual([10]);
  });
});
