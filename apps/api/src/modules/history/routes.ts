import {
  chatHistoryQuerySchema,
  chatHistoryResponseSchema,
  childIdParamsSchema,
  conversationDetailResponseSchema,
  conversationSummaryResponseSchema,
  conversationsOverviewResponseSchema,
  exportParamsSchema,
  languageQuerySchema,
  optionalBody,
  searchBodySchema,
  searchResponseSchema,
  successSchema,
} from '@kiddo/contracts';
import { z } from 'zod';
import type { AppDeps, AppInstance } from '../../app';
import { languageOf } from '../../lib/request-language';
import { requireSession, sessionOf } from '../../plugins/authentication';
import { createHistoryService } from './service';
import { summarizeOwnConversation } from './summaries';

const conversationParamsSchema = z.object({ id: z.string() });

/** spec §7 History (issue 5): parent sessions only; another parent's conversation is a 404. */
export async function historyRoutes(app: AppInstance, deps: AppDeps) {
  const service = createHistoryService(deps);
  const parentOnly = requireSession(deps, 'parent');
  const tags = ['history'];
  const parentId = (request: Parameters<typeof sessionOf>[0]) => sessionOf(request).parentId;

  app.get(
    '/parent/children/:id/chat-history',
    {
      preHandler: parentOnly,
      schema: {
        tags,
        params: childIdParamsSchema,
        querystring: chatHistoryQuerySchema,
        response: { 200: chatHistoryResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.listChildHistory(parentId(request), request.params.id, request.query, languageOf(request)),
    }),
  );

  app.get(
    '/parent/chat-history/:id',
    {
      preHandler: parentOnly,
      schema: {
        tags,
        params: conversationParamsSchema,
        querystring: languageQuerySchema,
        response: { 200: conversationDetailResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.getConversation(parentId(request), request.params.id, languageOf(request)),
    }),
  );

  app.delete(
    '/parent/chat-history/:id',
    {
      preHandler: parentOnly,
      schema: { tags, params: conversationParamsSchema, response: { 200: successSchema } },
    },
    async (request) => {
      await service.deleteConversation(parentId(request), request.params.id);
      return { success: true as const };
    },
  );

  app.get(
    '/parent/chat-history/:id/export/:format',
    { preHandler: parentOnly, schema: { tags, params: exportParamsSchema, querystring: languageQuerySchema } },
    async (request, reply) => {
      const file = await service.exportConversation(
        parentId(request),
        request.params.id,
        request.params.format,
        languageOf(request),
      );
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .header('cache-control', 'no-store')
        .send(file.body);
    },
  );

  app.post(
    '/parent/chat-history/:id/summary',
    {
      preHandler: parentOnly,
      schema: {
        tags,
        params: conversationParamsSchema,
        body: optionalBody(languageQuerySchema),
        response: { 200: conversationSummaryResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await summarizeOwnConversation(deps, parentId(request), request.params.id),
    }),
  );

  app.get(
    '/parent/conversations',
    {
      preHandler: parentOnly,
      schema: { tags, querystring: languageQuerySchema, response: { 200: conversationsOverviewResponseSchema } },
    },
    async (request) => ({
      success: true as const,
      data: await service.overview(parentId(request), languageOf(request)),
    }),
  );

  app.post(
    '/parent/conversations/search',
    { preHandler: parentOnly, schema: { tags, body: searchBodySchema, response: { 200: searchResponseSchema } } },
    async (request) => ({
      success: true as const,
      data: { results: await service.search(parentId(request), request.body, languageOf(request)) },
    }),
  );
}
