import { describe, expect, it } from 'vitest';
import { formatPrice, formatPricePerToken } from './format-money';

/** Intl writes a no-break space after "R$". */
const normalize = (text: string) => text.replace(/\u00a0/g, ' ');

describe('formatPrice', () => {
  it('writes integer cents as BRL in the pt-BR format', () => {
    expect(normalize(formatPrice(9_797))).toBe('R$ 97,97');
    expect(normalize(formatPrice(14_797))).toBe('R$ 147,97');
    expect(normalize(formatPrice(123_456))).toBe('R$ 1.234,56');
  });
});

describe('formatPricePerToken', () => {
  it('keeps 3 decimals', () => {
    expect(normalize(formatPricePerToken('0.014'))).toBe('R$ 0,014');
    expect(normalize(formatPricePerToken('0.05'))).toBe('R$ 0,050');
  });

  it('returns an unreadable value as it came', () => {
    expect(formatPricePerToken('n/a')).toBe('n/a');
  });
});
