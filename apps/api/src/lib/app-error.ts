import type { ErrorCode } from '@kiddo/contracts';

const STATUS_BY_CODE: Record<ErrorCode, number> = {
  validation_error: 400,
  invalid_json: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  invalid_credentials: 401,
  email_not_verified: 403,
  email_taken: 409,
  invalid_token: 400,
  invalid_current_password: 400,
  username_taken: 409,
  profile_limit: 403,
  pro_required: 403,
  invalid_image: 400,
  image_too_large: 413,
  message_too_long: 400,
  daily_chat_limit: 429,
  time_limit: 429,
  insufficient_tokens: 402,
  provider_error: 502,
  safety_unavailable: 503,
  already_subscribed: 409,
  subscription_blocked: 403,
  no_active_subscription: 400,
  payments_unavailable: 503,
  invalid_signature: 400,
  invalid_event: 400,
  confirmation_mismatch: 400,
  password_reused: 400,
  google_not_configured: 503,
  google_unavailable: 502,
  google_invalid_state: 400,
  google_sign_in_failed: 401,
  google_email_unverified: 409,
  rate_limited: 429,
  payload_too_large: 413,
  invalid_export_format: 400,
  summary_failed: 502,
  internal_error: 500,
};

/**
 * The one error type of the API: a stable code (DESIGN §5) whose HTTP status and translated
 * message are derived by the error handler. Services throw it; nothing else builds error bodies.
 */
export class AppError extends Error {
  readonly statusCode: number;

  constructor(
    readonly code: ErrorCode,
    options: {
      fields?: Record<string, string>;
      retryAfterSeconds?: number;
      /** A more precise text than the code's own, e.g. username instead of e-mail. */
      messageKey?: string;
      /**
       * The thing exists but belongs to another family: answered like a missing one, and written
       * to the asking parent's security activity (issue 15).
       */
      foreignResource?: boolean;
      cause?: unknown;
    } = {},
  ) {
    super(code, { cause: options.cause });
    this.name = 'AppError';
    this.statusCode = STATUS_BY_CODE[code];
    this.fields = options.fields;
    this.retryAfterSeconds = options.retryAfterSeconds;
    this.messageKey = options.messageKey;
    this.foreignResource = options.foreignResource ?? false;
  }

  /** Message keys (not yet translated) of invalid fields, for validation errors. */
  readonly fields?: Record<string, string>;
  readonly retryAfterSeconds?: number;
  readonly messageKey?: string;
  readonly foreignResource: boolean;
}
