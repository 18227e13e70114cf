import { dictionary } from '@zxcvbn-ts/language-common';
import { AppError } from './app-error';

/*
 * The most common passwords of public breach corpora, as zxcvbn-ts ships them (MIT, ~49,000
 * entries ordered by frequency, bundled in the package: no network call). A new parent
 * password that is one of them, ignoring case, is refused: "Password1" meets the policy of
 * DESIGN §3 and is still among the first guesses of any attacker (docs/decisions/011).
 */

let commonPasswords: Set<string> | undefined;

/** Whether the password is on the list of common passwords (case-insensitive). */
export function isCommonPassword(password: string): boolean {
  commonPasswords ??= new Set(dictionary['passwords-common'].map((entry) => entry.toLowerCase()));
  return commonPasswords.has(password.toLowerCase());
}

/** Refuses a common password as a validation error on the form field that carries it. */
export function assertUncommonPassword(password: string, field: string) {
  if (isCommonPassword(password)) {
    throw new AppError('validation_error', {
      fields: { [field]: 'validation.password_common' },
      messageKey: 'validation.password_common',
    });
  }
}
