import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { jobRuns } from '#db/schema';
import { openTestDatabase } from '../../test/database';
import { createJobRunner } from './runner';

const database = await openTestDatabase();
afterAll(() => database.close());
const log = { info: () => {}, warn: () => {}, error: () => {} };
const runsOf = async (name: string) => (await database.db.select().from(jobRuns).where(eq(jobRuns.name, name)))[0];
const until = async (check: () => Promise<boolean>) => {
  for (let i = 0; i < 100 && !(await check()); i++) await new Promise((r) => setTimeout(r, 50));
};

describe('the job runner', () => {
  it('runs each registered tick with its deps on its interval, records the runs, and a failing job harms no other', async () => {
    const runner = createJobRunner({ db: database.db, databaseUrl: database.url, log });
    const seen: { deps: string; now: Date }[] = [];
    runner.register({
      name: 'test-greeter',
      everyMs: 100,
      deps: 'hello',
      tick: async (deps, now) => void seen.push({ deps, now }),
    });
    runner.register({
      name: 'test-broken',
      everyMs: 100,
      deps: null,
      tick: async () => Promise.reject(new Error('mail server on fire')),
    });
    expect(() => runner.register({ name: 'test-greeter', everyMs: 100, deps: 1, tick: async () => {} })).toThrow(
      /registered twice/,
    );
    runner.start();
    await until(
      async () => ((await runsOf('test-greeter'))?.runs ?? 0) >= 3 && ((await runsOf('test-broken'))?.runs ?? 0) >= 3,
    );
    expect(runner.leading).toBe(true);
    await runner.stop();
    expect(seen[0].deps).toBe('hello');
    expect(seen[0].now).toBeInstanceOf(Date);
    expect(await runsOf('test-broken')).toMatchObject({ lastError: 'mail server on fire', lastPid: process.pid });
    expect((await runsOf('test-greeter')).lastError).toBeNull();
    const after = (await runsOf('test-greeter')).runs;
    await new Promise((r) => setTimeout(r, 250));
    expect((await runsOf('test-greeter')).runs).toBe(after);
  });

  it.skipIf(!database.url)(
    'runs the jobs in one of two runners on one PostgreSQL database, then in the other when it stops',
    async () => {
      const ticks: string[] = [];
      const make = (who: string) => {
        const r = createJobRunner({ db: database.db, databaseUrl: database.url, log });
        r.register({ name: 'test-solo', everyMs: 100, deps: who, tick: async (w) => void ticks.push(w) });
        return r;
      };
      const first = make('first');
      first.start();
      await until(async () => first.leading);
      const second = make('second');
      second.start();
      await new Promise((r) => setTimeout(r, 400));
      expect([first.leading, second.leading]).toEqual([true, false]);
      expect(new Set(ticks)).toEqual(new Set(['first']));
      await first.stop();
      await until(async () => second.leading);
      await until(async () => ticks.includes('second'));
      expect(ticks.at(-1)).toBe('second');
      await second.stop();
    },
  );
});
