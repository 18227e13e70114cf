import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { PortalRoot } from './app/providers';
import { routes } from './app/router';
import { i18n, PRERENDERED_LANGUAGE } from './lib/i18n';
import { type PageMeta, PageMetaCollectorContext } from './lib/page-meta';

/*
 * The build's second entry (vite.config.ts, `prerenderPages`): renders public pages to HTML once,
 * at build time, as a visitor without a session sees them in pt. The browser shows that HTML at
 * once and the app hydrates it (app/mount-app.tsx) (docs/decisions/008-web-performance.md).
 */

export { PRERENDERED_LANGUAGE };

/** A pre-rendered page: the markup for #root and the head's title and description. */
export interface PrerenderedPage extends PageMeta {
  html: string;
}

/** Renders the portal at `path` (e.g. `/login`) to the HTML of its #root. */
export async function renderPage(path: string): Promise<PrerenderedPage> {
  await i18n.changeLanguage(PRERENDERED_LANGUAGE);
  const handler = createStaticHandler(routes);
  // Resolves the path's lazy routes, so the page itself is rendered, not a fallback.
  const context = await handler.query(new Request(new URL(path, 'http://localhost')));
  if (context instanceof Response) throw new Error(`${path} answers with a redirect; only pages can be pre-rendered`);
  if (context.statusCode !== 200) throw new Error(`${path} is not a page of the portal (${context.statusCode})`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const meta: PageMeta = { title: '', description: '' };
  const { prelude } = await prerender(
    <PageMetaCollectorContext value={meta}>
      <PortalRoot>
        {/* No hydration data: the routes have no loaders, and it would be one more inline script. */}
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </PortalRoot>
    </PageMetaCollectorContext>,
  );
  const html = await new Response(prelude).text();
  if (!meta.title) throw new Error(`${path} set no title (usePageMeta)`);
  return { html, ...meta };
}
