import { type ErrorCode, REQUEST_TIMEOUT_MS } from '@kiddo/contracts';
import { getInterfaceLanguage } from './i18n';
import { clearStoredSession, readStoredToken } from './session-storage';

/** Base path of the API: same origin (the API serves the chat site; Vite proxies it in development). */
export const API_BASE_URL = '/api';
/** Window event fired on any 401: the session provider listens and sends the child back to /login. */
export const UNAUTHORIZED_EVENT = 'kiddo:unauthorized';

/**
 * Failures the client produces itself, next to the server's stable codes: no answer in time,
 * no connection, an answer that is not what the contract says, a reply stream cut short.
 */
export type ClientErrorCode = 'timeout' | 'network_error' | 'invalid_response' | 'connection_lost';

/** Any failed call: the HTTP status (0 when no answer came) plus the server's envelope when there was one. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ErrorCode | ClientErrorCode | undefined;
  /** The server's `error` text, already translated into the request's language. */
  readonly serverMessage: string | undefined;

  constructor(options: { status: number; code?: ErrorCode | ClientErrorCode; serverMessage?: string }) {
    super(options.serverMessage ?? `Request failed (${options.code ?? options.status})`);
    this.name = 'ApiError';
    this.status = options.status;
    this.code = options.code;
    this.serverMessage = options.serverMessage;
  }
}

export interface ApiRequestOptions {
  method?: 'GET' | 'POST';
  /** A JSON object; `language` is added to it. */
  body?: Record<string, unknown>;
  signal?: AbortSignal;
  /** How long to wait for the response headers. */
  timeoutMs?: number;
  /** The `Accept` header: JSON unless the caller reads a reply stream. */
  accept?: 'application/json' | 'text/event-stream' | 'audio/mpeg';
  /**
   * Whether a 401 ends the session (the default). Off only where a 401 is an expected answer
   * that says nothing about the stored session: a sign-in attempt.
   */
  endSessionOnUnauthorized?: boolean;
}

/**
 * The one fetch wrapper: adds the child's bearer token and the interface language (query for
 * GET, body for POST), gives up after 60 s without an answer, turns every failure into an
 * ApiError, and on a 401 clears the stored session and fires UNAUTHORIZED_EVENT (→ /login).
 * Resolves with the successful Response, its body unread (JSON or a reply stream).
 */
export async function apiFetch(path: string, options: ApiRequestOptions = {}): Promise<Response> {
  const method = options.method ?? 'GET';
  const language = getInterfaceLanguage();

  const url = new URL(`${API_BASE_URL}${path}`, window.location.origin);
  if (method === 'GET') url.searchParams.set('language', language);

  const headers: Record<string, string> = { Accept: options.accept ?? 'application/json' };
  const token = readStoredToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  let body: string | undefined;
  if (method !== 'GET') {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify({ language, ...options.body });
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
    options.signal?.removeEventListener('abort', abortFromCaller);
    if (hasTimedOut) throw new ApiError({ status: 0, code: 'timeout' });
    if (options.signal?.aborted) throw error;
    throw new ApiError({ status: 0, code: 'network_error' });
  } finally {
    // Only the wait for the headers is timed here: a reply stream may rightly take longer.
    clearTimeout(timer);
  }
  // The caller's listener stays: aborting must still cut a reply stream that is being read.

  if (response.status === 401 && options.endSessionOnUnauthorized !== false) {
    clearStoredSession();
    window.dispatchEvent(new Event(UNAUTHORIZED_EVENT));
  }

  if (!response.ok) {
    const envelope = await readJson(response);
    throw new ApiError({
      status: response.status,
      code: isRecord(envelope) && typeof envelope.code === 'string' ? (envelope.code as ErrorCode) : undefined,
      serverMessage:
        isRecord(envelope) && typeof envelope.error === 'string' && envelope.error ? envelope.error : undefined,
    });
  }
  return response;
}

/** A JSON call through `apiFetch`: resolves with the parsed body, rejects with an ApiError. */
export async function apiRequest<T>(path: string, options: Omit<ApiRequestOptions, 'accept'> = {}): Promise<T> {
  const response = await apiFetch(path, options);
  const payload = await readJson(response);
  if (!isRecord(payload)) throw new ApiError({ status: response.status, code: 'invalid_response' });
  if (payload.success === false) {
    throw new ApiError({
      status: 400,
      code: typeof payload.code === 'string' ? (payload.code as ErrorCode) : undefined,
      serverMessage: typeof payload.error === 'string' ? payload.error : undefined,
    });
  }
  return payload as T;
}

/** Reads a body as JSON; anything unreadable counts as no body. */
export async function readJson(response: Response): Promise<unknown> {
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
