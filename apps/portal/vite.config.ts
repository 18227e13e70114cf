import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, gzip, constants as zlibConstants } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { build, defineConfig, type Plugin, type ResolvedConfig, type Rolldown } from 'vite';
import type { PrerenderedPage } from './src/prerender';

/** Where the dev server forwards `/api`: the API started by `npm run dev -w @kiddo/api`. */
const apiProxyTarget = process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:8080';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
/** Text files worth compressing; smaller ones would not gain from it. */
const COMPRESSIBLE_FILE = /\.(?:js|css|html|svg|json|txt)$/;
const COMPRESS_MIN_BYTES = 1024;

/** Writes a `.br` and a `.gz` next to a built file, at the strongest settings (not for tiny files). */
async function writeCompressedCopies(filePath: string): Promise<void> {
  const source = await readFile(filePath);
  if (source.length < COMPRESS_MIN_BYTES) return;
  const [brotliBytes, gzipBytes] = await Promise.all([
    brotli(source, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY } }),
    gzipAsync(source, { level: zlibConstants.Z_BEST_COMPRESSION }),
  ]);
  await Promise.all([writeFile(`${filePath}.br`, brotliBytes), writeFile(`${filePath}.gz`, gzipBytes)]);
}

/**
 * Writes a `.br` and a `.gz` next to every text file of the build, at the strongest settings,
 * once at build time: the API's static server sends them as they are (`preCompressed`), so no
 * request pays for compression (docs/decisions/008-web-performance.md).
 */
function precompressBuild(): Plugin {
  return {
    name: 'kiddo:precompress',
    // The browser's build only: the pre-rendering's server bundle is never served.
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    async writeBundle(options, bundle) {
      const outDir = options.dir ?? 'dist';
      const files = Object.keys(bundle).filter((fileName) => COMPRESSIBLE_FILE.test(fileName));
      await Promise.all(files.map((fileName) => writeCompressedCopies(path.join(outDir, fileName))));
    },
  };
}

/** The pages the build pre-renders: the two a visitor most often opens first (ADR 008). */
const PRERENDERED_PATHS = ['/', '/login'];
/** Where a pre-rendered page is written in the build: `/` is `prerendered/index.html`, `/login` is `prerendered/login.html`. */
const PRERENDERED_DIR = 'prerendered';
const prerenderedFileName = (pagePath: string) => `${pagePath === '/' ? 'index' : pagePath.slice(1)}.html`;

/** Text for HTML: in an element or an attribute between double quotes. */
function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** Replaces the one occurrence of `pattern` in the HTML; a build whose shell lacks it fails. */
function replaceOnce(html: string, pattern: RegExp, replacement: string): string {
  if (!pattern.test(html)) throw new Error(`index.html has no ${pattern}`);
  return html.replace(pattern, () => replacement);
}

/**
 * The shell (the built index.html) with a pre-rendered page in #root, its title and description,
 * and `<html data-prerendered="pt">` (index.html's first script and main.tsx read it). The page
 * paints without any script, so it asks for none before that paint: the modulepreload tags go
 * (main.tsx imports the app once the page is painted) and the entry is fetched at low priority,
 * leaving the bandwidth to the stylesheet.
 */
function fillShell(shell: string, page: PrerenderedPage, language: string): string {
  let html = replaceOnce(shell, /<div id="root"><\/div>/, `<div id="root">${page.html}</div>`);
  html = replaceOnce(html, /<html lang="[a-z]+">/, `<html lang="${language}" data-prerendered="${language}">`);
  html = replaceOnce(html, /<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`);
  html = replaceOnce(
    html,
    /<meta name="description" content="[^"]*"/,
    `<meta name="description" content="${escapeHtml(page.description)}"`,
  );
  html = html.replace(/\s*<link rel="modulepreload"[^>]*>/g, '');
  return replaceOnce(html, /<script type="module"/, '<script type="module" fetchpriority="low"');
}

/**
 * After the browser's build, builds `src/prerender.tsx` for Node (Vite's SSR build), renders
 * PRERENDERED_PATHS with it, and writes each into a copy of index.html under `prerendered/`
 * (with its .br and .gz). The API serves those for their paths, and index.html, empty, for
 * every other one (docs/decisions/008-web-performance.md).
 */
function prerenderPages(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'kiddo:prerender-pages',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle(error) {
      if (error) return;
      // Inside node_modules, so the bundle's imports of react and the rest resolve from there.
      const serverDir = path.join(config.root, 'node_modules', '.vite', 'kiddo-prerender');
      await build({
        configFile: config.configFile,
        mode: config.mode,
        logLevel: 'warn',
        build: { ssr: 'src/prerender.tsx', outDir: serverDir, emptyOutDir: true },
      });
      const { renderPage, PRERENDERED_LANGUAGE } = (await import(
        pathToFileURL(path.join(serverDir, 'prerender.js')).href
      )) as typeof import('./src/prerender');
      const outDir = path.resolve(config.root, config.build.outDir);
      const shell = await readFile(path.join(outDir, 'index.html'), 'utf8');
      await mkdir(path.join(outDir, PRERENDERED_DIR), { recursive: true });
      for (const pagePath of PRERENDERED_PATHS) {
        const filePath = path.join(outDir, PRERENDERED_DIR, prerenderedFileName(pagePath));
        await writeFile(filePath, fillShell(shell, await renderPage(pagePath), PRERENDERED_LANGUAGE));
        await writeCompressedCopies(filePath);
      }
      await rm(serverDir, { recursive: true, force: true });
    },
  };
}

/** A public page's module: its file name, less `-page`, is its path (`login-page.tsx` is /login). */
const PUBLIC_PAGE_MODULE = /[\\/]src[\\/]features[\\/](?:auth|contact|legal)[\\/]pages[\\/]([a-z0-9-]+)-page\.tsx$/;

/** The chunks a chunk needs before it can run: itself and everything it imports, transitively. */
function collectChunkFiles(bundle: Rolldown.OutputBundle, fileName: string, into = new Set<string>()): Set<string> {
  const chunk = bundle[fileName];
  if (into.has(fileName) || chunk?.type !== 'chunk') return into;
  into.add(fileName);
  for (const imported of chunk.imports) collectChunkFiles(bundle, imported, into);
  return into;
}

/** The module the tiny entry (main.tsx) imports once the first paint is done: the app itself. */
const APP_START_MODULE = /[\\/]src[\\/]app[\\/]start-portal\.tsx$/;

/**
 * Preloads what the first load of the app's shell (index.html) needs, as early as the HTML can
 * ask for it (the pre-rendered pages drop these tags, see `fillShell`):
 * - The app. main.tsx imports it dynamically, in steps, so Vite would not preload it;
 *   `modulepreload` tags download its chunks alongside the entry, without running them.
 * - The public pages, chunks of their own, which the router only asks for once the app has run.
 *   For a visitor who opens one directly (a link in a mail, a search result), a tiny script
 *   preloads that page's chunks by its path. It comes after the other tags and before the
 *   stylesheet: an inline script after a stylesheet would wait for the stylesheet.
 */
function preloadFirstLoad(): Plugin {
  return {
    name: 'kiddo:preload-first-load',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const bundle = context.bundle;
        if (!bundle) return html;
        const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
        const entry = chunks.find((chunk) => chunk.isEntry);
        const appStart = chunks.find(
          (chunk) => chunk.isDynamicEntry && APP_START_MODULE.test(chunk.facadeModuleId ?? ''),
        );
        if (!entry || !appStart) throw new Error('no entry or no src/app/start-portal.tsx chunk in the build');
        const preloadedByVite = collectChunkFiles(bundle, entry.fileName);
        const appFiles = [...collectChunkFiles(bundle, appStart.fileName)].filter((name) => !preloadedByVite.has(name));
        const firstLoad = new Set([...preloadedByVite, ...appFiles]);
        const filesByPath: Record<string, string[]> = {};
        for (const chunk of chunks) {
          const page = chunk.isDynamicEntry && chunk.facadeModuleId?.match(PUBLIC_PAGE_MODULE);
          if (!page) continue;
          filesByPath[`/${page[1]}`] = [...collectChunkFiles(bundle, chunk.fileName)].filter(
            (name) => !firstLoad.has(name),
          );
        }
        // Not on a pre-rendered page (`<html data-prerendered>`): it asks for no script before its
        // first paint, and the router fetches the page's chunks once the app runs.
        const script = `(function(){var f=${JSON.stringify(filesByPath)}[location.pathname.replace(/\\/+$/,'')];if(!f||document.documentElement.hasAttribute('data-prerendered'))return;f.forEach(function(h){var l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href='/'+h;document.head.appendChild(l)})})()`;
        // After the entry's own tags, so those are fetched first; before the stylesheet.
        const tags = [
          ...appFiles.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
          `<script>${script}</script>`,
        ].join('\n    ');
        const stylesheet = html.search(/<link[^>]*rel="stylesheet"/);
        return stylesheet === -1
          ? html.replace('</head>', `${tags}\n  </head>`)
          : `${html.slice(0, stylesheet)}${tags}\n    ${html.slice(stylesheet)}`;
      },
    },
  };
}

export default defineConfig({
  plugins: [react(), tailwindcss(), preloadFirstLoad(), precompressBuild(), prerenderPages()],
  server: {
    port: 5173,
    strictPort: true,
    proxy: { '/api': { target: apiProxyTarget, changeOrigin: true } },
  },
  preview: {
    port: 4173,
    proxy: { '/api': { target: apiProxyTarget, changeOrigin: true } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    modulePreload: {
      // Dynamic imports preload their stylesheets only: the helper's <link rel="modulepreload">
      // elements for scripts cost main-thread time after a pre-rendered page's first paint, and
      // a chunk lists its imports flat, so the browser asks for them all once it arrives
      // (docs/decisions/008-web-performance.md).
      resolveDependencies: (_file, dependencies) => dependencies.filter((file) => file.endsWith('.css')),
    },
  },
});
