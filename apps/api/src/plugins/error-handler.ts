import { errorMessage, translateMessage } from '@kiddo/contracts';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../lib/app-error';
import { languageOf } from '../lib/request-language';
import { SPA_SHELL } from './static-site';

/** Turns an instancePath like "/notifications/email" into "notifications.email". */
const fieldName = (instancePath: string) => instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';

/**
 * The one place that turns errors into the envelope `{ success:false, error, code, fields? }`
 * with a message in the request's language (DESIGN §5). 5xx never leaks internals.
 */
export function registerErrorHandler(app: FastifyInstance, options: { spaRoot?: string } = {}) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const language = languageOf(request);

    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const name = fieldName(issue.instancePath);
        fields[name] ??= translateMessage(issue.message ?? 'validation.invalid', language);
      }
      const first = Object.values(fields)[0];
      return reply.status(400).send({
        success: false,
        code: 'validation_error',
        error: first ?? errorMessage('validation_error', language),
        fields,
      });
    }

    if (error instanceof AppError) {
      if (error.retryAfterSeconds) reply.header('retry-after', String(error.retryAfterSeconds));
      const fields = error.fields
        ? Object.fromEntries(Object.entries(error.fields).map(([k, v]) => [k, translateMessage(v, language)]))
        : undefined;
      return reply.status(error.statusCode).send({
        success: false,
        code: error.code,
        error: error.messageKey ? translateMessage(error.messageKey, language) : errorMessage(error.code, language),
        ...(fields ? { fields } : {}),
      });
    }

    // Fastify's own client errors: malformed JSON, body too large, unsupported media type.
    if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
      return reply
        .status(400)
        .send({ success: false, code: 'invalid_json', error: errorMessage('invalid_json', language) });
    }
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return reply
        .status(413)
        .send({ success: false, code: 'payload_too_large', error: errorMessage('payload_too_large', language) });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply
        .status(error.statusCode)
        .send({ success: false, code: 'validation_error', error: errorMessage('validation_error', language) });
    }

    request.log.error({ err: error }, 'unhandled error');
    return reply
      .status(500)
      .send({ success: false, code: 'internal_error', error: errorMessage('internal_error', language) });
  });

  app.setNotFoundHandler((request, reply) => {
    // A single-page app owns every non-API path: its router shows its own not-found page. The
    // shell is the empty app (the pre-rendered pages have routes of their own, plugins/static-site).
    if (options.spaRoot && request.method === 'GET' && !request.url.startsWith('/api/') && request.url !== '/api') {
      return reply.header('cache-control', 'no-cache').type('text/html').sendFile(SPA_SHELL, options.spaRoot);
    }
    return reply
      .status(404)
      .send({ success: false, code: 'not_found', error: errorMessage('not_found', languageOf(request)) });
  });
}
