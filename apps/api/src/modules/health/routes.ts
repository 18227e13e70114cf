import { z } from 'zod';
import type { AppInstance } from '../../app';

/** Liveness for scripts and load balancers: answers once the API serves requests. */
export async function healthRoutes(app: AppInstance) {
  app.get(
    '/health',
    { schema: { tags: ['operations'], response: { 200: z.object({ status: z.literal('ok') }) } } },
    async () => ({ status: 'ok' as const }),
  );
}
