import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { products } from '#db/schema';
import { parseCsv } from '#core/format/csv';
import { buildTestApp } from '../../../test/app';
import { createUser } from '../../../test/users';

const { app, database } = await buildTestApp();
const admin = await createUser(database, { isAdmin: true });
const header = 'name,brand,category,price,countInStock,description,image,images,specifications';
const send = (csv: string) =>
  app.inject({
    method: 'POST',
    url: '/api/admin/products/import',
    headers: { ...admin.headers, 'content-type': 'text/csv' },
    payload: csv,
  });

describe('CSV export and import', () => {
  it('exports orders and products as CSV', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/admin/orders.csv', headers: admin.headers });
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.body.split('\r\n')[0]).toContain('total_price');
    const prods = await app.inject({ method: 'GET', url: '/api/admin/products.csv', headers: admin.headers });
    expect(prods.body.split('\r\n').length).toBeGreaterThan(100);
  });

  it('imports good rows, and a bad row is reported with its line while nothing is imported', async () => {
    const count = async () => (await database.db.select().from(products)).length;
    const before = await count();
    const good =
      'CSV Mouse,Logitech,accessories,2500,7,"A mouse, imported",/uploads/products/x-960.webp,,"{""DPI"":""16000""}"';
    const bad = 'CSV Broken,Logitech,accessories,-3,7,desc,/uploads/products/x-960.webp,,{}';

    const refused = await send([header, good, bad].join('\n'));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('Line 3: price: Price must be 0 or more');
    expect(await count()).toBe(before);

    const ok = await send([header, good].join('\n'));
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ created: 1, updated: 0 });
    expect(await count()).toBe(before + 1);
  });
});

describe('CSV prices in digits only (issue 33)', () => {
  it.each(['1e3', '0x10', '1_000', '2,500'])('refuses the price %s with its line, importing nothing', async (price) => {
    const row = `Hex Mouse,Logitech,accessories,"${price}",7,desc,/uploads/products/x-960.webp,,{}`;
    const res = await send([header, row].join('\n'));
    expect([res.statusCode, res.json().message]).toEqual([
      400,
      'Line 2: price: must be an amount in digits, such as 1500 or 1500.50',
    ]);
  });
});

describe('CSV import line numbers', () => {
  it('names the line of the file where the bad record starts, after a description over several lines and a blank line', async () => {
    const csv = [
      header,
      'Desk Mat,Logitech,accessories,1500,4,"Large.\nWashable.\nNon-slip base.",/uploads/products/x-960.webp,,{}',
      '',
      'Broken Mat,Logitech,accessories,-3,4,desc,/uploads/products/x-960.webp,,{}',
    ].join('\n');
    const res = await send(csv);
    expect(res.statusCode).toBe(400);
    // Line 1 header, 2-4 the first record, 5 blank, 6 the bad one (the record count would say 3).
    expect(res.json().message).toBe('Line 6: price: Price must be 0 or more');
  });

  it('names the line where an unclosed quote opens', async () => {
    const res = await send(
      [header, 'Pad,Logitech,accessories,1500,4,"never closed,/x.webp,,{}', 'More,text'].join('\n'),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Line 2: A quoted field is not closed');
  });
});

describe('CSV export then import', () => {
  it('gives back the same text, without the formula guard the export added', async () => {
    const payload = {
      name: '@Home Hub Stand',
      brand: 'Logitech',
      category: 'accessories',
      price: 2500,
      countInStock: 6,
      description: '- Fits 7" hubs\n- =Sturdy steel',
      image: '/uploads/products/x-960.webp',
      images: [],
      specifications: { Colour: '+Black' },
    };
    const created = await app.inject({ method: 'POST', url: '/api/products', headers: admin.headers, payload });
    expect(created.statusCode).toBe(201);
    const id = created.json().id as number;

    const exported = await app.inject({ method: 'GET', url: '/api/admin/products.csv', headers: admin.headers });
    // The export guards formulas: a spreadsheet would otherwise run them.
    expect(exported.body).toContain(`${id},'@Home Hub Stand,`);
    const [head, ...rest] = exported.body.split('\r\n');
    const lineOf = parseCsv(exported.body).find((r) => r.fields[0] === String(id))!.line;
    const record = rest.slice(lineOf - 2, lineOf - 2 + 2).join('\r\n'); // its description spans two lines
    const res = await send(`${head}\r\n${record}\r\n`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ created: 0, updated: 1 });

    const [row] = await database.db.select().from(products).where(eq(products.id, id));
    expect(row).toMatchObject({
      name: payload.name,
      description: payload.description,
      specifications: payload.specifications,
    });
  });
});
