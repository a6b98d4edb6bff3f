/**
 * Issue 33, finding 7: every field of a product edit is in the audit log with before and after —
 * description, images, alt texts and specifications too — and so are uploads and deletions.
 * Before, the log compared 8 fields: these edits left no trace.
 */
import { and, desc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { auditLog } from '#db/schema';
import { buildTestApp } from '../../../test/app';
import { createUser } from '../../../test/users';

const { app, database } = await buildTestApp();
const staff = await createUser(database, { isStaff: true });

const product = {
  name: 'Audit Test Keyboard',
  description: 'Brown switches.',
  price: 4500,
  category: 'accessories',
  countInStock: 3,
  brand: 'Logitech',
  image: '/uploads/products/a-960.webp',
  images: ['/uploads/products/b-960.webp'],
  imageAlts: ['The keyboard from above', ''],
  specifications: { Switches: 'Brown' },
};

const lastEntry = async (entity: 'product' | 'upload', entityId?: string) => {
  const where = entityId
    ? and(eq(auditLog.entity, entity), eq(auditLog.entityId, entityId))
    : eq(auditLog.entity, entity);
  const [row] = await database.db.select().from(auditLog).where(where).orderBy(desc(auditLog.id)).limit(1);
  return row;
};

describe('the audit log keeps every field', () => {
  it('records description, images, alt texts and specifications changes with before and after', async () => {
    const created = await app.inject({
      method: 'POST',
      url: '/api/products',
      headers: staff.headers,
      payload: product,
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id;
    const edit = {
      ...product,
      description: 'Red switches, quieter.',
      image: '/uploads/products/c-960.webp',
      images: [],
      imageAlts: ['The keyboard, side view'],
      specifications: { Switches: 'Red', Layout: 'US' },
    };
    const res = await app.inject({ method: 'PUT', url: `/api/products/${id}`, headers: staff.headers, payload: edit });
    expect(res.statusCode, res.body).toBe(200);
    const entry = await lastEntry('product', String(id));
    expect(entry.action).toBe('update');
    expect(entry.actorId).toBe(staff.user.id);
    expect(entry.before).toEqual({
      description: 'Brown switches.',
      image: '/uploads/products/a-960.webp',
      images: ['/uploads/products/b-960.webp'],
      imageAlts: ['The keyboard from above', ''],
      specifications: { Switches: 'Brown' },
    });
    expect(entry.after).toEqual({
      description: 'Red switches, quieter.',
      image: '/uploads/products/c-960.webp',
      images: [],
      imageAlts: ['The keyboard, side view'],
      specifications: { Switches: 'Red', Layout: 'US' },
    });

    // An alt text alone is a change too.
    const alt = { ...edit, imageAlts: ['A red-switch keyboard'] };
    await app.inject({ method: 'PUT', url: `/api/products/${id}`, headers: staff.headers, payload: alt });
    const altEntry = await lastEntry('product', String(id));
    expect([altEntry.before, altEntry.after]).toEqual([
      { imageAlts: ['The keyboard, side view'] },
      { imageAlts: ['A red-switch keyboard'] },
    ]);

    // A deletion keeps the whole product, long texts included.
    const del = await app.inject({ method: 'DELETE', url: `/api/products/${id}`, headers: staff.headers });
    expect(del.statusCode, del.body).toBe(200);
    const gone = await lastEntry('product', String(id));
    expect(gone.action).toBe('delete');
    expect(gone.before).toMatchObject({
      name: 'Audit Test Keyboard',
      description: 'Red switches, quieter.',
      imageAlts: ['A red-switch keyboard'],
      specifications: { Switches: 'Red', Layout: 'US' },
    });
  });

  it('records an upload: who sent which file, and where it is stored', async () => {
    const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#c00' } })
      .png()
      .toBuffer();
    const boundary = '----audit' + Date.now();
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="images"; filename="red.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      png,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const res = await app.inject({
      method: 'POST',
      url: '/api/upload',
      payload,
      headers: { ...staff.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(res.statusCode, res.body).toBe(200);
    const entry = await lastEntry('upload');
    expect(entry).toMatchObject({ action: 'upload', actorId: staff.user.id });
    expect(entry.after).toEqual({ files: [{ name: 'red.png', bytes: png.length, url: res.json().urls[0] }] });
    const admin = await createUser(database, { isAdmin: true });
    const listed = await app.inject({ url: '/api/admin/audit?entity=upload', headers: admin.headers });
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json().entries[0]).toMatchObject({ entity: 'upload', action: 'upload' });
  });
});
