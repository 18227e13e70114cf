import {
  chatListResponseSchema,
  chatMessagesResponseSchema,
  chatReplyResponseSchema,
  chatResponseSchema,
  errorMessage,
  languageQuerySchema,
  sendMessageBodySchema,
} from '@kiddo/contracts';
import { z } from 'zod';
import type { AppDeps, AppInstance } from '../../app';
import { AppError } from '../../lib/app-error';
import { languageOf } from '../../lib/request-language';
import { requireSession, sessionOf } from '../../plugins/authentication';
import { createChatService } from './service';

const chatParamsSchema = z.object({ id: z.string() });

/** The chat API for the child's session: /api/chats (DESIGN §5). */
export async function chatRoutes(app: AppInstance, deps: AppDeps) {
  const service = createChatService(deps);
  const childOnly = requireSession(deps, 'child');
  const tags = ['chat'];

  app.get(
    '/chats',
    {
      preHandler: childOnly,
      schema: { tags, querystring: languageQuerySchema, response: { 200: chatListResponseSchema } },
    },
    async (request) => ({
      success: true as const,
      chats: await service.listChats(sessionOf(request)),
      demo_mode: service.isDemo,
    }),
  );

  app.post(
    '/chats',
    { preHandler: childOnly, schema: { tags, response: { 201: chatResponseSchema } } },
    async (request, reply) =>
      reply.status(201).send({ success: true, chat: await service.createChat(sessionOf(request)) }),
  );

  app.get(
    '/chats/:id/messages',
    {
      preHandler: childOnly,
      schema: {
        tags,
        params: chatParamsSchema,
        querystring: languageQuerySchema,
        response: { 200: chatMessagesResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await service.getMessages(sessionOf(request), request.params.id)),
    }),
  );

  app.get(
    '/chats/:id/messages/:messageId/speech',
    {
      preHandler: childOnly,
      schema: { tags, params: z.object({ id: z.string(), messageId: z.string() }), querystring: languageQuerySchema },
    },
    async (request, reply) => {
      const { audio, contentType } = await service.speakReply(
        sessionOf(request),
        request.params.id,
        request.params.messageId,
      );
      return reply
        .type(contentType)
        .header('cache-control', 'private, max-age=86400')
        .header('x-content-type-options', 'nosniff')
        .send(audio);
    },
  );

  app.post(
    '/chats/:id/messages',
    { preHandler: childOnly, schema: { tags, params: chatParamsSchema, body: sendMessageBodySchema } },
    async (request, reply) => {
      // Every refusal happens here, before the stream opens, so it is an ordinary JSON error.
      const prepared = await service.prepareReply(sessionOf(request), request.params.id, request.body.content);
      const wantsJson = (request.headers.accept ?? '').includes('application/json');

      if (wantsJson) {
        const { done, message, reply: answer } = await prepared.run(() => undefined);
        return reply.send(
          chatReplyResponseSchema.parse({
            success: true,
            message,
            reply: answer,
            moderation: done.moderation,
            tokens_left: done.tokens_left,
          }),
        );
      }

      const aborted = new AbortController();
      request.raw.on('close', () => {
        if (!reply.raw.writableFinished) aborted.abort();
      });
      reply.hijack();
      reply.raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
        'x-content-type-options': 'nosniff',
      });
      // A comment line at once: the child's screen knows the reply is coming before the model speaks.
      reply.raw.write(': reply starting\n\n');
      const send = (event: string, data: unknown) =>
        reply.raw.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
      try {
        const { done } = await prepared.run((text) => send('delta', { text }), aborted.signal);
        send('done', done);
      } catch (error) {
        const code = error instanceof AppError ? error.code : 'internal_error';
        if (!(error instanceof AppError)) request.log.error({ err: error }, 'chat stream failed');
        send('error', { code, error: errorMessage(code, languageOf(request)) });
      } finally {
        reply.raw.end();
      }
    },
  );
}
