import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { E2E_CHAT_PORT } from '../playwright.config';

/*
 * axe-core on every public page of the portal and on the chat site's login, against WCAG 2.0 and
 * 2.1, levels A and AA: at a phone's width and a desktop's, in the light and the dark theme, in pt
 * (and en on a few). Zero violations: a finding is fixed in the page, never by turning a rule off.
 */

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const WIDTHS = [
  { name: 'phone', width: 375, height: 812 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;
const THEMES = ['light', 'dark'] as const;

interface PublicPage {
  path: string;
  /** Waits until the page shows what it is scanned for (data loaded, a state reached). */
  ready: (page: Page) => Promise<void>;
}

const heading = (page: Page, name?: RegExp) => expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

const PUBLIC_PAGES: PublicPage[] = [
  {
    path: '/',
    ready: async (page) => {
      await heading(page);
      // The plan and the packages come from the API: scan them too, not their spinners.
      await expect(page.locator('#pricing').getByText('Super Kiddo').first()).toBeVisible();
      await expect(page.locator('#tokens li').first()).toBeVisible();
    },
  },
  { path: '/login', ready: (page) => heading(page) },
  { path: '/signup', ready: (page) => heading(page) },
  { path: '/forgot-password', ready: (page) => heading(page) },
  { path: '/reset-password', ready: (page) => heading(page) },
  { path: '/reset-password?token=not-a-real-token', ready: (page) => heading(page) },
  { path: '/email-confirmation', ready: (page) => heading(page) },
  {
    path: '/verify-email?token=not-a-real-token',
    // The bad token's answer, not the "checking your link" state.
    ready: async (page) => {
      await heading(page);
      await expect(page.getByRole('alert').first()).toBeVisible();
    },
  },
  { path: '/terms', ready: (page) => heading(page) },
  { path: '/privacy', ready: (page) => heading(page) },
  {
    path: '/faq',
    ready: async (page) => {
      await heading(page);
      const question = page.getByRole('button', { name: /Para qual idade|What age/ });
      await question.click();
      await expect(question).toHaveAttribute('aria-expanded', 'true');
    },
  },
  { path: '/contact', ready: (page) => heading(page) },
  { path: '/this-page-does-not-exist', ready: (page) => heading(page) },
];

/** The violations axe finds on the page as it is now, one readable line each. */
async function findViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes
        .map(
          (node) =>
            `${node.target.join(' ')}${node.failureSummary ? ` [${node.failureSummary.replace(/\s+/g, ' ')}]` : ''}`,
        )
        .join('; ')}`,
  );
}

/** Opens a page in a language and a theme, waits until it is ready, and scans it. */
async function scan(
  page: Page,
  publicPage: PublicPage,
  options: { language: 'pt' | 'en'; theme: (typeof THEMES)[number] },
) {
  // The theme follows the system (the default setting); the demo chat stays still, as it does
  // for anyone who prefers reduced motion, so no bubble is scanned halfway through fading in.
  await page.emulateMedia({ colorScheme: options.theme, reducedMotion: 'reduce' });
  await page.goto(publicPage.path);
  await expect(page.locator('html')).toHaveAttribute('lang', options.language);
  await expect(page.locator('html')).toHaveClass(options.theme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/);
  await publicPage.ready(page);
  expect(await findViolations(page), `${publicPage.path} (${options.language}, ${options.theme})`).toEqual([]);
}

for (const size of WIDTHS) {
  test.describe(`at ${size.width} px (${size.name})`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    for (const publicPage of PUBLIC_PAGES) {
      test(`${publicPage.path} has no WCAG 2.1 A/AA violation in pt, light and dark`, async ({ page }) => {
        for (const theme of THEMES) await scan(page, publicPage, { language: 'pt', theme });
      });
    }

    test('the landing, the login, the FAQ and the not-found page have none in en either', async ({ page }) => {
      await page.addInitScript(() => localStorage.setItem('kiddo.language', 'en'));
      for (const path of ['/', '/login', '/faq', '/this-page-does-not-exist']) {
        const publicPage = PUBLIC_PAGES.find((candidate) => candidate.path === path)!;
        for (const theme of THEMES) await scan(page, publicPage, { language: 'en', theme });
      }
    });

    test("the chat site's login has none", async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto(`http://localhost:${E2E_CHAT_PORT}/login`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await findViolations(page)).toEqual([]);
    });
  });
}
