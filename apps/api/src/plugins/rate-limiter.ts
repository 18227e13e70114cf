/**
 * Counts events per key within a sliding window. In memory for the single embedded process;
 * a Redis implementation of the same interface shares counts between processes (DESIGN §1).
 */
export interface RateLimiter {
  /** How many events were recorded for the key within the last `windowMs`. */
  count(key: string, windowMs: number): Promise<number>;
  /** Records an event and answers the count including it. */
  hit(key: string, windowMs: number): Promise<number>;
  reset(key: string): Promise<void>;
  /** Where the counts live: this process only, or Redis (shared by every process). */
  readonly kind: 'memory' | 'redis';
  close(): Promise<void>;
}

const SWEEP_EVERY_HITS = 1000;

export function createMemoryRateLimiter(now: () => number = Date.now): RateLimiter {
  const events = new Map<string, { times: number[]; windowMs: number }>();
  let hitsSinceSweep = 0;

  const recent = (key: string, windowMs: number): number[] => {
    const since = now() - windowMs;
    const kept = (events.get(key)?.times ?? []).filter((time) => time > since);
    if (kept.length === 0) events.delete(key);
    else events.set(key, { times: kept, windowMs });
    return kept;
  };

  // Keys nobody asks about again would otherwise stay in memory for ever.
  const sweep = () => {
    const current = now();
    for (const [key, entry] of events) {
      if ((entry.times.at(-1) ?? 0) <= current - entry.windowMs) events.delete(key);
    }
  };

  return {
    async count(key, windowMs) {
      // Reads only: a key counted over several windows (the sign-in back-off) keeps its longest.
      const since = now() - windowMs;
      return (events.get(key)?.times ?? []).filter((time) => time > since).length;
    },
    async hit(key, windowMs) {
      hitsSinceSweep += 1;
      if (hitsSinceSweep >= SWEEP_EVERY_HITS) {
        hitsSinceSweep = 0;
        sweep();
      }
      const kept = recent(key, windowMs);
      kept.push(now());
      events.set(key, { times: kept, windowMs });
      return kept.length;
    },
    async reset(key) {
      events.delete(key);
    },
    kind: 'memory',
    async close() {
      events.clear();
    },
  };
}

/** The part of a Redis client the limiter uses (ioredis). */
export interface RedisLike {
  eval(script: string, numberOfKeys: number, ...args: Array<string | number>): Promise<unknown>;
  del(key: string): Promise<number>;
  quit(): Promise<unknown>;
}

/*
 * One sorted set per key, scored by time: drop what fell out of the window, add this event,
 * count, keep the set only as long as its window. A Lua script runs atomically on the Redis
 * server, so hits from every API process land in one count, in order (DESIGN §1).
 */
const HIT_SCRIPT = `
local key, now, window, member = KEYS[1], tonumber(ARGV[1]), tonumber(ARGV[2]), ARGV[3]
redis.call('ZREMRANGEBYSCORE', key, '-inf', now - window)
redis.call('ZADD', key, now, member)
redis.call('PEXPIRE', key, window)
return redis.call('ZCARD', key)`;
const COUNT_SCRIPT = `
local key, now, window = KEYS[1], tonumber(ARGV[1]), tonumber(ARGV[2])
return redis.call('ZCOUNT', key, '(' .. (now - window), '+inf')`;

const KEY_PREFIX = 'kiddo:rate:';

export function createRedisRateLimiter(redis: RedisLike, now: () => number = Date.now): RateLimiter {
  return {
    async count(key, windowMs) {
      return Number(await redis.eval(COUNT_SCRIPT, 1, KEY_PREFIX + key, now(), windowMs));
    },
    async hit(key, windowMs) {
      const at = now();
      // A unique member per event: two hits in the same millisecond are two events.
      const member = `${at}:${crypto.randomUUID()}`;
      return Number(await redis.eval(HIT_SCRIPT, 1, KEY_PREFIX + key, at, windowMs, member));
    },
    async reset(key) {
      await redis.del(KEY_PREFIX + key);
    },
    kind: 'redis',
    async close() {
      await redis.quit();
    },
  };
}
