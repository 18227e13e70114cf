#!/usr/bin/env node
/*
 * `npm run bench:web`: Lighthouse (mobile preset, simulated throttling) on the portal's landing
 * and login pages, served by the real server from the built sites, as a visitor's first load.
 * Prints the four category scores of each page and the JavaScript the landing transfers, next to
 * the aims of docs/decisions/008-web-performance.md. A benchmark, not a test: it exits 0 when the
 * runs complete, whatever the scores.
 *
 *   npm run bench:web                 build the sites if they are not built, 3 runs a page
 *   npm run bench:web -- --build      rebuild the sites first
 *   npm run bench:web -- --runs 1     runs a page (the median run is reported)
 *
 * CHROME_PATH (or CHROMIUM_PATH) picks the browser; default /usr/bin/chromium.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = path.join(root, '.tmp', 'bench-web-data');
const reportDir = path.join(root, '.tmp', 'bench-web');
const chromePath = process.env.CHROME_PATH || process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/** The aims the portal is held to (ADR 008). */
const AIMS = { performance: 95, accessibility: 100, landingJsKb: 150 };
const PAGES = [
  { name: 'landing', path: '/' },
  { name: 'login', path: '/login' },
];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

function readOption(name, fallback) {
  const index = process.argv.indexOf(`--${name}`);
  return index === -1 ? fallback : process.argv[index + 1];
}
const runsPerPage = Math.max(1, Number(readOption('runs', '3')) || 3);
const forceBuild = process.argv.includes('--build');

/** A port nothing listens on right now, on the loopback interface. */
function findFreePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

function buildSitesIfNeeded() {
  const built = ['portal', 'chat'].every((app) => existsSync(path.join(root, 'apps', app, 'dist', 'index.html')));
  if (built && !forceBuild) return;
  console.log('building the portal and the chat site…');
  const result = spawnSync('npm', ['run', 'build', '-w', '@kiddo/portal', '-w', '@kiddo/chat'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (result.status !== 0) throw new Error('the build failed');
}

/** Starts the real server (as `npm start` does) on a fresh data folder; resolves once it answers. */
async function startServer() {
  const [port, chatPort] = [await findFreePort(), await findFreePort()];
  rmSync(dataDir, { recursive: true, force: true });
  const server = spawn(path.join(root, 'node_modules', '.bin', 'tsx'), ['apps/api/src/server.ts'], {
    cwd: root,
    // Its own process group, so that stopping it also stops the node process tsx starts.
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      CHAT_PORT: String(chatPort),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SMTP_URL: '',
      REDIS_URL: '',
      LOG_LEVEL: 'warn',
      PUBLIC_URL: `http://localhost:${port}`,
      CHAT_URL: `http://localhost:${chatPort}`,
    },
  });
  const baseUrl = `http://localhost:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`the server stopped (exit code ${server.exitCode})`);
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (response.ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error('the server did not answer /api/health within 120 s');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const stop = async () => {
    if (server.exitCode !== null) return;
    const exited = new Promise((resolve) => server.once('exit', resolve));
    process.kill(-server.pid, 'SIGTERM');
    const timer = setTimeout(() => server.exitCode === null && process.kill(-server.pid, 'SIGKILL'), 20_000);
    await exited;
    clearTimeout(timer);
  };
  return { baseUrl, stop };
}

/** One Lighthouse run in a fresh headless Chromium (a first visit: empty cache and storage). */
async function runLighthouse(url) {
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu'],
  });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error' });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    if (result.lhr.runtimeError) throw new Error(`${url}: ${result.lhr.runtimeError.message}`);
    return result.lhr;
  } finally {
    await chrome.kill();
  }
}

/** A run that Lighthouse itself could not record (e.g. NO_NAVSTART on a busy machine) is tried again, twice at most. */
async function runLighthouseWithRetry(url) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await runLighthouse(url);
    } catch (error) {
      if (attempt === 3) throw error;
      console.log(`  (run failed, trying again: ${error instanceof Error ? error.message : error})`);
    }
  }
}

/** The run whose performance score is the median of the runs. */
function medianRun(reports) {
  const sorted = [...reports].sort((a, b) => a.categories.performance.score - b.categories.performance.score);
  return sorted[Math.floor(sorted.length / 2)];
}

/** The scripts index.html itself loads (the entry and its modulepreloads): the first load's JS. */
function readFirstLoadScripts() {
  const html = readFileSync(path.join(root, 'apps', 'portal', 'dist', 'index.html'), 'utf8');
  return new Set([...html.matchAll(/<(?:script|link)\b[^>]*?(?:src|href)="([^"]+\.js)"/g)].map((match) => match[1]));
}

/**
 * Every script the page loaded during the run: bytes transferred (as served) and the same files
 * gzipped, in KB, for the whole load and for the first load's part (before the first render).
 */
function measureScripts(lhr) {
  const firstLoad = readFirstLoadScripts();
  const requests = lhr.audits['network-requests'].details.items.filter((item) => item.resourceType === 'Script');
  const total = { count: 0, transferredKb: 0, gzipKb: 0 };
  const first = { count: 0, transferredKb: 0, gzipKb: 0 };
  for (const request of requests) {
    const pathname = new URL(request.url).pathname;
    const file = path.join(root, 'apps', 'portal', 'dist', pathname);
    const gzipKb =
      existsSync(file) && statSync(file).isFile() ? gzipSync(readFileSync(file), { level: 9 }).length / 1024 : 0;
    for (const sum of firstLoad.has(pathname) ? [total, first] : [total]) {
      sum.count += 1;
      sum.transferredKb += (request.transferSize ?? 0) / 1024;
      sum.gzipKb += gzipKb;
    }
  }
  return { total, first };
}

const score = (lhr, category) => Math.round((lhr.categories[category]?.score ?? 0) * 100);
const mark = (isMet) => (isMet ? 'ok' : 'MISSED');

function printTable(rows) {
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => String(row[column]).length)));
  for (const [index, row] of rows.entries()) {
    console.log(row.map((cell, column) => String(cell).padEnd(widths[column])).join('  '));
    if (index === 0) console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  }
}

/** What Lighthouse holds against a page, for a missed aim: the audits that did not pass. */
function printFailingAudits(lhr, category) {
  const failing = lhr.categories[category].auditRefs
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode !== 'informative');
  for (const audit of failing) {
    console.log(`    - ${audit.id}: ${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ''}`);
  }
}

/** Lighthouse's simulated throttling scales what it observes: a busy machine scores lower. */
function describeLoad() {
  const [oneMinute] = os.loadavg();
  return `load average ${oneMinute.toFixed(1)} on ${os.cpus().length} CPUs`;
}

async function main() {
  buildSitesIfNeeded();
  const loadBefore = describeLoad();
  mkdirSync(reportDir, { recursive: true });
  const server = await startServer();
  const results = [];
  try {
    for (const page of PAGES) {
      const reports = [];
      for (let run = 1; run <= runsPerPage; run += 1) {
        process.stdout.write(`lighthouse ${page.path} run ${run}/${runsPerPage}…\n`);
        reports.push(await runLighthouseWithRetry(server.baseUrl + page.path));
      }
      const lhr = medianRun(reports);
      writeFileSync(path.join(reportDir, `${page.name}.json`), JSON.stringify(lhr));
      results.push({ page, lhr, performanceRuns: reports.map((report) => score(report, 'performance')) });
    }
  } finally {
    await server.stop();
  }

  const landing = results.find((result) => result.page.name === 'landing').lhr;
  const scripts = measureScripts(landing);
  const metric = (lhr, id) => lhr.audits[id].displayValue;

  console.log(
    `\nLighthouse ${landing.lighthouseVersion}, mobile preset (simulated throttling), median of ${runsPerPage} run(s);` +
      ` benchmark index ${Math.round(landing.environment.benchmarkIndex)}, ${loadBefore} before and ${describeLoad()} after\n`,
  );
  printTable([
    ['page', 'performance', 'accessibility', 'best-practices', 'seo', 'FCP', 'LCP', 'TBT', 'CLS', 'performance runs'],
    ...results.map(({ page, lhr, performanceRuns }) => [
      page.path,
      ...CATEGORIES.map((category) => score(lhr, category)),
      metric(lhr, 'first-contentful-paint'),
      metric(lhr, 'largest-contentful-paint'),
      metric(lhr, 'total-blocking-time'),
      metric(lhr, 'cumulative-layout-shift'),
      performanceRuns.join(' '),
    ]),
  ]);
  const describeScripts = ({ count, transferredKb, gzipKb }) =>
    `${count} files, ${transferredKb.toFixed(1)} KB transferred, ${gzipKb.toFixed(1)} KB gzip`;
  console.log('\nlanding JavaScript (transferred = as served: brotli when the browser takes it)');
  console.log(`  first load (index.html's scripts): ${describeScripts(scripts.first)}`);
  console.log(`  whole load (with the chunks loaded after the first render): ${describeScripts(scripts.total)}`);

  console.log('\naims');
  for (const { page, lhr } of results) {
    const performance = score(lhr, 'performance');
    const accessibility = score(lhr, 'accessibility');
    console.log(
      `  ${page.path.padEnd(7)} performance ≥ ${AIMS.performance}: ${performance} ${mark(performance >= AIMS.performance)}`,
    );
    if (performance < AIMS.performance) printFailingAudits(lhr, 'performance');
    console.log(
      `  ${page.path.padEnd(7)} accessibility = ${AIMS.accessibility}: ${accessibility} ${mark(accessibility >= AIMS.accessibility)}`,
    );
    if (accessibility < AIMS.accessibility) printFailingAudits(lhr, 'accessibility');
  }
  const landingJsKb = scripts.total.gzipKb;
  console.log(
    `  landing JavaScript < ${AIMS.landingJsKb} KB gzip: ${landingJsKb.toFixed(1)} KB ${mark(landingJsKb < AIMS.landingJsKb)}`,
  );
  console.log(`\nfull reports: ${path.relative(root, reportDir)}/{${PAGES.map((page) => page.name).join(',')}}.json`);
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
