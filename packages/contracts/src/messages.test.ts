import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from './common';
import { MESSAGES, translateMessage } from './messages';

describe('shared messages', () => {
  it('has the same keys in pt, en and es', () => {
    const ptKeys = Object.keys(MESSAGES.pt).sort();
    expect(Object.keys(MESSAGES.en).sort()).toEqual(ptKeys);
    expect(Object.keys(MESSAGES.es).sort()).toEqual(ptKeys);
  });

  it('has a message for every error code', () => {
    for (const code of ERROR_CODES) expect(MESSAGES.pt).toHaveProperty(`errors.${code}`);
  });

  it('falls back to the generic text for an unknown key', () => {
    expect(translateMessage('nope', 'en')).toBe('Invalid value.');
  });
});
