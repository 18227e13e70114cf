import {
  CURRENCY,
  type Plan,
  PRO_PLAN,
  percentVersusPlan,
  planDiscountPercent,
  pricePerToken,
  TOKEN_PACKAGES,
  type TokenPackage,
} from '@kiddo/contracts';

/** The plan as the portal shows it (spec §3 Plan). */
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

export function findPackage(id: string) {
  return TOKEN_PACKAGES.find((pkg) => pkg.id === id);
}
