import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { join } from 'node:path';
import { uploadResultSchema } from '#core/schemas/uploads';
import { apiMessage } from '#core/messages/api';
import { badRequest } from '../../errors';
import { requireStaff, signedIn, staffOnly } from '../../plugins/auth';
import { MAX_RETURN_PHOTOS } from '#core/schemas/returns';
import { recordAudit } from '../audit/service';
import { assertRasterImage, MAX_UPLOAD_BYTES, MAX_UPLOAD_FILES, storeProductImage, storeReturnPhoto } from './service';

/** POST /api/upload (also /api/uploads): admin only, multipart field `images` repeated → { urls }. */
export async function uploadRoutes(app: FastifyInstance) {
  await app.register(multipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: MAX_UPLOAD_FILES, fields: 10, parts: MAX_UPLOAD_FILES + 10 },
  });
  const uploadsDir = join(app.config.DATA_DIR, 'uploads');

  /** The request's files (field "images"), read whole; our 400s and the plugin's 413 keep their status. */
  const readImages = async (request: FastifyRequest, max = MAX_UPLOAD_FILES) => {
    if (!request.isMultipart()) throw badRequest(apiMessage('upload.notMultipart'));
    const files: { data: Buffer; filename: string }[] = [];
    try {
      for await (const part of request.files()) {
        if (part.fieldname !== 'images') throw badRequest(apiMessage('upload.badField', { field: part.fieldname }));
        const data = await part.toBuffer();
        if (part.file.truncated) throw badRequest(apiMessage('upload.tooLarge', { file: part.filename }));
        if (files.length >= max) throw badRequest(apiMessage('upload.tooMany', { max }));
        files.push({ data, filename: part.filename.slice(0, 100) || 'file' });
      }
    } catch (err) {
      // Our own 400s and the multipart plugin's limits (413) keep their status; a body the parser
      // cannot read (no boundary, cut short) is the client's mistake, not a 500.
      if ((err as { statusCode?: number }).statusCode) throw err;
      throw badRequest(apiMessage('upload.unreadable', { reason: (err as Error).message }));
    }
    if (!files.length) throw badRequest(apiMessage('upload.none'));
    // All or nothing: one bad file refuses the whole upload before anything is written.
    for (const f of files) await assertRasterImage(f.data, f.filename);
    return files;
  };

  const handler = async (request: FastifyRequest) => {
    const files = await readImages(request);
    const urls: string[] = [];
    for (const f of files) urls.push(await storeProductImage(f.data, f.filename, uploadsDir));
    // Issue 33: uploads are in the audit log too, with who sent which file and where it is now.
    await recordAudit(app.db, {
      actorId: requireStaff(request).id,
      entity: 'upload',
      entityId: urls[0].split('/').pop()!.slice(0, 40),
      action: 'upload',
      after: { files: files.map((f, i) => ({ name: f.filename, bytes: f.data.length, url: urls[i] })) },
    });
    return { urls };
  };
  const schema = {
    tags: ['uploads'],
    summary: 'Store product images (WebP in several widths)',
    description: `multipart/form-data with the field "images" repeated: up to ${MAX_UPLOAD_FILES} files of at most ${MAX_UPLOAD_BYTES / 1024 / 1024} MB. All or none are stored.`,
    consumes: ['multipart/form-data'],
    response: { 200: uploadResultSchema },
  };
  for (const url of ['/api/upload', '/api/uploads']) {
    app.post(
      url,
      { onRequest: staffOnly, bodyLimit: MAX_UPLOAD_BYTES * MAX_UPLOAD_FILES + 1024 * 1024, schema },
      handler,
    );
  }

  // Issue 30: a shopper's photos for a return or warranty request (decision 066), the same checks.
  app.post(
    '/api/returns/photos',
    {
      onRequest: signedIn,
      bodyLimit: MAX_UPLOAD_BYTES * MAX_RETURN_PHOTOS + 1024 * 1024,
      schema: {
        tags: ['returns'],
        summary: 'Store photos for a return or warranty request (signed-in shoppers)',
        description: `multipart/form-data with the field "images" repeated: up to ${MAX_RETURN_PHOTOS} images of at most ${MAX_UPLOAD_BYTES / 1024 / 1024} MB, JPEG, PNG, WebP, AVIF, GIF or TIFF.`,
        consumes: ['multipart/form-data'],
        response: { 200: uploadResultSchema },
      },
    },
    async (request: FastifyRequest) => {
      const files = await readImages(request, MAX_RETURN_PHOTOS);
      const urls: string[] = [];
      for (const f of files) urls.push(await storeReturnPhoto(f.data, f.filename, uploadsDir));
      return { urls };
    },
  );
}
