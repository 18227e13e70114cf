import { z } from 'zod';
import { CURRENCY, TOKEN_PACKAGE_IDS } from './catalogue';
import { languageSchema, optionalBody } from './common';

/*
 * Plans and token packages (spec §9). Money is integer cents of BRL: never floats.
 */

export const SUBSCRIPTION_BLOCK_DAYS = 30;
/** A second cancellation within this many days blocks new subscriptions (DESIGN §4). */
export const REPEATED_CANCELLATION_WINDOW_DAYS = 30;

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
  /** Which checkout runs: Stripe, the built-in test checkout (no money moves: the portal says TEST), or none. */
  checkout: z.enum(['stripe', 'test', 'none']),
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
