import { type ErrorCode, REQUEST_TIMEOUT_MS } from '@kiddo/contracts';
import { getInterfaceLanguage, i18n } from './i18n';
import { clearStoredSession, readStoredToken } from './session-storage';

/** Base path of the API; the dev server proxies it and in production the API serves the portal itself. */
export const API_BASE_URL = '/api';
/** Window event fired on any 401 (and listened to by the session, spec §4). */
export const UNAUTHORIZED_EVENT = 'unauthorized';

/** Failures the client produces itself, next to the server's stable codes. */
export type ClientErrorCode = 'timeout' | 'network_error' | 'invalid_response';

/** Any failed call: the HTTP status (0 when no answer came) plus the server's envelope when there was one. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ErrorCode | ClientErrorCode | undefined;
  /** The server's `error` text, already translated into the request's language. */
  readonly serverMessage: string | undefined;
  /** Per-field messages of a validation error, already translated. */
  readonly fields: Record<string, string> | undefined;

  constructor(options: {
    status: number;
    code?: ErrorCode | ClientErrorCode;
    serverMessage?: string;
    fields?: Record<string, string>;
  }) {
    super(options.serverMessage ?? `Request failed (${options.code ?? options.status})`);
    this.name = 'ApiError';
    this.status = options.status;
    this.code = options.code;
    this.serverMessage = options.serverMessage;
    this.fields = options.fields;
  }
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiRequestOptions {
  method?: HttpMethod;
  /**
   * A JSON object, to which `language` is added; or a FormData (a file upload), sent as
   * multipart with the browser's own content type and `language` in the query instead.
   */
  body?: Record<string, unknown> | FormData;
  query?: Record<string, string | number | boolean | undefined>;
  signal?: AbortSignal;
  timeoutMs?: number;
  /**
   * Whether a 401 ends the session (the default). Off only where a 401 is an expected answer
   * that says nothing about the stored session: a login attempt, the startup validation.
   */
  endSessionOnUnauthorized?: boolean;
}

/**
 * The one fetch wrapper (STYLE): adds the bearer token and the interface language (query for GET,
 * body-less DELETE and multipart uploads, body otherwise — spec §7), aborts after 60 s, turns every
 * failure into an ApiError, and on a 401 clears the stored session and fires the `unauthorized` event.
 */
export async function apiRequest<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const response = await sendRequest(path, options, 'application/json');
  const payload = await readJson(response);
  if (!response.ok || (isRecord(payload) && payload.success === false)) throw toApiError(response, payload);
  return payload as T;
}

/** A file the API sent as an attachment. */
export interface DownloadedFile {
  blob: Blob;
  /** The name from the answer's Content-Disposition, when it gave one. */
  filename: string | undefined;
}

/**
 * A GET whose answer is a file rather than a JSON envelope (an export): the same token, language,
 * timeout and error handling as `apiRequest`, but the body comes back as a Blob with the server's
 * file name. A failure still answers with the JSON error envelope.
 */
export async function apiDownload(
  path: string,
  options: Omit<ApiRequestOptions, 'method' | 'body'> = {},
): Promise<DownloadedFile> {
  const response = await sendRequest(path, options, '*/*');
  if (!response.ok) throw toApiError(response, await readJson(response));
  let blob: Blob;
  try {
    blob = await response.blob();
  } catch {
    // The connection dropped while the file was coming in.
    throw new ApiError({ status: 0, code: 'network_error' });
  }
  return { blob, filename: readAttachmentFilename(response.headers.get('Content-Disposition')) };
}

/**
 * The file name of a Content-Disposition header: the RFC 5987 `filename*` (UTF-8, percent-encoded)
 * first, else the plain `filename`, quoted or not.
 */
export function readAttachmentFilename(header: string | null): string | undefined {
  if (!header) return undefined;
  const extended = /filename\*\s*=\s*utf-8''([^;]+)/i.exec(header)?.[1];
  if (extended) {
    try {
      return decodeURIComponent(extended.trim().replace(/^"|"$/g, '')) || undefined;
    } catch {
      // A malformed encoding: fall back to the plain name.
    }
  }
  const plain = /filename\s*=\s*(?:"((?:\\.|[^"\\])*)"|([^;\s]+))/i.exec(header);
  const name = plain?.[1]?.replace(/\\(.)/g, '$1') ?? plain?.[2];
  return name?.trim() || undefined;
}

/** Builds and sends the request; a 401 ends the session here, every other answer goes back to the caller. */
async function sendRequest(path: string, options: ApiRequestOptions, accept: string): Promise<Response> {
  const method = options.method ?? 'GET';
  const language = getInterfaceLanguage();
  const hasBody = method !== 'GET' && (method !== 'DELETE' || options.body !== undefined);
  const formData = hasBody && options.body instanceof FormData ? options.body : undefined;

  const url = new URL(`${API_BASE_URL}${path}`, window.location.origin);
  for (const [key, value] of Object.entries(options.query ?? {})) {
    if (value !== undefined) url.searchParams.set(key, String(value));
  }
  // The server streams a multipart body without reading its fields: the language goes in the query.
  if (!hasBody || formData) url.searchParams.set('language', language);

  const headers: Record<string, string> = { Accept: accept };
  const token = readStoredToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  let body: string | FormData | undefined;
  if (formData) {
    // No Content-Type: the browser writes multipart/form-data with its boundary.
    body = formData;
  } else if (hasBody) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify({ language, ...(options.body as Record<string, unknown> | undefined) });
  }

  const controller = new AbortController();
  let hasTimedOut = false;
  const timer = setTimeout(() => {
    hasTimedOut = true;
    controller.abort();
  }, options.timeoutMs ?? REQUEST_TIMEOUT_MS);
  const abortFromCaller = () => controller.abort();
  if (options.signal?.aborted) controller.abort();
  options.signal?.addEventListener('abort', abortFromCaller);

  let response: Response;
  try {
    response = await fetch(`${url.pathname}${url.search}`, { method, headers, body, signal: controller.signal });
  } catch (error) {
    if (hasTimedOut) throw new ApiError({ status: 0, code: 'timeout' });
    if (options.signal?.aborted) throw error;
    throw new ApiError({ status: 0, code: 'network_error' });
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', abortFromCaller);
  }

  if (response.status === 401 && options.endSessionOnUnauthorized !== false) {
    clearStoredSession();
    window.dispatchEvent(new Event(UNAUTHORIZED_EVENT));
  }
  return response;
}

/** The ApiError of a failed answer, from its status and its error envelope when it has one. */
function toApiError(response: Response, payload: unknown): ApiError {
  const envelope = isRecord(payload) ? payload : {};
  return new ApiError({
    status: response.ok ? 400 : response.status,
    code: typeof envelope.code === 'string' ? (envelope.code as ErrorCode) : undefined,
    serverMessage: typeof envelope.error === 'string' && envelope.error ? envelope.error : undefined,
    fields: isRecord(envelope.fields) ? (envelope.fields as Record<string, string>) : undefined,
  });
}

/**
 * Picks the text to show for a failed call (spec §8): the server's own message first; then what
 * the client knows (bad answer, timeout, no connection); else the caller's text for the status.
 */
export function describeApiError(error: unknown, fallback: (status: number) => string): string {
  if (!(error instanceof ApiError)) return fallback(0);
  if (error.serverMessage) return error.serverMessage;
  if (error.code === 'invalid_response') return i18n.t('errors.invalidResponse');
  if (error.code === 'timeout') return i18n.t('errors.timeout');
  if (error.code === 'network_error') return i18n.t('errors.network');
  return fallback(error.status);
}

/** Whether retrying could help: never for a 4xx, which would only repeat the same answer. */
export function isRetryableError(error: unknown): boolean {
  return !(error instanceof ApiError && error.status >= 400 && error.status < 500);
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => '');
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
