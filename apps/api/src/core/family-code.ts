import { randomInt } from 'node:crypto';
import { FAMILY_CODE_ALPHABET, FAMILY_CODE_LENGTH } from '@kiddo/contracts';

/**
 * A new family code: 8 characters of a 32-letter alphabet, about 10¹² codes, so two families
 * meet on one only once in a million sign-ups at a million families (the unique constraint then
 * refuses the second and the parent tries again). It is not a secret: the child's password is.
 */
export function newFamilyCode(): string {
  let code = '';
  for (let index = 0; index < FAMILY_CODE_LENGTH; index += 1)
    code += FAMILY_CODE_ALPHABET[randomInt(FAMILY_CODE_ALPHABET.length)];
  return code;
}
