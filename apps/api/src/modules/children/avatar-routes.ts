import { funEmoji } from '@dicebear/collection';
import { createAvatar } from '@dicebear/core';
import { z } from 'zod';
import type { AppDeps, AppInstance } from '../../app';
import { AppError } from '../../lib/app-error';

/**
 * Avatar images. Uploaded ones come from storage (random names, served with the type their
 * name says and no sniffing); generated ones are drawn here from a seed, so no child's name leaves the server.
 */
export async function avatarRoutes(app: AppInstance, deps: AppDeps) {
  app.get(
    '/uploads/avatars/:file',
    { schema: { tags: ['avatars'], params: z.object({ file: z.string().max(120) }) } },
    async (request, reply) => {
      const stored = await deps.storage.get(`avatars/${request.params.file}`);
      if (!stored) throw new AppError('not_found');
      // Streamed from the store (local folder or bucket), so the portal's URL never changes.
      // A new upload gets a new random key, so a stored file can be cached for ever.
      if (stored.size !== undefined) reply.header('content-length', stored.size);
      return reply
        .type(stored.contentType)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'")
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(stored.body);
    },
  );

  app.get(
    '/avatars/generated/:seed',
    { schema: { tags: ['avatars'], params: z.object({ seed: z.string().regex(/^[a-f0-9]{16}\.svg$/) }) } },
    async (request, reply) => {
      const svg = createAvatar(funEmoji, { seed: request.params.seed.slice(0, 16) }).toString();
      return reply
        .type('image/svg+xml')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(svg);
    },
  );
}
