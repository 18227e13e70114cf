import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { test as base, expect, type Page } from '@playwright/test';
import { simpleParser } from 'mailparser';
import { E2E_DATA_DIR } from './playwright.config';

/** The link of the newest mail sent to the address, read from the server's outbox (.eml files). */
export async function latestMailLink(address: string, page: 'verify-email' | 'reset-password'): Promise<string> {
  const outbox = path.join(E2E_DATA_DIR, 'outbox');
  let link: string | undefined;
  await expect
    .poll(async () => {
      const files = (await readdir(outbox).catch(() => [] as string[]))
        .filter((f) => f.endsWith('.eml'))
        .sort()
        .reverse();
      for (const file of files) {
        const mail = await simpleParser(await readFile(path.join(outbox, file)));
        const to = Array.isArray(mail.to) ? mail.to[0] : mail.to;
        if (to?.value[0]?.address !== address) continue;
        link = mail.text?.match(new RegExp(`https?://\\S+/${page}\\?token=[\\w%-]+`))?.[0];
        if (link) return true;
      }
      return false;
    })
    .toBe(true);
  return link!;
}

let counter = 0;
export function uniqueEmail(prefix = 'e2e') {
  counter += 1;
  return `${prefix}.${Date.now()}.${counter}@example.com`;
}

/**
 * Settles once the portal's app runs the page. The landing and the login page arrive
 * pre-rendered (`<html data-prerendered>`): they show at once, but their controls act only once
 * the app has hydrated them, which removes the mark. Other pages carry no mark.
 */
export async function waitForApp(page: Page): Promise<void> {
  await expect(page.locator('html')).not.toHaveAttribute('data-prerendered');
}

/** Fails the test on any error the page logs (STYLE habit 6), except failed requests it expects. */
export const test = base.extend<{ consoleErrors: string[] }>({
  // Every page.goto waits for the app, as a person waits for a page to be ready before using it.
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      await waitForApp(page);
      return response;
    };
    await use(page);
  },
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' && !/Failed to load resource/.test(message.text())) errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      expect(errors, 'errors logged by the page').toEqual([]);
    },
    { auto: true },
  ],
});
export { expect };
