import { GENERATED_PASSWORD_LENGTH } from '@kiddo/contracts';

const LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz';
const DIGITS = '23456789';
/** Letters and digits without the look-alikes (0/O, 1/l/I) that a child would mistype. */
const ALPHABET = `${LETTERS}${DIGITS}`;

/** A random index below `size` from crypto.getRandomValues, without modulo bias. */
function randomIndex(size: number): number {
  const limit = 256 - (256 % size);
  const byte = new Uint8Array(1);
  do crypto.getRandomValues(byte);
  while ((byte[0] ?? 0) >= limit);
  return (byte[0] ?? 0) % size;
}

/**
 * A random alphanumeric child password of 8 characters (spec §5) from crypto.getRandomValues,
 * with at least one letter and one digit so it reads as a password a child can type.
 */
export function generatePassword(length: number = GENERATED_PASSWORD_LENGTH): string {
  for (;;) {
    let password = '';
    for (let index = 0; index < length; index += 1) password += ALPHABET[randomIndex(ALPHABET.length)];
    if (/[a-z]/i.test(password) && /\d/.test(password)) return password;
  }
}
