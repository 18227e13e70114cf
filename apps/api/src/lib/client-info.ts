import type { FastifyRequest } from 'fastify';

/** Where a request came from, as far as the server can tell (TRUST_PROXY decides the address). */
export interface ClientInfo {
  ip: string;
  userAgent: string | undefined;
}

export const clientOf = (request: FastifyRequest): ClientInfo => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'],
});
