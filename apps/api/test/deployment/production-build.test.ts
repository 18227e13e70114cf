import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/*
 * The production build as the image runs it: the API bundled to JavaScript, started with the
 * root `start:prod` script (the Dockerfile's CMD), on PGlite in a temporary DATA_DIR.
 */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

/** Runs a command in the repository and resolves with its output; rejects naming it if it fails. */
function run(command: string, args: string[]) {
  return new Promise<string>((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, env: process.env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve(output) : reject(new Error(`${command} ${args.join(' ')} exited ${code}:\n${output}`)),
    );
  });
}

/** A port nothing listens on right now. */
function freePort() {
  return new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** The image's command, from the Dockerfile's exec-form CMD. */
async function dockerfileCommand() {
  const dockerfile = await readFile(path.join(root, 'Dockerfile'), 'utf8');
  const line = dockerfile.split('\n').find((text) => text.startsWith('CMD '));
  if (!line) throw new Error('the Dockerfile has no CMD');
  return JSON.parse(line.slice('CMD '.length)) as string[];
}

/** Starts the command with only the variables given (no DATABASE_URL or other leftovers of this shell). */
function start(command: string[], env: Record<string, string>) {
  const [program, ...args] = command;
  const child = spawn(program === 'node' ? process.execPath : (program ?? ''), args, {
    cwd: root,
    env: { PATH: process.env.PATH ?? '', HOME: os.tmpdir(), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = { stdout: '', stderr: '' };
  child.stdout?.on('data', (chunk) => {
    output.stdout += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output.stderr += chunk;
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal })),
  );
  return { child, output, exited };
}

async function waitForHealth(url: string, server: ReturnType<typeof start>, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  let hasExited = false;
  void server.exited.then(() => {
    hasExited = true;
  });
  while (Date.now() < deadline) {
    if (hasExited)
      throw new Error(`the server exited before answering:\n${server.output.stderr}${server.output.stdout}`);
    const response = await fetch(url).catch(() => null);
    if (response?.ok) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no answer from ${url} within ${timeoutMs} ms:\n${server.output.stderr}${server.output.stdout}`);
}

let command: string[];
let dataDir: string;
let server: ReturnType<typeof start> | undefined;

beforeAll(async () => {
  await run('npm', ['run', 'build', '-w', '@kiddo/api']);
  // CI runs these tests before the browser tests build the sites; build the portal if it is not there.
  if (!existsSync(path.join(root, 'apps/portal/dist/index.html')))
    await run('npm', ['run', 'build', '-w', '@kiddo/portal']);
  const packageJson = JSON.parse(await readFile(path.join(root, 'package.json'), 'utf8'));
  command = String(packageJson.scripts['start:prod']).split(' ');
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'kiddo-prod-'));
}, 120_000);

afterAll(async () => {
  if (server && server.child.exitCode === null && server.child.signalCode === null) {
    server.child.kill('SIGKILL');
    await server.exited;
  }
  await rm(dataDir, { recursive: true, force: true });
});

describe('the production build', () => {
  it('is what the image runs: `npm run start:prod` is the Dockerfile CMD, node on the built output', async () => {
    expect(await dockerfileCommand()).toEqual(command);
    expect(command[0]).toBe('node');
    expect(command.at(-1)).toBe('apps/api/dist/server.js');
    expect(existsSync(path.join(root, 'apps/api/dist/server.js'))).toBe(true);
    expect(existsSync(path.join(root, 'apps/api/dist/migrations/meta/_journal.json'))).toBe(true);
  });

  it('starts on an empty data folder, migrates, serves the portal and the API, and stops cleanly on SIGTERM', async () => {
    const [port, chatPort] = [await freePort(), await freePort()];
    server = start(command, {
      NODE_ENV: 'production',
      // No Stripe keys here: production starts only when the free test checkout is asked for.
      TEST_CHECKOUT: 'on',
      HOST: '127.0.0.1',
      PORT: String(port),
      CHAT_PORT: String(chatPort),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    });
    const base = `http://127.0.0.1:${port}`;
    await waitForHealth(`${base}/api/health`, server, 45_000);

    const health = await fetch(`${base}/api/health`);
    expect(await health.json()).toEqual({ status: 'ok' });
    const ready = await fetch(`${base}/api/ready`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ success: true, database: 'ok', migrations: 'ok' });
    const portal = await fetch(`${base}/`);
    expect(portal.status).toBe(200);
    expect(portal.headers.get('content-type')).toContain('text/html');
    expect(await portal.text()).toContain('<div id="root">');
    const chatHealth = await fetch(`http://127.0.0.1:${chatPort}/api/health`);
    expect(chatHealth.status).toBe(200);

    server.child.kill('SIGTERM');
    const { code, signal } = await server.exited;
    expect({ code, signal }).toEqual({ code: 0, signal: null });
    // Nothing logged at error level or above (pino: 50 error, 60 fatal).
    const levels = server.output.stdout
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line).level as number);
    expect(levels.filter((level) => level >= 50)).toEqual([]);
    expect(existsSync(path.join(dataDir, 'pglite'))).toBe(true);
  }, 60_000);

  it('refuses to start on a bad configuration, naming each bad variable', async () => {
    const bad = start(command, { PORT: 'eighty', S3_BUCKET: 'avatars', DATA_DIR: dataDir });
    const { code } = await bad.exited;
    expect(code).toBe(1);
    expect(bad.output.stderr).toContain('PORT:');
    expect(bad.output.stderr).toContain('S3_ENDPOINT: is required together with S3_BUCKET');
  });
});
