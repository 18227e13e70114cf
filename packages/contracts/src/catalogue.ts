/*
 * The plan and the token packages as sold (spec §9), with the price arithmetic the cards show.
 * Money is integer cents of BRL: never floats. No zod here: a client that shows the catalogue
 * builds no schema for it (docs/decisions/008-web-performance.md).
 */

import type { Plan, TokenPackage } from './subscription';

export const CURRENCY = 'BRL';

export const PRO_PLAN = {
  id: 'super_kiddo',
  name: 'Super Kiddo',
  original_price_cents: 14_797,
  price_cents: 9_797,
  monthly_tokens: 7_000,
  features: ['monthly_tokens', 'full_access', 'audio_mode', 'unlimited_children', 'best_value'],
} as const;

export const TOKEN_PACKAGES = [
  { id: 'trovao', name: 'Trovão', tokens: 3_000, price_cents: 9_797, popular: false },
  { id: 'raio', name: 'Raio', tokens: 1_500, price_cents: 5_797, popular: true },
  { id: 'faisca', name: 'Faísca', tokens: 500, price_cents: 2_497, popular: false },
] as const;
export type TokenPackageId = (typeof TOKEN_PACKAGES)[number]['id'];
export const TOKEN_PACKAGE_IDS = TOKEN_PACKAGES.map((p) => p.id) as [TokenPackageId, ...TokenPackageId[]];

/** Price per token in BRL, to 3 decimals as the spec shows it. */
export function pricePerToken(priceCents: number, tokens: number): string {
  return (priceCents / 100 / tokens).toFixed(3);
}

/** How much more (positive) or less (negative) a token costs than in the plan, in whole percent. */
export function percentVersusPlan(priceCents: number, tokens: number): number {
  const planPerToken = PRO_PLAN.price_cents / PRO_PLAN.monthly_tokens;
  return Math.round(((priceCents / tokens - planPerToken) / planPerToken) * 100);
}

/** The plan's discount from its list price, rounded (spec §9). */
export function planDiscountPercent(): number {
  return Math.round((1 - PRO_PLAN.price_cents / PRO_PLAN.original_price_cents) * 100);
}

/**
 * The plan as the API answers it and the landing shows it (spec §3 Plan). The landing builds it
 * here rather than asking the API, which answers with this same function.
 */
export function planView(): Plan {
  return {
    id: PRO_PLAN.id,
    name: PRO_PLAN.name,
    currency: CURRENCY,
    original_price_cents: PRO_PLAN.original_price_cents,
    price_cents: PRO_PLAN.price_cents,
    discount_percent: planDiscountPercent(),
    tokens: PRO_PLAN.monthly_tokens,
    price_per_token: pricePerToken(PRO_PLAN.price_cents, PRO_PLAN.monthly_tokens),
    features: [...PRO_PLAN.features],
    popular: true,
    highlight: true,
  };
}

/** The token packages with their price per token and comparison to the plan (spec §2). */
export function packageViews(): TokenPackage[] {
  return TOKEN_PACKAGES.map((pkg) => ({
    id: pkg.id,
    name: pkg.name,
    currency: CURRENCY,
    price_cents: pkg.price_cents,
    tokens: pkg.tokens,
    price_per_token: pricePerToken(pkg.price_cents, pkg.tokens),
    percent_vs_plan: percentVersusPlan(pkg.price_cents, pkg.tokens),
    popular: pkg.popular,
  }));
}
