import {
  CURRENT_PASSWORD_MAX_FAILURES,
  LOGIN_FAILURE_WINDOW_MINUTES,
  LOGIN_MAX_FAILURES,
  LOGIN_MAX_FAILURES_PER_ACCOUNT,
  LOGIN_MAX_FAILURES_PER_ADDRESS,
} from '@kiddo/contracts';
import { AppError } from '../lib/app-error';
import type { RateLimiter } from '../plugins/rate-limiter';

/*
 * Failed sign-ins are counted three ways (issue 15): per account and address (a person who
 * forgot their password), per account from any address (many machines guessing one password)
 * and per address over any account (one password sprayed over many accounts). Any of the three
 * over its limit answers 429 until the window passes. Parents and children count apart.
 */

const WINDOW_MS = LOGIN_FAILURE_WINDOW_MINUTES * 60_000;
const HOUR_MS = 60 * 60_000;
const tooMany = (seconds = LOGIN_FAILURE_WINDOW_MINUTES * 60) =>
  new AppError('rate_limited', { retryAfterSeconds: seconds });

/**
 * Per account from any address, the allowance grows slower than the time (issue 15): 30 failures
 * in 15 minutes, 60 in an hour, 120 in 6 hours, 240 in a day. A slow, patient guesser waits ever
 * longer for each try; the owner who mistypes a few times never meets the longer tiers.
 */
const ACCOUNT_TIERS: ReadonlyArray<{ windowMs: number; max: number }> = [
  { windowMs: WINDOW_MS, max: LOGIN_MAX_FAILURES_PER_ACCOUNT },
  { windowMs: HOUR_MS, max: 2 * LOGIN_MAX_FAILURES_PER_ACCOUNT },
  { windowMs: 6 * HOUR_MS, max: 4 * LOGIN_MAX_FAILURES_PER_ACCOUNT },
  { windowMs: 24 * HOUR_MS, max: 8 * LOGIN_MAX_FAILURES_PER_ACCOUNT },
];
const ACCOUNT_MEMORY_MS = 24 * HOUR_MS;

const keysOf = (scope: 'parent' | 'child', account: string, ip: string) => ({
  pair: `${scope}-login:${account}:${ip}`,
  account: `${scope}-login-account:${account}`,
  address: `${scope}-login-address:${ip}`,
});

export async function assertSignInAllowed(
  limiter: RateLimiter,
  scope: 'parent' | 'child',
  account: string,
  ip: string,
) {
  const keys = keysOf(scope, account, ip);
  const [pair, perAddress, ...perAccount] = await Promise.all([
    limiter.count(keys.pair, WINDOW_MS),
    limiter.count(keys.address, WINDOW_MS),
    ...ACCOUNT_TIERS.map((tier) => limiter.count(keys.account, tier.windowMs)),
  ]);
  if (pair >= LOGIN_MAX_FAILURES || perAddress >= LOGIN_MAX_FAILURES_PER_ADDRESS) throw tooMany();
  // The longest tier that is full decides the wait.
  const full = ACCOUNT_TIERS.filter((tier, index) => (perAccount[index] ?? 0) >= tier.max).at(-1);
  if (full) throw tooMany(full.windowMs / 1000);
}

export async function recordSignInFailure(
  limiter: RateLimiter,
  scope: 'parent' | 'child',
  account: string,
  ip: string,
) {
  const keys = keysOf(scope, account, ip);
  await Promise.all([
    limiter.hit(keys.pair, WINDOW_MS),
    limiter.hit(keys.account, ACCOUNT_MEMORY_MS),
    limiter.hit(keys.address, WINDOW_MS),
  ]);
}

/** A success clears only its own account+address count: the wider counts keep an attack visible. */
export async function clearSignInFailures(
  limiter: RateLimiter,
  scope: 'parent' | 'child',
  account: string,
  ip: string,
) {
  await limiter.reset(keysOf(scope, account, ip).pair);
}

/** Wrong current passwords on a signed-in account (changing the password, deleting the account). */
export async function assertCurrentPasswordAttemptsLeft(limiter: RateLimiter, parentId: string) {
  if ((await limiter.count(`current-password:${parentId}`, WINDOW_MS)) >= CURRENT_PASSWORD_MAX_FAILURES)
    throw tooMany();
}

export async function recordWrongCurrentPassword(limiter: RateLimiter, parentId: string) {
  await limiter.hit(`current-password:${parentId}`, WINDOW_MS);
}
