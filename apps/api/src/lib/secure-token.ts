import { createHash, randomBytes } from 'node:crypto';

/** A random opaque token for sessions and e-mail links: 32 bytes, URL-safe. */
export function createSecureToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens are stored only as this hash, so a database leak does not leak usable tokens. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
