#!/usr/bin/env node
/*
 * The API for production: src/server.ts bundled by esbuild into dist/server.js, plain
 * JavaScript that `node` runs (docs/decisions/010). Only our own code is bundled — the API and
 * the workspace packages it imports as TypeScript source (@kiddo/*); every npm package stays
 * an import resolved from node_modules at run time, so native and file-reading packages
 * (sharp, argon2, PGlite's WebAssembly, pdfkit's font data, dejavu-fonts-ttf) work as they do
 * in development. The SQL migrations are copied beside the bundle, where database.ts looks for
 * them (next to the module, from import.meta.url).
 */
import { cp, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = path.join(apiDir, 'dist');

/** Bare imports of npm packages stay external; the workspace's own packages are bundled. */
const externalPackages = {
  name: 'external-packages',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@kiddo/')) return undefined;
      // Data files (emoji names, the look-alike table) are bundled: Node's ESM would need an import attribute for them.
      if (args.path.endsWith('.json')) return undefined;
      return { path: args.path, external: true };
    });
  },
};

/** The npm packages a workspace package.json declares as run-time dependencies. */
async function declaredDependencies(packageDir) {
  const manifest = JSON.parse(await readFile(path.join(packageDir, 'package.json'), 'utf8'));
  return Object.keys(manifest.dependencies ?? {});
}

/** `@scope/name/sub/path` → `@scope/name`; `name/sub` → `name`. */
const packageNameOf = (specifier) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

const started = Date.now();
await rm(outDir, { recursive: true, force: true });
const result = await build({
  // Paths in the metafile (and the source map) are relative to the API, wherever this runs from.
  absWorkingDir: apiDir,
  entryPoints: [path.join(apiDir, 'src/server.ts')],
  outfile: path.join(outDir, 'server.js'),
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  // Names stay readable in stack traces and logs; the bundle is not shipped to browsers.
  minify: false,
  legalComments: 'none',
  logLevel: 'warning',
  plugins: [externalPackages],
  metafile: true,
});

// The image installs only the API's production dependencies (and those of the workspace
// packages it bundles): an import of anything else would fail at start, so fail here instead.
const bundledWorkspaces = new Set(
  Object.keys(result.metafile.inputs)
    .map((input) => input.match(/^\.\.\/\.\.\/packages\/([^/]+)\//)?.[1])
    .filter(Boolean),
);
const declared = new Set(await declaredDependencies(apiDir));
for (const workspace of bundledWorkspaces) {
  for (const name of await declaredDependencies(path.join(apiDir, '../../packages', workspace))) declared.add(name);
}
const undeclared = new Set(
  Object.values(result.metafile.outputs)
    .flatMap((output) => output.imports)
    .filter((entry) => entry.external && !entry.path.startsWith('node:'))
    .map((entry) => packageNameOf(entry.path))
    .filter((name) => !declared.has(name)),
);
if (undeclared.size > 0) {
  console.error(`the API imports packages that no package.json of it declares: ${[...undeclared].join(', ')}`);
  process.exit(1);
}
await cp(path.join(apiDir, 'src/db/migrations'), path.join(outDir, 'migrations'), { recursive: true });
console.log(`built ${path.relative(process.cwd(), outDir) || 'dist'}/server.js in ${Date.now() - started} ms`);
