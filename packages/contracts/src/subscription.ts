import { z } from 'zod';
import { languageSchema, optionalBody } from './common';

/*
 * Plans and token packages (spec §9). Money is integer cents of BRL: never floats.
 */

export const CURRENCY = 'BRL';
export const SUBSCRIPTION_BLOCK_DAYS = 30;
/** A second cancellation within this many days blocks new subscriptions (DESIGN §4). */
export const REPEATED_CANCELLATION_WINDOW_DAYS = 30;

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

export const planSchema = z.object({
  id: z.string(),
  name: z.string(),
  currency: z.literal(CURRENCY),
  original_price_cents: z.number().int(),
  price_cents: z.number().int(),
  discount_percent: z.number().int(),
  tokens: z.number().int(),
  price_per_token: z.string(),
  features: z.array(z.string()),
  popular: z.boolean(),
  highlight: z.boolean(),
});
export type Plan = z.infer<typeof planSchema>;

export const tokenPackageSchema = z.object({
  id: z.string(),
  name: z.string(),
  currency: z.literal(CURRENCY),
  price_cents: z.number().int(),
  tokens: z.number().int(),
  price_per_token: z.string(),
  /** Against the plan's price per token: positive = more expensive. */
  percent_vs_plan: z.number().int(),
  popular: z.boolean(),
});
export type TokenPackage = z.infer<typeof tokenPackageSchema>;

export const SUBSCRIPTION_STATUSES = ['none', 'active', 'canceled', 'ended'] as const;

export const subscriptionInfoSchema = z.object({
  pro_user: z.boolean(),
  tokens: z.number().int(),
  can_subscribe: z.boolean(),
  /** none: never subscribed; active: renewing; canceled: pro until the period ends; ended. */
  status: z.enum(SUBSCRIPTION_STATUSES),
  current_period_end: z.string().nullable(),
  cancel_at_period_end: z.boolean(),
  blocked_until: z.string().nullable(),
});
export type SubscriptionInfo = z.infer<typeof subscriptionInfoSchema>;

export const subscriptionInfoResponseSchema = z.object({ success: z.literal(true), ...subscriptionInfoSchema.shape });
export const proPlanResponseSchema = z.object({ success: z.literal(true), plan: planSchema });
export const packagesResponseSchema = z.object({ success: z.literal(true), packages: z.array(tokenPackageSchema) });
export const checkoutResponseSchema = z.object({ success: z.literal(true), url: z.string() });

export const addTokensBodySchema = z.object({
  package_id: z.enum(TOKEN_PACKAGE_IDS, { error: 'validation.invalid_option' }),
  language: languageSchema.optional(),
});
export const cancelBodySchema = optionalBody(
  z.object({
    cancel_type: z.literal('immediate').optional(),
    language: languageSchema.optional(),
  }),
);
export const subscribeProBodySchema = optionalBody(z.object({ language: languageSchema.optional() }));
export const cancelResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  ...subscriptionInfoSchema.shape,
});

/** The plan as the API answers it and the landing shows it (spec §3 Plan). */
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
