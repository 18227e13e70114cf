import { expect, test, uniqueEmail } from '../fixtures';
import { E2E_CHAT_PORT } from '../playwright.config';

/** The Content-Security-Policy header as directive → sources. */
function policyOf(header: string | undefined): Record<string, string[]> {
  return Object.fromEntries(
    (header ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name, sources]),
  );
}

// Any script or style the policy blocked would be logged as a console error, which fails the test.
test("both sites run under a strict script policy, the portal's inline scripts included", async ({ page }) => {
  // A pre-rendered page: its inline scripts (appearance and language before the first paint, the
  // preloads) are allowed by hash, and the app hydrates it.
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  const portal = await page.goto('/signup');
  const portalPolicy = policyOf(portal?.headers()['content-security-policy']);
  expect(portalPolicy['script-src']?.[0]).toBe("'self'");
  expect(portalPolicy['script-src']).not.toContain("'unsafe-inline'");
  expect(portalPolicy['script-src']?.some((source) => source.startsWith("'sha256-"))).toBe(true);
  expect(portalPolicy['frame-ancestors']).toEqual(["'none'"]);
  expect(portal?.headers()['x-frame-options']).toBe('DENY');
  await expect(page.getByRole('button', { name: 'Criar conta' })).toBeVisible();
  // The build's inline script ran: on the app's shell, it preloads the sign-up page's own chunk.
  await expect(page.locator('link[rel="modulepreload"][href*="signup-page"]')).toHaveCount(1);

  const chat = await page.goto(`http://localhost:${E2E_CHAT_PORT}/login`);
  const chatPolicy = policyOf(chat?.headers()['content-security-policy']);
  expect(chatPolicy['script-src']).toEqual(["'self'"]);
  expect(chatPolicy['frame-ancestors']).toEqual(["'none'"]);
  await expect(page.locator('form')).toBeVisible();
});

test("sign-up refuses a common password with the server's message next to the field", async ({ page }) => {
  await page.goto('/signup');
  await page.getByLabel('Nome').fill('Marina Costa');
  await page.getByLabel('Email').fill(uniqueEmail('common'));
  await page.getByLabel('Senha', { exact: true }).fill('Password1');
  await page.getByLabel('Confirmar senha').fill('Password1');
  await page.getByLabel(/^Li e aceito/).check();
  await page.getByRole('button', { name: 'Criar conta' }).click();
  await expect(page.getByLabel('Senha', { exact: true })).toHaveAccessibleDescription(/muito comum/);
  await expect(page).toHaveURL(/\/signup/);
});
