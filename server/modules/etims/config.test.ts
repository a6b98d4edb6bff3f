import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/app';
import { createUser } from '../../../test/users';

const { app, database } = await buildTestApp();
const admin = await createUser(database, { isAdmin: true });
const overview = async () =>
  (await app.inject({ method: 'GET', url: '/api/admin/etims', headers: admin.headers })).json();
const save = (payload: object, a = app, headers = admin.headers) =>
  a.inject({ method: 'PUT', url: '/api/admin/etims/config', headers, payload });

describe('eTIMS settings in the admin (issue 30: in Settings and the environment)', () => {
  it('saves mode, branch and serial with validation; OSCU needs a PIN and a serial', async () => {
    expect(await overview()).toMatchObject({
      mode: 'simulator',
      branchId: '00',
      fromEnv: { mode: false, pin: false, branchId: false, deviceSerial: false },
    });
    const bad = await save({ mode: 'simulator', branchId: '1', deviceSerial: '' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/Branch ID must be 2 digits/);
    const noPin = await save({ mode: 'oscu', branchId: '00', deviceSerial: 'dvcv1130' });
    expect(noPin.statusCode).toBe(400);
    expect(noPin.json().message).toMatch(/KRA PIN/);
    expect((await save({ mode: 'simulator', branchId: '01', deviceSerial: ' SIM-KPC-0002 ' })).statusCode).toBe(204);
    expect(await overview()).toMatchObject({ mode: 'simulator', branchId: '01', deviceSerial: 'SIM-KPC-0002' });
    expect((await app.etims.settings()).bhfId).toBe('01');
  });

  it('the environment wins: its fields show as set there, and saving another value is refused', async () => {
    const env = await buildTestApp({ ETIMS_BRANCH_ID: '02', ETIMS_DEVICE_SERIAL: 'ENV-SERIAL-1' });
    const envAdmin = await createUser(env.database, { isAdmin: true });
    const o = (await env.app.inject({ method: 'GET', url: '/api/admin/etims', headers: envAdmin.headers })).json();
    expect(o).toMatchObject({
      branchId: '02',
      deviceSerial: 'ENV-SERIAL-1',
      fromEnv: { mode: false, branchId: true, deviceSerial: true },
    });
    const clash = await save(
      { mode: 'simulator', branchId: '03', deviceSerial: 'ENV-SERIAL-1' },
      env.app,
      envAdmin.headers,
    );
    expect(clash.statusCode).toBe(409);
    expect(clash.json().message).toMatch(/set on the server/);
    const ok = await save(
      { mode: 'simulator', branchId: '02', deviceSerial: 'ENV-SERIAL-1' },
      env.app,
      envAdmin.headers,
    );
    expect(ok.statusCode).toBe(204);
    await env.app.close();
  });
});
