import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/*
 * The database schema (DESIGN §2). PostgreSQL dialect only: PGlite in development and tests,
 * a PostgreSQL server in production. Migrations are generated from this file by drizzle-kit
 * and never edited after they land.
 */

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

export const parents = pgTable(
  'parents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /** Always stored trimmed and lower-cased, so uniqueness is case-insensitive. */
    email: text('email').notNull().unique(),
    /** Null for accounts that only ever signed in with Google. */
    passwordHash: text('password_hash'),
    googleId: text('google_id').unique(),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }),
    language: text('language').notNull().default('pt'),
    timeZone: text('time_zone').notNull().default('America/Sao_Paulo'),
    /** The token balance; every change is a token_ledger row written in the same transaction. */
    tokens: integer('tokens').notNull().default(0),
    ...timestamps,
  },
  (t) => [check('parents_tokens_not_negative', sql`${t.tokens} >= 0`)],
);

export const parentSettings = pgTable('parent_settings', {
  parentId: uuid('parent_id')
    .primaryKey()
    .references(() => parents.id, { onDelete: 'cascade' }),
  theme: text('theme').notNull().default('system'),
  fontSize: text('font_size').notNull().default('medium'),
  notifyEmail: boolean('notify_email').notNull().default(true),
  notifyInApp: boolean('notify_in_app').notNull().default(true),
  notifyLowTokens: boolean('notify_low_tokens').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Opaque bearer sessions: only the SHA-256 of the token is stored (DESIGN §3). */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull().unique(),
    kind: text('kind').notNull(),
    parentId: uuid('parent_id')
      .notNull()
      .references(() => parents.id, { onDelete: 'cascade' }),
    /** Set for child sessions (the chat site); they die with the child. */
    childId: uuid('child_id').references(() => children.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('sessions_parent_idx').on(t.parentId),
    index('sessions_child_idx').on(t.childId),
    check('sessions_kind_valid', sql`${t.kind} in ('parent', 'child')`),
    check('sessions_child_matches_kind', sql`(${t.kind} = 'child') = (${t.childId} is not null)`),
  ],
);

/** Single-use links sent by e-mail (verification, password reset), hashed at rest. */
export const emailTokens = pgTable(
  'email_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    parentId: uuid('parent_id')
      .notNull()
      .references(() => parents.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('email_tokens_parent_idx').on(t.parentId, t.purpose),
    check('email_tokens_purpose_valid', sql`${t.purpose} in ('verify_email', 'reset_password')`),
  ],
);

/**
 * Every change of a balance. `reference` is unique so that the same event (a payment, a
 * message, the sign-up bonus) can never move tokens twice. The parent link is cleared, not
 * the row, when an account is erased: the accounting stays, the person does not.
 */
export const tokenLedger = pgTable(
  'token_ledger',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    parentId: uuid('parent_id').references(() => parents.id, { onDelete: 'set null' }),
    delta: integer('delta').notNull(),
    balanceAfter: integer('balance_after').notNull(),
    reason: text('reason').notNull(),
    reference: text('reference').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('token_ledger_parent_idx').on(t.parentId, t.createdAt)],
);

export const children = pgTable(
  'children',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    parentId: uuid('parent_id')
      .notNull()
      .references(() => parents.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** Unique across the service, lower-case (DESIGN §4): children sign in with it. */
    username: text('username').notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    birthDate: date('birth_date', { mode: 'string' }).notNull(),
    language: text('language').notNull().default('pt'),
    /** Storage key of the uploaded avatar; null means the generated one. */
    avatarKey: text('avatar_key'),
    /** The access link's token: its hash for sign-in lookups, and sealed (encrypted) so the parent can see the link again. */
    accessTokenHash: text('access_token_hash').unique(),
    accessTokenSealed: text('access_token_sealed'),
    lastAccessAt: timestamp('last_access_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [index('children_parent_idx').on(t.parentId, t.createdAt)],
);

export const parentalControls = pgTable(
  'parental_controls',
  {
    childId: uuid('child_id')
      .primaryKey()
      .references(() => children.id, { onDelete: 'cascade' }),
    audioEnabled: boolean('audio_enabled').notNull().default(false),
    voiceQuality: text('voice_quality').notNull().default('standard'),
    responseComplexity: text('response_complexity').notNull().default('medium'),
    maxDailyChats: integer('max_daily_chats').notNull().default(10),
    maxMessageLength: integer('max_message_length').notNull().default(500),
    interestTopics: jsonb('interest_topics').$type<string[]>().notNull().default([]),
    favoriteTopics: jsonb('favorite_topics').$type<string[]>().notNull().default([]),
    blockedTopics: jsonb('blocked_topics').$type<string[]>().notNull().default([]),
    /** Minutes of chat per day. */
    timeRestrictions: integer('time_restrictions').notNull().default(120),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('controls_daily_chats_range', sql`${t.maxDailyChats} between 1 and 50`),
    check('controls_message_length_range', sql`${t.maxMessageLength} between 50 and 2000`),
    check('controls_voice_quality_valid', sql`${t.voiceQuality} in ('standard', 'premium', 'deluxe')`),
    check('controls_complexity_valid', sql`${t.responseComplexity} in ('simple', 'medium', 'advanced')`),
  ],
);
