import { randomBytes, scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from 'node:crypto';

export interface ScryptCost {
  N: number;
  r: number;
  p: number;
}

/** OWASP's floor for scrypt (2024): N=2^17, r=8, p=1. Each hash holds 128 MiB (128·N·r bytes) while it runs. */
export const PASSWORD_COST: ScryptCost = { N: 2 ** 17, r: 8, p: 1 };
const KEYLEN = 64;
// Room for a stored N up to 2^18 (256 MiB); anything larger fails instead of eating the machine.
const MAXMEM = 257 * 1024 * 1024;
/**
 * Hashes running at once. Each takes 128 MiB and a whole core for ~0.2–1.5 s; more at once only
 * queue up in libuv's 4-thread pool, where they would also hold back file reads and compression.
 * Two keep memory at ~256 MiB and leave threads for the rest of the shop.
 */
export const MAX_CONCURRENT_HASHES = 2;

let cost: ScryptCost = PASSWORD_COST;
let running = 0;
const waiting: (() => void)[] = [];

async function withSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= MAX_CONCURRENT_HASHES) await new Promise<void>((resolve) => waiting.push(resolve));
  else running++;
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running--;
  }
}

/** How many hashes run and wait right now (for tests and diagnostics). */
export const hashQueue = () => ({ running, waiting: waiting.length });

const scrypt = (password: string, salt: Buffer, keylen: number, options: ScryptOptions) =>
  withSlot(
    () =>
      new Promise<Buffer>((resolve, reject) =>
        scryptCb(password, salt, keylen, { ...options, maxmem: MAXMEM }, (err, key) =>
          err ? reject(err) : resolve(key),
        ),
      ),
  );

function parse(stored: string) {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return undefined;
  const [, n, r, p, salt, hash] = parts;
  return {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    salt: Buffer.from(salt, 'base64'),
    hash: Buffer.from(hash, 'base64'),
  };
}

/** Stored as `scrypt$N$r$p$salt$hash`, so the cost can be raised without breaking older hashes. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, KEYLEN, cost);
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parse(stored);
  if (!parsed) return false;
  const key = await scrypt(password, parsed.salt, parsed.hash.length, { N: parsed.N, r: parsed.r, p: parsed.p });
  return timingSafeEqual(key, parsed.hash);
}

/** A hash made at a lower cost than today's: replaced at the next successful sign-in. */
export function needsRehash(stored: string): boolean {
  const parsed = parse(stored);
  return !parsed || parsed.N < cost.N || parsed.r < cost.r || parsed.p < cost.p;
}

/** A hash nothing verifies against, at today's cost: a fake check that keeps the timing of a real one. */
export function dummyHash(): string {
  return [
    'scrypt',
    cost.N,
    cost.r,
    cost.p,
    Buffer.alloc(16).toString('base64'),
    Buffer.alloc(KEYLEN).toString('base64'),
  ].join('$');
}

/**
 * Test suites that create hundreds of accounts hash at a low cost (test/setup-passwords.ts); `null`
 * restores the real one. Refused outside NODE_ENV=test, so a shop can never run on cheap hashes.
 */
export function setPasswordCostForTests(testCost: ScryptCost | null) {
  if (process.env.NODE_ENV !== 'test') throw new Error('setPasswordCostForTests is for tests only (NODE_ENV=test)');
  cost = testCost ?? PASSWORD_COST;
}
