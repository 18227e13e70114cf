import { hash, verify } from '@node-rs/argon2';

/** argon2id with the library's defaults, which are OWASP's recommendation (DESIGN §3). */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

let dummyHash: Promise<string> | undefined;

/**
 * Checks a password against a stored hash. With no hash (unknown account, Google-only account)
 * it still spends the same time on a dummy hash, so response times do not reveal which e-mails exist.
 */
export async function verifyPassword(storedHash: string | null | undefined, password: string): Promise<boolean> {
  if (!storedHash) {
    dummyHash ??= hash('kiddo-timing-equaliser');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
}
