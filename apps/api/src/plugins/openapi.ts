import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { createJsonSchemaTransform } from 'fastify-type-provider-zod';
import type { Config } from '../config';

/** Where the reference page lives; its own routes (assets, /json) stay out of the document. */
const DOCS_PREFIX = '/api/docs';

/**
 * The OpenAPI document, generated from the same zod schemas that validate and serialise each
 * route (DESIGN §5), at /api/openapi.json, and a reference page at /api/docs (Swagger UI,
 * served from the package: no CDN, no inline script, so the site's CSP holds there too).
 * Must be registered before the routes: the document is collected as they are added.
 */
export async function registerOpenApi(app: FastifyInstance, options: { config: Config }) {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Kiddo API',
        version: '1.0.0',
        description:
          'The API of the Kiddo parent portal and chat site. Answers are `{ success: true, … }` or ' +
          '`{ success: false, error, code, fields? }`; `language` (query for GET, body otherwise) picks ' +
          'the language of messages. Parent and child sessions are bearer tokens.',
      },
      servers: [{ url: options.config.publicUrl, description: 'parent portal' }],
      components: {
        securitySchemes: {
          session: { type: 'http', scheme: 'bearer', description: 'a parent or child session token' },
        },
      },
    },
    transform: createJsonSchemaTransform({
      skipList: [
        DOCS_PREFIX,
        `${DOCS_PREFIX}/`,
        `${DOCS_PREFIX}/json`,
        `${DOCS_PREFIX}/yaml`,
        `${DOCS_PREFIX}/static/*`,
      ],
    }),
  });
  await app.register(fastifySwaggerUi, {
    routePrefix: DOCS_PREFIX,
    uiConfig: { deepLinking: true, defaultModelsExpandDepth: 0 },
  });
  app.get('/api/openapi.json', { schema: { hide: true } }, async (_request, reply) =>
    reply.header('cache-control', 'no-cache').send(app.swagger()),
  );
}
