import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, gzip, constants as zlibConstants } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type Rolldown } from 'vite';

/** Where the dev server forwards `/api`: the API started by `npm run dev -w @kiddo/api`. */
const apiProxyTarget = process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:8080';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
/** Text files worth compressing; smaller ones would not gain from it. */
const COMPRESSIBLE_FILE = /\.(?:js|css|html|svg|json|txt)$/;
const COMPRESS_MIN_BYTES = 1024;

/**
 * Writes a `.br` and a `.gz` next to every text file of the build, at the strongest settings,
 * once at build time: the API's static server sends them as they are (`preCompressed`), so no
 * request pays for compression (docs/decisions/008-web-performance.md).
 */
function precompressBuild(): Plugin {
  return {
    name: 'kiddo:precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      const outDir = options.dir ?? 'dist';
      const files = Object.keys(bundle).filter((fileName) => COMPRESSIBLE_FILE.test(fileName));
      await Promise.all(
        files.map(async (fileName) => {
          const filePath = path.join(outDir, fileName);
          const source = await readFile(filePath);
          if (source.length < COMPRESS_MIN_BYTES) return;
          const [brotliBytes, gzipBytes] = await Promise.all([
            brotli(source, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY } }),
            gzipAsync(source, { level: zlibConstants.Z_BEST_COMPRESSION }),
          ]);
          await Promise.all([writeFile(`${filePath}.br`, brotliBytes), writeFile(`${filePath}.gz`, gzipBytes)]);
        }),
      );
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

/**
 * The public pages are chunks of their own, which the router only asks for once the main chunk
 * has run. For a visitor who opens one directly (a link in a mail, a search result), a tiny
 * script in the HTML preloads that page's chunks by its path, alongside the main chunk. It comes
 * after the main chunk's tags and before the stylesheet: an inline script after a stylesheet
 * would wait for the stylesheet.
 */
function preloadPublicPages(): Plugin {
  return {
    name: 'kiddo:preload-public-pages',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const bundle = context.bundle;
        if (!bundle) return html;
        const entry = Object.values(bundle).find(
          (file): file is Rolldown.OutputChunk => file.type === 'chunk' && file.isEntry,
        );
        const preloadedByVite = entry ? collectChunkFiles(bundle, entry.fileName) : new Set<string>();
        const filesByPath: Record<string, string[]> = {};
        for (const file of Object.values(bundle)) {
          const page = file.type === 'chunk' && file.isDynamicEntry && file.facadeModuleId?.match(PUBLIC_PAGE_MODULE);
          if (!page) continue;
          const files = [...collectChunkFiles(bundle, file.fileName)].filter((name) => !preloadedByVite.has(name));
          filesByPath[`/${page[1]}`] = files;
        }
        const script = `(function(){var f=${JSON.stringify(filesByPath)}[location.pathname.replace(/\\/+$/,'')];if(f)f.forEach(function(h){var l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href='/'+h;document.head.appendChild(l)})})()`;
        // After the main chunk's own tags, so those are fetched first; before the stylesheet.
        const tag = `<script>${script}</script>\n    `;
        const stylesheet = html.search(/<link[^>]*rel="stylesheet"/);
        return stylesheet === -1
          ? html.replace('</head>', `${tag}</head>`)
          : html.slice(0, stylesheet) + tag + html.slice(stylesheet);
      },
    },
  };
}

export default defineConfig({
  plugins: [react(), tailwindcss(), preloadPublicPages(), precompressBuild()],
  server: {
    port: 5173,
    strictPort: true,
    proxy: { '/api': { target: apiProxyTarget, changeOrigin: true } },
  },
  preview: {
    port: 4173,
    proxy: { '/api': { target: apiProxyTarget, changeOrigin: true } },
  },
  build: { outDir: 'dist', emptyOutDir: true },
});
