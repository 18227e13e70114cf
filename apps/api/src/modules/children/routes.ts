import multipart from '@fastify/multipart';
import {
  AVATAR_MAX_BYTES,
  avatarResponseSchema,
  childIdParamsSchema,
  childListResponseSchema,
  childPasswordBodySchema,
  childResponseSchema,
  createChildBodySchema,
  languageQuerySchema,
  successSchema,
  topicExpansionQuerySchema,
  topicExpansionResponseSchema,
  updateChildBodySchema,
  updateControlsBodySchema,
} from '@kiddo/contracts';
import { expandTopic } from '@kiddo/safety';
import type { AppDeps, AppInstance } from '../../app';
import { AppError } from '../../lib/app-error';
import { requireSession, sessionOf } from '../../plugins/authentication';
import { createChildrenService } from './service';

/** spec §7 Children: /api/parent/children/* (parent sessions only). */
export async function childrenRoutes(app: AppInstance, deps: AppDeps) {
  const service = createChildrenService(deps);
  const parentOnly = requireSession(deps, 'parent');
  const tags = ['children'];
  const parentId = (request: Parameters<typeof sessionOf>[0]) => sessionOf(request).parentId;

  await app.register(multipart, { limits: { fileSize: AVATAR_MAX_BYTES, files: 1, fields: 10, parts: 12 } });

  app.get(
    '/parent/children',
    {
      preHandler: parentOnly,
      schema: { tags, querystring: languageQuerySchema, response: { 200: childListResponseSchema } },
    },
    async (request) => ({ success: true as const, children: await service.list(parentId(request)) }),
  );

  app.get(
    '/parent/topic-expansion',
    {
      preHandler: parentOnly,
      schema: { tags, querystring: topicExpansionQuerySchema, response: { 200: topicExpansionResponseSchema } },
    },
    async (request) => {
      const { topic, terms } = expandTopic(request.query.topic);
      return { success: true as const, topic, terms: [...terms] };
    },
  );

  app.post(
    '/parent/children',
    { preHandler: parentOnly, schema: { tags, body: createChildBodySchema, response: { 201: childResponseSchema } } },
    async (request, reply) =>
      reply.status(201).send({ success: true, child: await service.create(parentId(request), request.body) }),
  );

  app.get(
    '/parent/children/:id',
    {
      preHandler: parentOnly,
      schema: {
        tags,
        params: childIdParamsSchema,
        querystring: languageQuerySchema,
        response: { 200: childResponseSchema },
      },
    },
    async (request) => ({ success: true as const, child: await service.get(parentId(request), request.params.id) }),
  );

  app.put(
    '/parent/children/:id',
    {
      preHandler: parentOnly,
      schema: {
        tags,
        params: childIdParamsSchema,
        body: updateChildBodySchema,
        response: { 200: childResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      child: await service.update(parentId(request), request.params.id, request.body),
    }),
  );

  app.delete(
    '/parent/children/:id',
    { preHandler: parentOnly, schema: { tags, params: childIdParamsSchema, response: { 200: successSchema } } },
    async (request) => {
      await service.remove(parentId(request), request.params.id);
      return { success: true as const };
    },
  );

  app.put(
    '/parent/children/:id/password',
    {
      preHandler: parentOnly,
      schema: { tags, params: childIdParamsSchema, body: childPasswordBodySchema, response: { 200: successSchema } },
    },
    async (request) => {
      await service.changePassword(parentId(request), request.params.id, request.body.new_password);
      return { success: true as const };
    },
  );

  app.put(
    '/parent/children/:id/controls',
    {
      preHandler: parentOnly,
      schema: {
        tags,
        params: childIdParamsSchema,
        body: updateControlsBodySchema,
        response: { 200: childResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      child: await service.updateControls(parentId(request), request.params.id, request.body.controls),
    }),
  );

  app.post(
    '/parent/children/:id/access-link',
    { preHandler: parentOnly, schema: { tags, params: childIdParamsSchema, response: { 200: childResponseSchema } } },
    async (request) => ({
      success: true as const,
      child: await service.regenerateAccessLink(parentId(request), request.params.id),
    }),
  );

  app.post(
    '/parent/children/:id/avatar',
    { preHandler: parentOnly, schema: { tags, params: childIdParamsSchema, response: { 200: avatarResponseSchema } } },
    async (request) => {
      const upload = await readAvatarUpload(request);
      const child = await service.setAvatar(parentId(request), request.params.id, upload);
      return { success: true as const, avatar_url: child.avatar_url, child };
    },
  );

  app.delete(
    '/parent/children/:id/avatar',
    { preHandler: parentOnly, schema: { tags, params: childIdParamsSchema, response: { 200: childResponseSchema } } },
    async (request) => ({
      success: true as const,
      child: await service.removeAvatar(parentId(request), request.params.id),
    }),
  );
}

/** The multipart field `avatar`, read whole (at most 5 MB: above, 413). */
async function readAvatarUpload(request: Parameters<typeof sessionOf>[0]): Promise<Buffer> {
  if (!request.isMultipart()) throw new AppError('invalid_image');
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file' && part.fieldname === 'avatar') return await part.toBuffer();
      if (part.type === 'file') part.file.resume(); // ignore any other file, but drain it
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('image_too_large');
    if (code?.startsWith('FST_')) throw new AppError('invalid_image', { cause: error });
    throw error;
  }
  throw new AppError('invalid_image');
}
