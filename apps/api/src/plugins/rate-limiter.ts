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
      return recent(key, windowMs).length;
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
  };
}
