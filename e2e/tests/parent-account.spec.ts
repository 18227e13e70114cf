import { expect, latestMailLink, test, uniqueEmail } from '../fixtures';

const PASSWORD = 'Segura123';
const NEW_PASSWORD = 'NovaSenha456';

test('a new parent signs up, verifies the e-mail, uses the portal in English, changes the password and signs in again', async ({
  page,
}) => {
  const email = uniqueEmail('journey');

  // Sign up
  await page.goto('/signup');
  await page.getByLabel('Nome').fill('Marina Costa');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirmar senha').fill(PASSWORD);
  await page.getByLabel(/^Li e aceito/).check();
  await page.getByRole('button', { name: 'Criar conta' }).click();
  await expect(page).toHaveURL(/\/email-confirmation/);
  await expect(page.getByText(email)).toBeVisible();

  // An unverified account cannot log in yet
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Senha').fill(PASSWORD);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByText(/Confirme seu email/).first()).toBeVisible();

  // Verify through the link in the outbox
  await page.goto(await latestMailLink(email, 'verify-email'));
  await expect(page.getByText(/Email confirmado/).first()).toBeVisible();

  // Log in and see the welcome and the 500-token bonus
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Senha').fill(PASSWORD);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/dashboard/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Marina');
  await expect(page.getByTestId('token-balance')).toContainText('500');

  // Switch the interface to English
  await page.getByLabel('Idioma').first().selectOption('en');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Welcome');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  // Change the password in the settings
  await page.goto('/settings');
  await expect(page.getByRole('tab', { name: 'Account' })).toBeVisible();
  await page.getByLabel('Current password').fill(PASSWORD);
  await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Password changed successfully!').first()).toBeVisible();

  // The language stays English after a reload: it was saved locally and on the server
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Account' })).toBeVisible();

  // Log out, then the old password fails and the new one works
  await page.getByRole('button', { name: 'Sign out' }).first().click();
  await expect(page).toHaveURL(/\/login/);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Invalid email or password.').first()).toBeVisible();
  await page.getByLabel('Password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/dashboard/);
  await expect(page.getByTestId('token-balance')).toContainText('500');
});

test('protected pages send a visitor to the login page, and unknown paths show the not-found page', async ({
  page,
}) => {
  await page.goto('/settings');
  await expect(page).toHaveURL(/\/login/);
  await page.goto('/this-page-does-not-exist');
  await expect(page.getByRole('link', { name: /início|home/i }).first()).toBeVisible();
});
