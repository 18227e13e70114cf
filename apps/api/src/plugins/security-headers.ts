import { createHash } from 'node:crypto';
import fastifyCors from '@fastify/cors';
import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import { readSiteDocuments } from './static-site';

/*
 * Security headers and CORS for both listeners (docs/decisions/011). The policy is strict for
 * scripts: only files of our own origin, plus the exact inline scripts the site's build wrote
 * into the HTML it serves (by hash): index.html and every pre-rendered page (plugins/static-site).
 * Styles may be inline: the portal's toasts inject their stylesheet at run time and the test
 * checkout page carries its own; style cannot run script.
 */

/** The `'sha256-…'` source of each inline script (no src attribute) in an HTML page. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const [, attributes = '', body = ''] = match;
    if (/\bsrc\s*=/i.test(attributes) || body === '') continue;
    hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

/** The `'sha256-…'` sources of the inline scripts of every document, each once. */
export function inlineScriptHashesOf(documents: string[]): string[] {
  return [...new Set(documents.flatMap(inlineScriptHashes))];
}

/** The Content-Security-Policy directives for a site whose HTML carries these inline scripts. */
export function contentSecurityPolicy(options: { isHttps: boolean; scriptHashes: string[] }) {
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...options.scriptHashes],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    // Avatars come from the API (same origin); the crop preview is a data: URL, downloads blob: URLs.
    'img-src': ["'self'", 'data:', 'blob:'],
    // The chat site plays server speech from a blob: URL.
    'media-src': ["'self'", 'blob:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    ...(options.isHttps ? { 'upgrade-insecure-requests': [] } : {}),
  };
}

/** The origin (scheme, host, port) of a configured public address. */
const originOf = (url: string) => new URL(url).origin;

/**
 * Helmet's headers and the CORS rules on one listener. Only the portal's and the chat site's
 * own origins get CORS headers; a request from anywhere else gets none, so a browser refuses it.
 */
export async function registerSecurityHeaders(app: FastifyInstance, options: { config: Config; spaRoot?: string }) {
  const { config } = options;
  const isHttps = config.publicUrl.startsWith('https://');
  // Read once at start: a new build of the site comes with a restart.
  const documents = options.spaRoot ? await readSiteDocuments(options.spaRoot) : [];

  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: contentSecurityPolicy({ isHttps, scriptHashes: inlineScriptHashesOf(documents) }),
    },
    // Browsers ignore HSTS over plain HTTP; sending it only for an https address keeps local runs clean.
    strictTransportSecurity: isHttps ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    xFrameOptions: { action: 'deny' },
    // Access links carry a secret in their address: never pass it on to another site.
    referrerPolicy: { policy: 'no-referrer' },
  });

  const allowedOrigins = new Set([originOf(config.publicUrl), originOf(config.chatUrl)]);
  await app.register(fastifyCors, {
    // false (rather than a list) for any other origin, so it gets no CORS header at all, preflight included.
    origin: (origin, callback) => callback(null, origin !== undefined && allowedOrigins.has(origin) ? origin : false),
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: ['authorization', 'content-type', 'accept', 'accept-language', 'x-request-id'],
    exposedHeaders: ['x-request-id', 'retry-after', 'content-disposition'],
    credentials: false,
    maxAge: 600,
  });
}
