import { describe, expect, it } from 'vitest';
import { storeSettings } from '#db/schema';
import { buildTestApp } from '../../../test/app';
import { createUser } from '../../../test/users';

// WHATSAPP_NUMBER set by the operator: the admin's saved number is not used, and the API says so.
const ENV_NUMBER = '254711222333';
const { app, database } = await buildTestApp({ WHATSAPP_NUMBER: ENV_NUMBER });
const admin = await createUser(database, { isAdmin: true });
const put = (payload: object) => app.inject({ method: 'PUT', url: '/api/settings', headers: admin.headers, payload });

async function editable() {
  const {
    currency: _c,
    whatsappNumberFromEnv: _e,
    ...input
  } = (await app.inject({ method: 'GET', url: '/api/settings' })).json();
  return input;
}

describe('settings when WHATSAPP_NUMBER is set on the server', () => {
  it('tells the admin the number comes from the environment', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/settings' });
    expect(res.json()).toMatchObject({ whatsappNumber: ENV_NUMBER, whatsappNumberFromEnv: true });
  });

  it('refuses another number with a 409 that says where to change it, and saves nothing', async () => {
    const input = await editable();
    const res = await put({ ...input, storeName: 'Changed Name', whatsappNumber: '254799888777' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('The WhatsApp number is set by WHATSAPP_NUMBER on the server; change it there.');
    expect((await editable()).storeName).not.toBe('Changed Name');
  });

  it('saves the other settings, and keeps the stored number for when the variable is removed', async () => {
    await database.db
      .insert(storeSettings)
      .values({
        id: 1,
        storeName: 'Kenya PC Shop',
        supportEmail: 'support@example.com',
        supportPhone: '0700000000',
        whatsappNumber: '254700555666',
        deliveryFee: 500,
        freeDeliveryThreshold: 50_000,
      })
      .onConflictDoUpdate({ target: storeSettings.id, set: { whatsappNumber: '254700555666' } });
    const input = await editable();
    const res = await put({ ...input, storeName: 'Rigs of Nairobi' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      storeName: 'Rigs of Nairobi',
      whatsappNumber: ENV_NUMBER,
      whatsappNumberFromEnv: true,
    });
    const [row] = await database.db.select().from(storeSettings);
    expect(row).toMatchObject({ storeName: 'Rigs of Nairobi', whatsappNumber: '254700555666' });
  });
});
