import { expect, test, waitForApp } from '../fixtures';
import { createFamilyThroughApi } from '../journeys';

test('the landing shows every section and switches language', async ({ page }) => {
  await page.goto('/');
  for (const id of ['features', 'how-it-works', 'pricing', 'tokens'])
    await expect(page.locator(`#${id}`)).toBeAttached();
  await expect(page.locator('#pricing').getByText('Super Kiddo').first()).toBeVisible();
  await expect(page.locator('#tokens').getByText('Raio').first()).toBeVisible();
  await expect(page).toHaveTitle(/Kiddo/);
  await page.getByLabel('Idioma').first().selectOption('en');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('link', { name: 'Create account' }).first()).toBeVisible();
  await page.getByLabel('Language').first().selectOption('pt');
});

test('the header collapses into a menu on a phone', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
  const page = await context.newPage();
  await page.goto('/');
  await waitForApp(page);
  const toggle = page.getByRole('button', { name: 'Abrir menu' });
  await expect(toggle).toBeVisible();
  await toggle.click();
  await expect(page.getByRole('button', { name: 'Fechar menu' })).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Preços' }).last()).toBeVisible();
  await context.close();
});

test('the FAQ opens and closes its answers, and the legal pages read in three languages', async ({ page }) => {
  await page.goto('/faq');
  const question = page.getByRole('button', { name: /Para qual idade/ });
  await expect(question).toHaveAttribute('aria-expanded', 'false');
  await question.click();
  await expect(question).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByText(/6 a 14 anos/).first()).toBeVisible();

  const titles = {
    pt: ['Termos de Uso', 'Política de Privacidade'],
    en: ['Terms of Use', 'Privacy Policy'],
    es: ['Términos de Uso', 'Política de Privacidad'],
  };
  for (const [language, [terms, privacy]] of Object.entries(titles)) {
    await page.goto('/terms');
    await page
      .getByLabel(language === 'en' ? /Idioma|Language/ : /Idioma|Language/)
      .first()
      .selectOption(language);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(terms!);
    await expect(page.locator('section[aria-labelledby] > h2')).toHaveCount(10);
    await page.goto('/privacy');
    await expect(page.getByRole('heading', { level: 1 })).toContainText(privacy!);
    await expect(page.locator('section[aria-labelledby] > h2')).toHaveCount(10);
  }
});

test('the landing and the login page arrive pre-rendered: readable before any script runs', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Um amigo de IA seguro para seu filho aprender e se divertir',
  );
  await expect(page).toHaveTitle('Um amigo de IA seguro para seu filho · Kiddo');
  await expect(page.locator('#pricing').getByText('Super Kiddo').first()).toBeAttached();
  await page.goto('/login');
  await expect(page).toHaveTitle('Entrar · Kiddo');
  await expect(page.getByLabel('Email')).toBeVisible();
  // No submitting before the app runs: the browser would put the password in the address.
  await expect(page.getByRole('button', { name: 'Entrar' })).toBeDisabled();
  await context.close();
});

test('a visitor whose stored language is English gets the landing and the login page in English', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('kiddo.language', 'en'));
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'A safe AI friend for your child to learn and have fun',
  );
  await expect(page).toHaveTitle('A safe AI friend for your child · Kiddo');
  await page.goto('/login');
  await expect(page).toHaveTitle('Sign in · Kiddo');
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeEnabled();
});

test('a logged-in parent who opens the landing is sent on to the dashboard', async ({ page, request }) => {
  const family = await createFamilyThroughApi(request);
  await page.goto('/login');
  await page.getByLabel('Email').fill(family.email);
  await page.getByLabel('Senha').fill('Segura123');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/dashboard/);

  await page.goto('/');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: /Um amigo de IA seguro/ })).toHaveCount(0);
});
