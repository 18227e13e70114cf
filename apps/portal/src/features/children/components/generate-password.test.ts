import { childPasswordSchema } from '@kiddo/contracts';
import { describe, expect, it } from 'vitest';
import { generatePassword } from './generate-password';

describe('generatePassword', () => {
  it('makes passphrases in the child’s language that a child can type and the policy accepts', () => {
    for (const language of ['pt', 'en', 'es'] as const) {
      const seen = new Set<string>();
      for (let round = 0; round < 200; round += 1) {
        const password = generatePassword(language);
        expect(password).toMatch(/^[a-z]+-[a-z]+-[1-9][0-9]$/);
        expect(childPasswordSchema.safeParse(password).success, password).toBe(true);
        seen.add(password);
      }
      expect(seen.size).toBeGreaterThan(190);
    }
  });
});
