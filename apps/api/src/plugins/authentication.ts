import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../app';
import { findSession, type SessionIdentity, type SessionKind } from '../core/sessions';
import { AppError } from '../lib/app-error';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the authentication guard of the route. */
    session?: SessionIdentity;
  }
}

/** The bearer token of the request, if any. */
export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : undefined;
}

/**
 * A preHandler that lets through only a live session of the given kind (DESIGN §3: a child
 * token opens only the chat API, a parent token only the portal API).
 */
export function requireSession(deps: AppDeps, kind: SessionKind) {
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    const token = bearerToken(request);
    if (!token) throw new AppError('unauthorized');
    const session = await findSession(deps.db, token, deps.now());
    if (!session) throw new AppError('unauthorized');
    if (session.kind !== kind) throw new AppError('forbidden');
    request.session = session;
  };
}

/** The session a guarded route runs under. */
export function sessionOf(request: FastifyRequest): SessionIdentity {
  if (!request.session) throw new AppError('unauthorized');
  return request.session;
}
