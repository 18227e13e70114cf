/**
 * Business constants of the product spec (§9) and DESIGN §4, in one place so the API,
 * the portal and the chat site can never disagree on a number.
 */

export const LANGUAGES = ['pt', 'en', 'es'] as const;
export const DEFAULT_LANGUAGE = 'pt';
export const THEMES = ['light', 'dark', 'system'] as const;
export const FONT_SIZES = ['small', 'medium', 'large'] as const;

export const SIGNUP_BONUS_TOKENS = 500;

export const PARENT_PASSWORD_MIN_LENGTH = 8;
/** Upper bound so that hashing an attacker's megabyte-long "password" cannot exhaust the CPU. */
export const PASSWORD_MAX_LENGTH = 128;
export const CHILD_PASSWORD_MIN_LENGTH = 8;

export const NAME_MAX_LENGTH = 100;
export const EMAIL_MAX_LENGTH = 254;

/** Lifetimes of the single-use e-mail links (DESIGN §3). */
export const EMAIL_VERIFICATION_TTL_HOURS = 24;
export const PASSWORD_RESET_TTL_HOURS = 1;
/** A session lasts this long after its last use… */
export const SESSION_IDLE_DAYS = 14;
/** …and never longer than this after it was opened, however often it is used (issue 15). */
export const SESSION_MAX_DAYS = 30;

/** Login: failures per account+IP within the window before 429 (issue 2). */
export const LOGIN_MAX_FAILURES = 10;
export const LOGIN_FAILURE_WINDOW_MINUTES = 15;
/** Failures on one account from any addresses in the window: many addresses guessing one password (issue 15). */
export const LOGIN_MAX_FAILURES_PER_ACCOUNT = 30;
/** Failures from one address over any accounts in the window: one password tried on many accounts (issue 15). */
export const LOGIN_MAX_FAILURES_PER_ADDRESS = 50;
/** Wrong current passwords (password change, account deletion) per account in the window. */
export const CURRENT_PASSWORD_MAX_FAILURES = 10;
/** Forgot-password and resend-confirmation: requests per e-mail and per IP within the window. */
export const EMAIL_REQUEST_MAX_PER_ADDRESS = 3;
export const EMAIL_REQUEST_MAX_PER_IP = 20;
export const EMAIL_REQUEST_WINDOW_MINUTES = 15;

export const REQUEST_TIMEOUT_MS = 60_000;
export const CACHE_FRESH_MS = 5 * 60_000;
export const HISTORY_CACHE_FRESH_MS = 2 * 60_000;
export const MOBILE_BREAKPOINT_PX = 768;
export const DATE_TIME_FORMAT = 'dd/MM/yyyy HH:mm';

/** Storage key of the interface language in the browser (spec §3: product-specific key). */
export const LANGUAGE_STORAGE_KEY = 'kiddo.language';
export const TOKEN_STORAGE_KEY = 'kiddo.parent.token';
export const USER_STORAGE_KEY = 'kiddo.parent.user';

// ---- children (spec §3, §5, §9; DESIGN §4) ----
export const CHILD_MIN_AGE = 6;
export const CHILD_MAX_AGE = 14;
export const MAX_CHILDREN_WITHOUT_PLAN = 5;
/** "Unlimited" for Super Kiddo, with a technical cap (DESIGN §4). */
export const MAX_CHILDREN_WITH_PLAN = 50;
export const USERNAME_MIN_LENGTH = 3;
export const USERNAME_MAX_LENGTH = 20;
export const VOICE_QUALITIES = ['standard', 'premium', 'deluxe'] as const;
export const RESPONSE_COMPLEXITIES = ['simple', 'medium', 'advanced'] as const;
export const MAX_DAILY_CHATS = { min: 1, max: 50, default: 10 } as const;
export const MAX_MESSAGE_LENGTH = { min: 50, max: 2000, default: 500 } as const;
/** Minutes of chat per day (DESIGN §4). */
export const TIME_RESTRICTION_MINUTES = { min: 10, max: 720, default: 120 } as const;
export const TOPIC_MAX_LENGTH = 50;
export const TOPICS_MAX_COUNT = 30;
/** Terms one blocked topic may expand to (its concept, issue 13). */
export const BLOCKED_TOPIC_TERMS_MAX = 300;
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
export const AVATAR_ACCEPTED_TYPES = ['image/jpeg', 'image/png', 'image/gif'] as const;
export const AVATAR_CROP_MIN_PX = 50;
export const AVATAR_CROP_DEFAULT_PERCENT = 80;
export const AVATAR_OUTPUT_QUALITY = 0.95;
export const AVATAR_OUTPUT_NAME = 'avatar.jpg';
/** The time zone that decides "today" for ages and daily limits when the parent set none. */
export const DEFAULT_TIME_ZONE = 'America/Sao_Paulo';

/** Security events (sign-ins, failures, password changes) are kept this long, then erased (issue 15). */
export const SECURITY_EVENT_RETENTION_DAYS = 365;
/** How many of the latest security events the settings show. */
export const SECURITY_EVENTS_SHOWN = 20;

/**
 * A family's code (issue 15): a child signs in with it, a username and a password, so usernames
 * need only be unique inside a family and nobody can probe another family's children by name.
 * Letters and digits without the look-alikes (I, O, 0, 1).
 */
export const FAMILY_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const FAMILY_CODE_LENGTH = 8;
