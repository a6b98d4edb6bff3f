import { describe, expect, it } from 'vitest';
import { perProcessLimitsWarning } from './cluster';

describe('the start log of several processes', () => {
  it('warns that limits are per process when there are several and no Redis, and only then', () => {
    expect(perProcessLimitsWarning(3, undefined)).toBe(
      'Warning: REDIS_URL is not set, so each of the 3 processes counts rate limits on its own (3 times every limit in total). ' +
        'Set REDIS_URL to share them (docs/deploy.md).',
    );
    expect(perProcessLimitsWarning(3, 'redis://127.0.0.1:6379')).toBeUndefined();
    expect(perProcessLimitsWarning(1, undefined)).toBeUndefined();
  });
});
