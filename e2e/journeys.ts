import type { Page } from '@playwright/test';
import { expect, latestMailLink, uniqueEmail } from './fixtures';

export const PARENT_PASSWORD = 'Segura123';

/** A new parent through the real portal: sign up, verify through the outbox link, sign in. */
export async function signUpAndSignIn(page: Page, options: { name: string }) {
  const email = uniqueEmail('parent');
  await page.goto('/signup');
  await page.getByLabel('Nome').fill(options.name);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(PARENT_PASSWORD);
  await page.getByLabel('Confirmar senha').fill(PARENT_PASSWORD);
  await page.getByLabel(/^Li e aceito/).check();
  await page.getByRole('button', { name: 'Criar conta' }).click();
  await expect(page).toHaveURL(/\/email-confirmation/);
  await page.goto(await latestMailLink(email, 'verify-email'));
  await expect(page.getByText(/Email confirmado/).first()).toBeVisible();
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Senha').fill(PARENT_PASSWORD);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/dashboard/);
  return { email };
}

/** A verified parent and a child made through the API (for journeys that are about something else). */
export async function createFamilyThroughApi(
  request: import('@playwright/test').APIRequestContext,
  options: { childControls?: Record<string, unknown> } = {},
) {
  const email = uniqueEmail('family');
  const registered = await request.post('/api/auth/parent/register', {
    data: { name: 'Rita Alves', email, password: PARENT_PASSWORD, accept_terms: true },
  });
  expect(registered.status()).toBe(201);
  const link = await latestMailLink(email, 'verify-email');
  const token = new URL(link).searchParams.get('token')!;
  expect((await request.get(`/api/auth/parent/confirm-email/${token}`)).status()).toBe(200);
  const login = await (
    await request.post('/api/auth/parent/login', { data: { email, password: PARENT_PASSWORD } })
  ).json();
  const birth = new Date();
  birth.setFullYear(birth.getFullYear() - 8);
  birth.setMonth(0, 10);
  const created = await request.post('/api/parent/children', {
    headers: { authorization: `Bearer ${login.token}` },
    data: {
      name: 'Theo',
      birth_date: birth.toISOString().slice(0, 10),
      username: `theo_${Date.now() % 1_000_000}`,
      password: 'theo-sol-123',
      ...options.childControls,
    },
  });
  expect(created.status()).toBe(201);
  return { email, parentToken: login.token as string, child: (await created.json()).child };
}
