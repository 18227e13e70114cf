import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';

/*
 * Browser tests across the apps, driving Debian's Chromium (no browser download works here).
 * One server on embedded defaults with its own fresh data folder, like `npm start` on a fresh clone.
 */
const here = path.dirname(fileURLToPath(import.meta.url));
export const E2E_PORT = 18080;
export const E2E_CHAT_PORT = 18081;
export const E2E_DATA_DIR = path.join(here, '..', '.tmp', 'e2e-data');
/** The local OpenID provider that stands in for Google (oidc-server.ts). */
export const E2E_OIDC_PORT = 18090;
const OIDC_CLIENT = { id: 'kiddo-e2e', secret: 'kiddo-e2e-secret' };

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  forbidOnly: true,
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    browserName: 'chromium',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  outputDir: path.join(here, '..', '.tmp', 'e2e-results'),
  webServer: [
    {
      command: `rm -rf "${E2E_DATA_DIR}" && npx tsx apps/api/src/server.ts`,
      cwd: path.join(here, '..'),
      url: `http://127.0.0.1:${E2E_PORT}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(E2E_PORT),
        CHAT_PORT: String(E2E_CHAT_PORT),
        DATA_DIR: E2E_DATA_DIR,
        DATABASE_URL: '',
        SMTP_URL: '',
        LOG_LEVEL: 'warn',
        // Every browser test signs up from 127.0.0.1.
        SIGNUPS_PER_ADDRESS_PER_HOUR: '100000',
        GOOGLE_ISSUER: `http://127.0.0.1:${E2E_OIDC_PORT}`,
        GOOGLE_CLIENT_ID: OIDC_CLIENT.id,
        GOOGLE_CLIENT_SECRET: OIDC_CLIENT.secret,
      },
    },
    {
      command: 'npx tsx e2e/oidc-server.ts',
      cwd: path.join(here, '..'),
      url: `http://127.0.0.1:${E2E_OIDC_PORT}/.well-known/openid-configuration`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        OIDC_PORT: String(E2E_OIDC_PORT),
        OIDC_CLIENT_ID: OIDC_CLIENT.id,
        OIDC_CLIENT_SECRET: OIDC_CLIENT.secret,
        OIDC_REDIRECT_URI: `http://localhost:${E2E_PORT}/auth/google/callback`,
      },
    },
  ],
});
