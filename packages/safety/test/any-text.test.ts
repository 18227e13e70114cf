import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { moderateText } from '../src';
import { CARE_KINDS } from '../src/verdict';

/*
 * Any text is judged without throwing (issue 13, "Bad input"): random Unicode, lone
 * surrogates, NUL, control characters, 100,000 characters, emoji sequences, look-alike letters.
 */

const LANGUAGES = [undefined, 'pt', 'en', 'es'] as const;

function expectWellFormed(verdict: ReturnType<typeof moderateText>) {
  expect(typeof verdict.blocked).toBe('boolean');
  expect(['urgent', 'check_in', 'notice', 'none']).toContain(verdict.alert);
  if (verdict.care) expect(CARE_KINDS).toContain(verdict.care);
  if (!verdict.blocked) expect(verdict.category).toBeNull();
}

describe('any text', () => {
  it('judges random strings of any Unicode, with any options, without throwing', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'binary', maxLength: 600 }),
        fc.constantFrom(...LANGUAGES),
        fc.array(fc.string({ unit: 'binary', maxLength: 80 }), { maxLength: 3 }),
        fc.array(fc.string({ maxLength: 30 }), { maxLength: 3 }),
        (text, language, earlierMessages, blockedTopics) => {
          expectWellFormed(moderateText(text, { blockedTopics, language, earlierMessages }));
        },
      ),
      { numRuns: 400 },
    );
  });

  it('judges text made of the characters that break parsers: lone surrogates, NUL, joiners, base64-looking runs', () => {
    const pieces = fc.constantFrom(
      '\ud800',
      '\udfff',
      '\u0000',
      '\u200d',
      '\ufe0f',
      '🦖',
      '👨‍👩‍👧',
      'а',
      'Y29tbyBmYXplcg==',
      '63 6f 6d 6f 20',
      'quero',
      ' ',
      '.',
      '\n',
      'ﷺ',
      '𝐛',
    );
    fc.assert(
      fc.property(fc.array(pieces, { maxLength: 200 }), (parts) => {
        expectWellFormed(moderateText(parts.join(''), { blockedTopics: ['dinossauros'], language: 'pt' }));
      }),
      { numRuns: 300 },
    );
  });

  it('judges 100,000 characters, and still finds a disclosure at the very end', () => {
    const long = `${'a vida é bela e o céu é azul. '.repeat(3400)}eu quero morrer`;
    expect(long.length).toBeGreaterThan(100_000);
    const verdict = moderateText(long, { blockedTopics: [], language: 'pt' });
    expect(verdict.alert).toBe('urgent');
    expectWellFormed(moderateText('\u0000'.repeat(100_000), { blockedTopics: ['x'] }));
  });
});
