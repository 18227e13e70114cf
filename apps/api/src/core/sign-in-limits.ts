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
const tooMany = () => new AppError('rate_limited', { retryAfterSeconds: LOGIN_FAILURE_WINDOW_MINUTES * 60 });

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
  const [pair, perAccount, perAddress] = await Promise.all([
    limiter.count(keys.pair, WINDOW_MS),
    limiter.count(keys.account, WINDOW_MS),
    limiter.count(keys.address, WINDOW_MS),
  ]);
  if (
    pair >= LOGIN_MAX_FAILURES ||
    perAccount >= LOGIN_MAX_FAILURES_PER_ACCOUNT ||
    perAddress >= LOGIN_MAX_FAILURES_PER_ADDRESS
  )
    throw tooMany();
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
    limiter.hit(keys.account, WINDOW_MS),
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
