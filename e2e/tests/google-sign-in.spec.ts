import { expect, latestMailLink, test, uniqueEmail } from '../fixtures';
import { PARENT_PASSWORD } from '../journeys';

/*
 * Google sign-in through the real flow: the portal's button, the API's /start, the local
 * OpenID provider standing in for Google (e2e/oidc-server.ts), the callback page, the API's
 * code exchange and the session.
 */

test('a new parent continues with Google from /login and lands on the dashboard signed in', async ({ page }) => {
  const email = uniqueEmail('google');
  await page.goto('/login');
  // The same button creates accounts, so it states the sign-up terms.
  await expect(page.getByText(/Ao continuar com o Google, você aceita/)).toBeVisible();
  await page.getByRole('button', { name: 'Continuar com Google' }).click();

  // The provider's sign-in page: who signs in, with a verified e-mail.
  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:18090\/interaction\//);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Name').fill('Renata Lima');
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Renata');
  await expect(page.getByTestId('token-balance')).toContainText('500');

  // Still signed in after a reload: the session was stored as a login stores it.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Renata');

  // An account without a password sets its first one without a current password.
  await page.goto('/settings');
  await expect(page.getByText(/Sua conta usa o login com Google/)).toBeVisible();
  await expect(page.getByLabel('Senha atual')).toHaveCount(0);
});

test('Google cannot take over a password account when it has not verified the e-mail', async ({ page, request }) => {
  // A verified password account, made through the API.
  const email = uniqueEmail('password');
  const registered = await request.post('/api/auth/parent/register', {
    data: { name: 'Paula Reis', email, password: PARENT_PASSWORD, accept_terms: true },
  });
  expect(registered.status()).toBe(201);
  const token = new URL(await latestMailLink(email, 'verify-email')).searchParams.get('token') ?? '';
  expect((await request.get(`/api/auth/parent/confirm-email/${token}`)).status()).toBe(200);

  await page.goto('/login');
  await page.getByRole('button', { name: 'Continuar com Google' }).click();
  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:18090\/interaction\//);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Email verified').uncheck();
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText(/O Google não confirmou este email/)).toBeVisible();

  // The password account is untouched and still signs in.
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Senha').fill(PARENT_PASSWORD);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/dashboard/);
});
