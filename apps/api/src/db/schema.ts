import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/*
 * The database schema (DESIGN §2). PostgreSQL dialect only: PGlite in development and tests,
 * a PostgreSQL server in production. Migrations are generated from this file by drizzle-kit
 * and never edited after they land.
 */

/** PostgreSQL's tsvector: only ever written by the database (a generated column). */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

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
    /** What the family's children type with their username at sign-in (issue 15; FAMILY_CODE_ALPHABET). */
    familyCode: text('family_code').notNull().unique(),
    /**
     * Two-step sign-in (issue 15): the TOTP secret sealed with APP_SECRET, set once confirmed;
     * the one being set up until then; the last time step accepted, so a code works once.
     */
    mfaSecretSealed: text('mfa_secret_sealed'),
    mfaPendingSecretSealed: text('mfa_pending_secret_sealed'),
    mfaEnabledAt: timestamp('mfa_enabled_at', { withTimezone: true }),
    mfaLastStep: integer('mfa_last_step'),
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
  /** Opt-in evening e-mail summarising each child's day. */
  notifyDailyDigest: boolean('notify_daily_digest').notNull().default(false),
  /** The parent's local day whose digest went out: claimed with a conditional update, so it is sent once. */
  lastDigestOn: date('last_digest_on', { mode: 'string' }),
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
    /** The browser that opened it (User-Agent, trimmed) and its address: what the parent's session list shows. */
    userAgent: text('user_agent'),
    ip: text('ip'),
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
 * Who already had the sign-up bonus (issue 15): a hash of the canonical e-mail (lower case, no
 * "+tag", no dots for Gmail), kept when the account is deleted, so deleting and registering the
 * same address again — or a plus-address of it — gives no second bonus. Only the hash is kept.
 */
/**
 * What happened to an account's security (issue 15): sign-ins and their failures, lockouts,
 * password changes, ended sessions. Never a secret; shown to the parent as recent activity and
 * kept SECURITY_EVENT_RETENTION_DAYS.
 */
export const securityEvents = pgTable(
  'security_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    parentId: uuid('parent_id')
      .notNull()
      .references(() => parents.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('security_events_parent_idx').on(t.parentId, t.createdAt)],
);

/** One-time recovery codes of a parent's two-step sign-in, hashed; used ones keep their time. */
export const mfaRecoveryCodes = pgTable(
  'mfa_recovery_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    parentId: uuid('parent_id')
      .notNull()
      .references(() => parents.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('mfa_recovery_codes_parent_idx').on(t.parentId)],
);

/** A password that proved right, waiting for the second step: short-lived, hashed, a few tries. */
export const mfaChallenges = pgTable('mfa_challenges', {
  id: uuid('id').primaryKey().defaultRandom(),
  parentId: uuid('parent_id')
    .notNull()
    .references(() => parents.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  attempts: integer('attempts').notNull().default(0),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

export const signupBonusClaims = pgTable('signup_bonus_claims', {
  emailKey: text('email_key').primaryKey(),
  claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull(),
});

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
    /** Lower-case, unique inside the family (issue 15): children sign in with it and the family code. */
    username: text('username').notNull(),
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
  (t) => [
    index('children_parent_idx').on(t.parentId, t.createdAt),
    uniqueIndex('children_family_username_unique').on(t.parentId, t.username),
  ],
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
    /**
     * What each blocked topic also blocks (issue 13): its concept's synonyms, members, emoji and
     * translations, fixed when the parent saved the topic and edited by them — so a later change
     * of the concept table never silently changes a child's filter. Topic → terms.
     */
    blockedTopicTerms: jsonb('blocked_topic_terms').$type<Record<string, string[]>>().notNull().default({}),
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

export const conversations = pgTable(
  'conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    childId: uuid('child_id')
      .notNull()
      .references(() => children.id, { onDelete: 'cascade' }),
    /** Denormalised owner, so every parent query filters on one indexed column. */
    parentId: uuid('parent_id')
      .notNull()
      .references(() => parents.id, { onDelete: 'cascade' }),
    title: text('title'),
    summary: text('summary'),
    category: text('category'),
    /** Who wrote the summary: the configured model, or the server's extractive summariser. */
    summarySource: text('summary_source'),
    summarizedAt: timestamp('summarized_at', { withTimezone: true }),
    /** When the first message was sent: a conversation counts towards the daily limit from then. */
    startedAt: timestamp('started_at', { withTimezone: true }),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }),
    messageCount: integer('message_count').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    index('conversations_child_idx').on(t.childId, t.updatedAt),
    index('conversations_parent_idx').on(t.parentId, t.updatedAt),
    index('conversations_child_started_idx').on(t.childId, t.startedAt),
    index('conversations_child_last_message_idx').on(t.childId, t.lastMessageAt),
    check('conversations_category_valid', sql`${t.category} in ('educational', 'leisure', 'mixed')`),
    check('conversations_summary_source_valid', sql`${t.summarySource} in ('model', 'extractive')`),
  ],
);

export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    sender: text('sender').notNull(),
    content: text('content').notNull(),
    /** Set when the safety layer refused the child's message (and on the redirect that answered it). */
    safetyCategory: text('safety_category'),
    /** Tokens this reply cost the parent (0 for the child's messages and scripted replies). */
    tokenCost: integer('token_cost').notNull().default(0),
    /** On Kiddo's reply: the child's message it answers (a paid reply is found by it, see the refund sweep). */
    replyTo: uuid('reply_to'),
    /** The child's language when the message was sent: picks the search configuration. */
    language: text('language').notNull().default('pt'),
    /** Full-text search in that language, accent-insensitive (issue 5); written by the database. */
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`to_tsvector(kiddo_search_config(language), kiddo_search_text(language, content))`,
    ),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('messages_conversation_idx').on(t.conversationId, t.createdAt),
    index('messages_search_idx').using('gin', t.searchVector),
    index('messages_reply_to_idx').on(t.replyTo),
    check('messages_sender_valid', sql`${t.sender} in ('kid', 'ai')`),
  ],
);

/** Seconds of chat per child per day (in the parent's time zone), for `time_restrictions`. */
export const chatUsage = pgTable(
  'chat_usage',
  {
    childId: uuid('child_id')
      .notNull()
      .references(() => children.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    seconds: integer('seconds').notNull().default(0),
    lastActivityAt: timestamp('last_activity_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.childId, t.day] })],
);

/**
 * A child's activity per day (in the parent's time zone): what the dashboard shows, kept by
 * triggers on messages, conversations and parents (migration 0008), so the dashboard reads a
 * few rows per day instead of the whole history (docs/decisions/013-dashboard-counters.md).
 */
export const childDailyActivity = pgTable(
  'child_daily_activity',
  {
    childId: uuid('child_id')
      .notNull()
      .references(() => children.id, { onDelete: 'cascade' }),
    parentId: uuid('parent_id')
      .notNull()
      .references(() => parents.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    /** Conversations whose first message was sent that day. */
    conversations: integer('conversations').notNull().default(0),
    /** Every message of the day, the child's and Kiddo's. */
    messages: integer('messages').notNull().default(0),
    kidMessages: integer('kid_messages').notNull().default(0),
    /** Tokens the day's replies cost. */
    tokens: integer('tokens').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.childId, t.day] }), index('child_daily_activity_parent_idx').on(t.parentId, t.day)],
);

export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    parentId: uuid('parent_id')
      .notNull()
      .references(() => parents.id, { onDelete: 'cascade' }),
    childId: uuid('child_id').references(() => children.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    /** Facts for the text, rendered in the reader's language when shown or mailed. */
    data: jsonb('data').$type<Record<string, string | number | null>>().notNull().default({}),
    isUrgent: boolean('is_urgent').notNull().default(false),
    readAt: timestamp('read_at', { withTimezone: true }),
    emailedAt: timestamp('emailed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('notifications_parent_idx').on(t.parentId, t.createdAt),
    check('notifications_kind_valid', sql`${t.kind} in ('safety', 'care', 'low_tokens', 'subscription')`),
  ],
);

/** The parent's Super Kiddo subscription (at most one row per parent; its history is the events). */
export const subscriptions = pgTable(
  'subscriptions',
  {
    parentId: uuid('parent_id')
      .primaryKey()
      .references(() => parents.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    provider: text('provider').notNull(),
    providerSubscriptionId: text('provider_subscription_id').unique(),
    currentPeriodStart: timestamp('current_period_start', { withTimezone: true }),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    /** Newest provider event applied: older ones arriving late are not applied over it. */
    lastEventAt: timestamp('last_event_at', { withTimezone: true }),
    blockedUntil: timestamp('blocked_until', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index('subscriptions_period_end_idx').on(t.status, t.currentPeriodEnd),
    check('subscriptions_status_valid', sql`${t.status} in ('active', 'canceled', 'ended')`),
  ],
);

/** Every cancellation, for the repeated-cancellation rule (DESIGN §4). */
export const subscriptionCancellations = pgTable(
  'subscription_cancellations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    parentId: uuid('parent_id')
      .notNull()
      .references(() => parents.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('subscription_cancellations_parent_idx').on(t.parentId, t.createdAt)],
);

/** Checkouts started by parents: what they are paying for, whatever the payment provider. */
export const checkouts = pgTable(
  'checkouts',
  {
    id: text('id').primaryKey(),
    parentId: uuid('parent_id').references(() => parents.id, { onDelete: 'set null' }),
    kind: text('kind').notNull(),
    packageId: text('package_id'),
    status: text('status').notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('checkouts_kind_valid', sql`${t.kind} in ('package', 'pro')`),
    check('checkouts_status_valid', sql`${t.status} in ('open', 'paid', 'canceled')`),
  ],
);

/**
 * Every payment provider event applied, by its id: the unique key makes a replayed or
 * duplicated delivery a no-op, in the same transaction as the event's effect.
 */
export const paymentEvents = pgTable('payment_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  parentId: uuid('parent_id').references(() => parents.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Messages sent through the contact form: kept for support, e-mailed to SUPPORT_EMAIL. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    message: text('message').notNull(),
    language: text('language').notNull(),
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('contact_messages_email_idx').on(t.email)],
);

/**
 * Background work (DESIGN §1): summaries now, e-mails and renewals later. Any API process
 * claims due rows with FOR UPDATE SKIP LOCKED, so none is done twice. `key` makes a job
 * unique while pending (one summary per conversation; a new message pushes it later).
 */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    key: text('key').notNull().unique(),
    payload: jsonb('payload').$type<Record<string, string | number | null>>().notNull().default({}),
    runAt: timestamp('run_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    /** A claimed job is hidden until then; a process that died mid-job frees it by timing out. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    /** Set when the job gave up after its last attempt (kept for the operator). */
    failedAt: timestamp('failed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('jobs_due_idx').on(t.runAt)],
);

/**
 * Google sign-in attempts in flight (DESIGN §3): the state (hashed) and the PKCE verifier
 * and nonce live on the server, single use and short-lived.
 */
export const oauthStates = pgTable('oauth_states', {
  stateHash: text('state_hash').primaryKey(),
  codeVerifier: text('code_verifier').notNull(),
  nonce: text('nonce').notNull(),
  language: text('language').notNull().default('pt'),
  usedAt: timestamp('used_at', { withTimezone: true }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
