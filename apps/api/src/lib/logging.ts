import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyRequest } from 'fastify';
import pino, { type DestinationStream, type LoggerOptions } from 'pino';

/*
 * What the logs may carry (docs/decisions/011): JSON lines with a request id, the method, the
 * route and the status — never a password, a session or link token, an Authorization header,
 * a cookie or what a child or a parent wrote. Request bodies are never logged; query values
 * and secret path parameters are masked; error objects lose the parameters of failed queries.
 */

const CENSOR = '[redacted]';

/** Keys whose values never reach a log line, wherever a log call puts them. */
export const LOG_REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  ...['authorization', 'cookie', 'password', 'current_password', 'new_password', 'token', 'access_token']
    .concat(['access_url', 'content', 'body', 'payload', 'params'])
    .flatMap((key) => [key, `*.${key}`]),
];

/** Query parameters whose values are worth seeing in a log; every other value is masked. */
const LOGGED_QUERY_KEYS = new Set(['language', 'page', 'limit', 'period', 'format']);
/** Route parameters that are secrets (e-mail link tokens): the log shows the pattern instead. */
const SECRET_PARAM = /token|secret|code/i;

/** The request's path with secret parameters and query values masked. */
export function loggableUrl(url: string, routePattern?: string): string {
  const [pathname = '', query] = url.split('?', 2);
  const hasSecretParam = routePattern?.split('/').some((part) => part.startsWith(':') && SECRET_PARAM.test(part));
  const safePath = hasSecretParam && routePattern ? routePattern : pathname;
  if (query === undefined) return safePath;
  const params = new URLSearchParams(query);
  const masked = [...params.keys()].map((key) =>
    LOGGED_QUERY_KEYS.has(key) ? `${key}=${encodeURIComponent(params.get(key) ?? '')}` : `${key}=${CENSOR}`,
  );
  return `${safePath}?${[...new Set(masked)].join('&')}`;
}

type LoggedRequest = Partial<FastifyRequest> & Partial<IncomingMessage>;

/** Serializers for the request, the reply and errors: only what an operator needs, nothing secret. */
export const LOG_SERIALIZERS = {
  req(request: LoggedRequest) {
    const route = (request as FastifyRequest).routeOptions?.url;
    return {
      method: request.method,
      url: loggableUrl(request.url ?? '', route),
      route,
      remoteAddress: request.ip ?? request.socket?.remoteAddress,
    };
  },
  res(reply: { statusCode: number }) {
    return { statusCode: reply.statusCode };
  },
  err(error: Error) {
    const serialized = pino.stdSerializers.err(error);
    // A failed query's message lists its parameters: a password hash, a message's text.
    const maskParams = (text: string) => text.replace(/\nparams: [^\n]*/g, `\nparams: ${CENSOR}`);
    if (typeof serialized.message === 'string') serialized.message = maskParams(serialized.message);
    if (typeof serialized.stack === 'string') serialized.stack = maskParams(serialized.stack);
    for (const key of ['params', 'headers', 'request', 'response', 'config']) delete serialized[key];
    return serialized;
  },
};

/** The options every logger of the API shares: redaction and the safe serializers. */
export const LOG_OPTIONS = {
  redact: { paths: LOG_REDACT_PATHS, censor: CENSOR },
  serializers: LOG_SERIALIZERS,
} satisfies LoggerOptions;

/** The process's logger: JSON lines on stdout (or the given stream), redacted. */
export function createLogger(level: string, destination?: DestinationStream) {
  return pino({ level, ...LOG_OPTIONS }, destination);
}

/** An incoming X-Request-Id worth keeping: short, and made of characters that are safe in a log. */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** The request's id: the caller's X-Request-Id when it looks safe (a proxy's trace id), else a new UUID. */
export function requestIdOf(request: IncomingMessage): string {
  const incoming = request.headers['x-request-id'];
  return typeof incoming === 'string' && SAFE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
}
