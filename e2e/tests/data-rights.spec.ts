import { expect, test } from '../fixtures';
import { createFamilyThroughApi, PARENT_PASSWORD } from '../journeys';

test('a visitor writes to support through the contact form', async ({ page }) => {
  await page.goto('/contact');
  await page.getByLabel('Nome').fill('Beatriz');
  await page.getByLabel('Email').fill('beatriz@example.com');
  await page.getByLabel('Mensagem').fill('Vocês têm plano para escolas?');
  await page.getByRole('button', { name: 'Enviar mensagem' }).click();
  await expect(page.getByText(/Mensagem enviada/).first()).toBeVisible();
  await expect(page.getByLabel('Mensagem')).toHaveValue('');
});

test('a parent exports their data, then deletes the account for good', async ({ page, request }) => {
  const family = await createFamilyThroughApi(request);
  await page.goto('/login');
  await page.getByLabel('Email').fill(family.email);
  await page.getByLabel('Senha').fill(PARENT_PASSWORD);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/dashboard/);

  await page.goto('/settings');
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar meus dados' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^kiddo-export-\d{4}-\d{2}-\d{2}\.json$/);

  await page.getByRole('button', { name: 'Excluir minha conta' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Senha atual').fill(PARENT_PASSWORD);
  await dialog.getByRole('button', { name: 'Excluir conta definitivamente' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText(/excluídos/).first()).toBeVisible();

  await page.goto('/login');
  await page.getByLabel('Email').fill(family.email);
  await page.getByLabel('Senha').fill(PARENT_PASSWORD);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByText('Email ou senha inválidos.').first()).toBeVisible();
});
