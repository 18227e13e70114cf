import {
  languageQuerySchema,
  notificationsQuerySchema,
  notificationsResponseSchema,
  optionalBody,
  successSchema,
} from '@kiddo/contracts';
import { z } from 'zod';
import type { AppDeps, AppInstance } from '../../app';
import { countUnreadNotifications, toNotificationView } from '../../core/notifications';
import { AppError } from '../../lib/app-error';
import { decodeCursor, encodeCursor } from '../../lib/cursor';
import { languageOf } from '../../lib/request-language';
import { isUuid } from '../../lib/uuid';
import { requireSession, sessionOf } from '../../plugins/authentication';
import * as repo from './repository';

const toBefore = ({ at, id }: { at: Date; id: string }) => ({ createdAt: at, id });

/** The parent's notifications (issue 5): safety, urgent care cases, low tokens, subscription events. */
export async function notificationRoutes(app: AppInstance, deps: AppDeps) {
  const parentOnly = requireSession(deps, 'parent');
  const tags = ['notifications'];

  app.get(
    '/parent/notifications',
    {
      preHandler: parentOnly,
      schema: { tags, querystring: notificationsQuerySchema, response: { 200: notificationsResponseSchema } },
    },
    async (request) => {
      const { parentId } = sessionOf(request);
      const language = languageOf(request);
      const [rows, unread] = await Promise.all([
        repo.listNotifications(deps.db, {
          parentId,
          before: request.query.cursor ? toBefore(decodeCursor(request.query.cursor)) : undefined,
          unreadOnly: request.query.unread_only ?? false,
          limit: request.query.limit + 1,
        }),
        countUnreadNotifications(deps.db, parentId),
      ]);
      const page = rows.slice(0, request.query.limit);
      return {
        success: true as const,
        data: {
          notifications: page.map((row) => toNotificationView(row.notification, row.childName, language)),
          unread_count: unread,
          next_cursor:
            rows.length > request.query.limit
              ? encodeCursor(page.at(-1)!.notification.createdAt, page.at(-1)!.notification.id)
              : null,
        },
      };
    },
  );

  app.post(
    '/parent/notifications/:id/read',
    {
      preHandler: parentOnly,
      schema: {
        tags,
        params: z.object({ id: z.string() }),
        body: optionalBody(languageQuerySchema),
        response: { 200: successSchema },
      },
    },
    async (request) => {
      const { parentId } = sessionOf(request);
      if (!isUuid(request.params.id) || !(await repo.markRead(deps.db, parentId, request.params.id, deps.now()))) {
        throw new AppError('not_found');
      }
      return { success: true as const };
    },
  );

  app.post(
    '/parent/notifications/read-all',
    {
      preHandler: parentOnly,
      schema: { tags, body: optionalBody(languageQuerySchema), response: { 200: successSchema } },
    },
    async (request) => {
      await repo.markAllRead(deps.db, sessionOf(request).parentId, deps.now());
      return { success: true as const };
    },
  );
}
