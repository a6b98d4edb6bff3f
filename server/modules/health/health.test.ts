import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/app';

const { app, database } = await buildTestApp();

describe('GET /api/health', () => {
  it('reports OK with a connected database and a timestamp', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ status: 'OK', database: 'Connected' });
    expect(Date.parse(body.timestamp)).not.toBeNaN();
  });

  it('answers 503 when the database does not answer, without telling the public why', async () => {
    const ping = database.ping;
    database.ping = async () => {
      throw new Error('connection refused');
    };
    try {
      const res = await app.inject({ method: 'GET', url: '/api/health' });
      expect(res.statusCode).toBe(503);
      expect(res.json().status).not.toBe('OK');
      expect(res.json().database).toBe('Disconnected');
      expect(res.body).not.toContain('connection refused');
    } finally {
      database.ping = ping;
    }
  });
});
