import { z } from 'zod';
import { childPasswordSchema, personNameSchema } from './auth';
import { isRealIsoDay, languageSchema } from './common';
import {
  BLOCKED_TOPIC_TERMS_MAX,
  CHILD_MAX_AGE,
  CHILD_MIN_AGE,
  FAMILY_CODE_ALPHABET,
  FAMILY_CODE_LENGTH,
  MAX_DAILY_CHATS,
  MAX_MESSAGE_LENGTH,
  RESPONSE_COMPLEXITIES,
  TIME_RESTRICTION_MINUTES,
  TOPIC_MAX_LENGTH,
  TOPICS_MAX_COUNT,
  USERNAME_MAX_LENGTH,
  USERNAME_MIN_LENGTH,
  VOICE_QUALITIES,
} from './limits';

/** Whole years between a birth date (YYYY-MM-DD) and today's date (YYYY-MM-DD). */
export function ageOn(birthDate: string, today: string): number {
  const [by, bm, bd] = birthDate.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}

// Building an Intl.DateTimeFormat is costly (it loads locale and zone data); one per zone is kept.
const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** Today's date (YYYY-MM-DD) in a time zone. */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormats.set(timeZone, format);
  }
  return format.format(now);
}

export const birthDateSchema = z
  .string({ error: 'validation.required' })
  .min(1, { error: 'validation.required' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'validation.birth_date' })
  .refine(isRealIsoDay, { error: 'validation.birth_date' });

/** True when the birth date gives an age the product serves (6–14), today. */
export function isChildAgeAllowed(birthDate: string, today: string): boolean {
  const age = ageOn(birthDate, today);
  return age >= CHILD_MIN_AGE && age <= CHILD_MAX_AGE;
}

export const usernameSchema = z
  .string({ error: 'validation.required' })
  .trim()
  .toLowerCase()
  .min(1, { error: 'validation.required' })
  .min(USERNAME_MIN_LENGTH, { error: 'validation.username' })
  .max(USERNAME_MAX_LENGTH, { error: 'validation.username' })
  .regex(/^[a-z0-9_.]+$/, { error: 'validation.username' });

const topicSchema = z
  .string({ error: 'validation.invalid' })
  .trim()
  .min(1, { error: 'validation.required' })
  .max(TOPIC_MAX_LENGTH, { error: 'validation.topic_too_long' });

/** A topic list: blank entries dropped, duplicates (ignoring case) merged, at most 30. */
export const topicListSchema = z
  .array(z.string({ error: 'validation.invalid' }), { error: 'validation.invalid' })
  .transform((items) => {
    const seen = new Set<string>();
    const kept: string[] = [];
    for (const raw of items) {
      const topic = raw.trim();
      const key = topic.toLocaleLowerCase();
      if (topic === '' || seen.has(key)) continue;
      seen.add(key);
      kept.push(topic);
    }
    return kept;
  })
  .pipe(z.array(topicSchema).max(TOPICS_MAX_COUNT, { error: 'validation.too_many_topics' }));

const intInRange = (range: { min: number; max: number }, key: string) =>
  z.number({ error: key }).int({ error: key }).min(range.min, { error: key }).max(range.max, { error: key });

export const voiceQualitySchema = z.enum(VOICE_QUALITIES, { error: 'validation.invalid_option' });
export const responseComplexitySchema = z.enum(RESPONSE_COMPLEXITIES, { error: 'validation.invalid_option' });

/**
 * What each blocked topic also blocks (issue 13), topic → terms: the API fills it from its
 * concept table when a topic is saved; the parent may send a shorter list to remove items
 * (never to add: an unknown term is ignored).
 */
export const blockedTopicTermsSchema = z.record(
  z.string({ error: 'validation.invalid' }).max(TOPIC_MAX_LENGTH, { error: 'validation.topic_too_long' }),
  z
    .array(z.string({ error: 'validation.invalid' }).max(TOPIC_MAX_LENGTH, { error: 'validation.topic_too_long' }), {
      error: 'validation.invalid',
    })
    .max(BLOCKED_TOPIC_TERMS_MAX, { error: 'validation.invalid' }),
  { error: 'validation.invalid' },
);

export const parentalControlsSchema = z.object({
  audio_enabled: z.boolean({ error: 'validation.invalid_option' }),
  voice_quality: voiceQualitySchema,
  response_complexity: responseComplexitySchema,
  max_daily_chats: intInRange(MAX_DAILY_CHATS, 'validation.max_daily_chats'),
  max_message_length: intInRange(MAX_MESSAGE_LENGTH, 'validation.max_message_length'),
  interest_topics: topicListSchema,
  favorite_topics: topicListSchema,
  blocked_topics: topicListSchema,
  blocked_topic_terms: blockedTopicTermsSchema.optional(),
  time_restrictions: intInRange(TIME_RESTRICTION_MINUTES, 'validation.time_restrictions'),
});
export type ParentalControls = z.infer<typeof parentalControlsSchema>;

/** The controls as the API answers them: the same fields, no input transforms (responses are encoded, not parsed). */
export const parentalControlsViewSchema = parentalControlsSchema.extend({
  interest_topics: z.array(z.string()),
  favorite_topics: z.array(z.string()),
  blocked_topics: z.array(z.string()),
  blocked_topic_terms: z.record(z.string(), z.array(z.string())),
});

export const DEFAULT_PARENTAL_CONTROLS: ParentalControls & { blocked_topic_terms: Record<string, string[]> } = {
  audio_enabled: false,
  voice_quality: 'standard',
  response_complexity: 'medium',
  max_daily_chats: MAX_DAILY_CHATS.default,
  max_message_length: MAX_MESSAGE_LENGTH.default,
  interest_topics: [],
  favorite_topics: [],
  blocked_topics: [],
  blocked_topic_terms: {},
  time_restrictions: TIME_RESTRICTION_MINUTES.default,
};

export const childSchema = z.object({
  id: z.string(),
  name: z.string(),
  username: z.string(),
  birth_date: z.string(),
  age: z.number().int(),
  language: languageSchema,
  avatar_url: z.string(),
  has_uploaded_avatar: z.boolean(),
  access_token: z.string().nullable(),
  access_url: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  last_access_at: z.string().nullable(),
  parental_controls: parentalControlsViewSchema,
});
export type Child = z.infer<typeof childSchema>;

// ---- requests ----

/** spec §7 create payload: the controls are flat, with defaults. */
export const createChildBodySchema = z.object({
  name: personNameSchema,
  birth_date: birthDateSchema,
  username: usernameSchema,
  password: childPasswordSchema,
  child_language: languageSchema.default('pt'),
  ...parentalControlsSchema.partial().shape,
  language: languageSchema.optional(),
});
export type CreateChildBody = z.input<typeof createChildBodySchema>;

/** spec §7 update payload: personal fields plus nested, partial controls. */
export const updateChildBodySchema = z.object({
  name: personNameSchema.optional(),
  birth_date: birthDateSchema.optional(),
  username: usernameSchema.optional(),
  child_language: languageSchema.optional(),
  parental_controls: parentalControlsSchema.partial().optional(),
  language: languageSchema.optional(),
});
export type UpdateChildBody = z.input<typeof updateChildBodySchema>;

export const updateControlsBodySchema = z.object({
  child_id: z.string().optional(),
  controls: parentalControlsSchema.partial(),
  language: languageSchema.optional(),
});
export type UpdateControlsBody = z.input<typeof updateControlsBodySchema>;

export const childPasswordBodySchema = z.object({
  new_password: childPasswordSchema,
  language: languageSchema.optional(),
});

export const childIdParamsSchema = z.object({ id: z.string() });

// ---- responses ----

export const childResponseSchema = z.object({ success: z.literal(true), child: childSchema });
export type ChildResponse = z.infer<typeof childResponseSchema>;
export const childListResponseSchema = z.object({ success: z.literal(true), children: z.array(childSchema) });
export type ChildListResponse = z.infer<typeof childListResponseSchema>;
export const avatarResponseSchema = z.object({ success: z.literal(true), avatar_url: z.string(), child: childSchema });
export type AvatarResponse = z.infer<typeof avatarResponseSchema>;

// ---- the child's own sign-in (chat site) ----

export const childAccessBodySchema = z.object({
  token: z
    .string({ error: 'validation.required' })
    .min(1, { error: 'validation.required' })
    .max(200, { error: 'errors.invalid_token' }),
  language: languageSchema.optional(),
});
/** A family code as typed: spaces and dashes dropped, any case ("abcd-2345" → "ABCD2345"). */
export const familyCodeSchema = z
  .string({ error: 'validation.required' })
  .transform((value) => value.replace(/[\s-]+/g, '').toUpperCase())
  .pipe(
    z
      .string()
      .min(1, { error: 'validation.required' })
      .regex(new RegExp(`^[${FAMILY_CODE_ALPHABET}]{${FAMILY_CODE_LENGTH}}$`), { error: 'validation.family_code' }),
  );

export const childLoginBodySchema = z.object({
  family_code: familyCodeSchema,
  username: z
    .string({ error: 'validation.required' })
    .trim()
    .toLowerCase()
    .min(1, { error: 'validation.required' })
    .max(50, { error: 'validation.username' }),
  password: z
    .string({ error: 'validation.required' })
    .min(1, { error: 'validation.required' })
    .max(128, { error: 'validation.password_max' }),
  language: languageSchema.optional(),
});

/** What the chat site knows about the signed-in child: nothing about the parent. */
export const childProfileSchema = z.object({
  id: z.string(),
  name: z.string(),
  username: z.string(),
  age: z.number().int(),
  language: languageSchema,
  avatar_url: z.string(),
  max_message_length: z.number().int(),
  audio_enabled: z.boolean(),
  voice_quality: voiceQualitySchema,
  /**
   * True when the server speaks replies (GET /api/chats/{id}/messages/{messageId}/speech);
   * otherwise the chat site uses the browser's speech synthesis.
   */
  server_speech: z.boolean(),
});
export type ChildProfile = z.infer<typeof childProfileSchema>;
export const childAuthResponseSchema = z.object({
  success: z.literal(true),
  token: z.string(),
  child: childProfileSchema,
});
export type ChildAuthResponse = z.infer<typeof childAuthResponseSchema>;
export const childValidateResponseSchema = z.object({
  success: z.literal(true),
  valid: z.literal(true),
  child: childProfileSchema,
});

// ---- client forms ----

/** The child form (create mode): the create payload plus the confirmation. */
export const childCreateFormSchema = createChildBodySchema
  .omit({ language: true })
  .extend({ confirm_password: z.string({ error: 'validation.required' }).min(1, { error: 'validation.required' }) })
  .refine((v) => v.password === v.confirm_password, {
    error: 'validation.passwords_mismatch',
    path: ['confirm_password'],
  });

export const childPasswordFormSchema = z
  .object({
    new_password: childPasswordSchema,
    confirm_password: z.string({ error: 'validation.required' }).min(1, { error: 'validation.required' }),
  })
  .refine((v) => v.new_password === v.confirm_password, {
    error: 'validation.passwords_mismatch',
    path: ['confirm_password'],
  });

/** GET /api/parent/topic-expansion?topic=… — what blocking a topic would also block (issue 13), before saving it. */
export const topicExpansionQuerySchema = z.object({
  topic: topicSchema,
  language: languageSchema.optional(),
});
export const topicExpansionResponseSchema = z.object({
  success: z.literal(true),
  topic: z.string(),
  terms: z.array(z.string()),
});
export type TopicExpansionResponse = z.infer<typeof topicExpansionResponseSchema>;
