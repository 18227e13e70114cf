#!/usr/bin/env node
/*
 * `npm run dev`: the API with reload on change (tsx watch), the portal and the chat site on
 * Vite's dev servers with hot reload, proxying /api to the API. Ctrl+C stops all three.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const env = {
  ...process.env,
  // The API runs inside apps/api; keep its data where `npm start` keeps it.
  DATA_DIR: path.resolve(root, process.env.DATA_DIR ?? 'data'),
  // Mails and access links point at the dev servers, not at the built sites.
  PUBLIC_URL: process.env.PUBLIC_URL ?? 'http://localhost:5173',
  CHAT_URL: process.env.CHAT_URL ?? 'http://localhost:5174',
};

const processes = [
  ['api', ['run', 'dev', '-w', '@kiddo/api']],
  ['portal', ['run', 'dev', '-w', '@kiddo/portal']],
  ['chat', ['run', 'dev', '-w', '@kiddo/chat']],
].map(([name, args]) => {
  const child = spawn('npm', args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
  const prefix = (chunk) =>
    chunk
      .toString()
      .split('\n')
      .filter(Boolean)
      .map((line) => `[${name}] ${line}`)
      .join('\n');
  child.stdout.on('data', (chunk) => console.log(prefix(chunk)));
  child.stderr.on('data', (chunk) => console.error(prefix(chunk)));
  child.on('exit', (code) => {
    console.log(`[${name}] exited with ${code}`);
    shutdown();
  });
  return child;
});

let isStopping = false;
function shutdown() {
  if (isStopping) return;
  isStopping = true;
  for (const child of processes) child.kill('SIGTERM');
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
