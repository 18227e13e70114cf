import { existsSync, readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/*
 * A built site (the parent portal or the chat site) served beside /api (docs/decisions/008).
 * index.html is the single-page app's shell, sent for every path the site's router owns. The
 * portal's build also pre-renders a few pages into `prerendered/` (`index.html` for `/`,
 * `login.html` for `/login`): those paths get their page, whose HTML is on screen before any
 * script runs.
 */

/** The single-page app's shell: an empty #root that the app renders into. */
export const SPA_SHELL = 'index.html';
/** Where a site's build writes its pre-rendered pages. */
const PRERENDERED_DIR = 'prerendered';

/** A pre-rendered page: the path it answers and its file, relative to the site's root. */
export interface PrerenderedPage {
  urlPath: string;
  file: string;
}

/** The pre-rendered pages of a built site: `prerendered/login.html` answers `/login`, `prerendered/index.html` answers `/`. */
export function listPrerenderedPages(siteRoot: string): PrerenderedPage[] {
  const directory = path.join(siteRoot, PRERENDERED_DIR);
  if (!existsSync(directory)) return [];
  return readdirSync(directory)
    .filter((name) => name.endsWith('.html'))
    .sort()
    .map((name) => {
      const pageName = name.slice(0, -'.html'.length);
      return { urlPath: pageName === 'index' ? '/' : `/${pageName}`, file: `${PRERENDERED_DIR}/${name}` };
    });
}

/** Every HTML document the site serves (the shell and the pre-rendered pages), as text. */
export async function readSiteDocuments(siteRoot: string): Promise<string[]> {
  const files = [SPA_SHELL, ...listPrerenderedPages(siteRoot).map((page) => page.file)];
  return Promise.all(files.map((file) => readFile(path.join(siteRoot, file), 'utf8')));
}

/**
 * Serves the site's files (their build's .br and .gz copies when the client takes them) and its
 * pre-rendered pages at their paths. Unknown paths get the shell from the not-found handler.
 */
export async function registerStaticSite(app: FastifyInstance, options: { siteRoot: string }) {
  await app.register(fastifyStatic, {
    root: options.siteRoot,
    index: SPA_SHELL,
    // The portal's build writes .br and .gz copies of its text files (docs/decisions/008);
    // a file without them, or a client that takes neither, gets the file as it is.
    preCompressed: true,
    // Vite names built assets by content hash, so they can be cached for ever.
    setHeaders: (res, filePath) => {
      res.header(
        'cache-control',
        filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
  for (const page of listPrerenderedPages(options.siteRoot)) {
    app.get(page.urlPath, (_request, reply) => reply.sendFile(page.file));
  }
}
