import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { createMemoryRateLimiter, createRedisRateLimiter, type RateLimiter } from '../../src/plugins/rate-limiter';

/*
 * The same behaviour from both rate limiters: in memory (one process) and in Redis (shared by
 * every process). The Redis half runs where a Redis server is given (CI starts one).
 */
const REDIS_URL = process.env.TEST_REDIS_URL;

let clock = Date.parse('2026-11-22T12:00:00Z');
const now = () => clock;
const clients: Redis[] = [];
afterAll(async () => {
  for (const client of clients) await client.quit();
});

const limiters: Array<[string, () => RateLimiter]> = [['memory', () => createMemoryRateLimiter(now)]];
if (REDIS_URL) {
  limiters.push([
    'redis',
    () => {
      const client = new Redis(REDIS_URL);
      clients.push(client);
      return createRedisRateLimiter(client, now);
    },
  ]);
}

describe.each(limiters)('%s rate limiter', (_kind, create) => {
  it('counts hits per key within a sliding window', async () => {
    const limiter = create();
    const key = `test:${crypto.randomUUID()}`;
    expect(await limiter.count(key, 60_000)).toBe(0);
    expect(await limiter.hit(key, 60_000)).toBe(1);
    expect(await limiter.hit(key, 60_000)).toBe(2);
    // Two hits in the same millisecond are two events.
    expect(await limiter.hit(key, 60_000)).toBe(3);
    expect(await limiter.count(key, 60_000)).toBe(3);
    expect(await limiter.count(`other:${key}`, 60_000)).toBe(0);
    clock += 30_000;
    expect(await limiter.hit(key, 60_000)).toBe(4);
    clock += 30_001;
    // The first three fell out of the window.
    expect(await limiter.count(key, 60_000)).toBe(1);
    await limiter.reset(key);
    expect(await limiter.count(key, 60_000)).toBe(0);
  });

  it('shares counts between two limiters on the same store only when the store is shared', async () => {
    const a = create();
    const b = create();
    const key = `shared:${crypto.randomUUID()}`;
    await a.hit(key, 60_000);
    await b.hit(key, 60_000);
    expect(await a.count(key, 60_000)).toBe(a.kind === 'redis' ? 2 : 1);
  });
});
