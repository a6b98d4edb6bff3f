import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { sharedPlugin } from './shared-plugin';

const stamp = sharedPlugin(
  async (app) => {
    app.addHook('onSend', async (_request, reply, payload) => {
      reply.header('x-stamped', 'yes');
      return payload;
    });
  },
  { name: 'stamp' },
);
const needsStamp = sharedPlugin(async () => {}, { name: 'needs-stamp', dependencies: ['stamp'] });

describe('a plugin declared with sharedPlugin (decision 073)', () => {
  it('reaches the routes of every scope registered after it, as fastify-plugin would', async () => {
    const app = Fastify();
    await app.register(stamp);
    await app.register(async (scope) => void scope.get('/in-a-scope', async () => 'ok'));
    const res = await app.inject({ method: 'GET', url: '/in-a-scope' });
    expect(res.headers['x-stamped']).toBe('yes');
    expect(app.hasPlugin('stamp')).toBe(true);
    await app.close();
  });

  it('is refused when a plugin it depends on is not registered before it', async () => {
    const app = Fastify();
    await expect(app.register(needsStamp)).rejects.toThrow(/needs-stamp.*stamp|stamp.*needs-stamp/);
    const ordered = Fastify();
    await ordered.register(stamp);
    await ordered.register(needsStamp);
    await ordered.ready();
    expect(ordered.hasPlugin('needs-stamp')).toBe(true);
    await ordered.close();
  });
});
