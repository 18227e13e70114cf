import { type Language, resolveLanguage } from '@kiddo/contracts';
import type { FastifyRequest } from 'fastify';

/**
 * The language of a request (spec §7): `language` in the query for GET, in the body otherwise
 * (DELETE falls back to the query), pt when absent or unsupported.
 */
export function languageOf(request: FastifyRequest): Language {
  const body = request.body as { language?: unknown } | undefined;
  const query = request.query as { language?: unknown } | undefined;
  const fromBody = body && typeof body === 'object' ? body.language : undefined;
  return resolveLanguage(fromBody ?? query?.language);
}
