import { describe, expect, it } from 'vitest';
import { TEXTS } from './texts';

describe('chat site texts', () => {
  it('has the same keys in pt, en and es', () => {
    const keys = Object.keys(TEXTS.pt).sort();
    expect(Object.keys(TEXTS.en).sort()).toEqual(keys);
    expect(Object.keys(TEXTS.es).sort()).toEqual(keys);
  });
});
