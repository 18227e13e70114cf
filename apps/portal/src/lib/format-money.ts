import { CURRENCY } from '@kiddo/contracts';

/*
 * Prices are shown in BRL with the pt-BR format whatever the interface language (spec §9):
 * the product is sold in Brazil, and "R$ 97,97" is how its price reads everywhere.
 */

const PRICE_FORMAT = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: CURRENCY });
const PRICE_PER_TOKEN_FORMAT = new Intl.NumberFormat('pt-BR', {
  style: 'currency',
  currency: CURRENCY,
  minimumFractionDigits: 3,
  maximumFractionDigits: 3,
});

/** An amount of integer cents as "R$ 97,97". */
export function formatPrice(cents: number): string {
  return PRICE_FORMAT.format(cents / 100);
}

/** The API's price per token ("0.014", in reais) as "R$ 0,014": always 3 decimals (spec §9). */
export function formatPricePerToken(value: string): string {
  const amount = Number(value);
  return Number.isFinite(amount) ? PRICE_PER_TOKEN_FORMAT.format(amount) : value;
}
