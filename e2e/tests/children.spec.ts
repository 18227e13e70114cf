import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { signUpAndSignIn } from '../journeys';

const here = path.dirname(fileURLToPath(import.meta.url));

/** A birth date for a child of about 9, as the date input wants it. */
function birthDateForNineYearOld() {
  const date = new Date();
  date.setFullYear(date.getFullYear() - 9);
  date.setMonth(0, 15);
  return date.toISOString().slice(0, 10);
}

async function fillTopic(page: Page, list: string, topic: string) {
  const group = page.getByRole('group', { name: list });
  await group.getByLabel(list).fill(topic);
  await group.getByRole('button', { name: 'Adicionar' }).click();
}

test('a parent creates a child with a cropped avatar, manages the profile and the child signs in with the link', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signUpAndSignIn(page, { name: 'Paula Reis' });

  await page.goto('/children');
  await page.getByRole('link', { name: 'Adicionar criança' }).first().click();
  await expect(page).toHaveURL(/\/children\/new/);

  // Avatar: choose a file, crop it in the dialog, apply
  await page.getByLabel('Foto').setInputFiles(path.join(here, '..', 'assets', 'kid-photo.png'));
  const crop = page.getByRole('dialog');
  await expect(crop).toBeVisible();
  await crop.getByRole('button', { name: 'Aplicar' }).click();
  await expect(crop).toBeHidden();

  const username = `nina_${Date.now() % 100000}`;
  await page.getByLabel('Nome', { exact: true }).fill('Nina');
  await page.getByLabel('Data de nascimento').fill(birthDateForNineYearOld());
  await page.getByLabel('Usuário').fill(username);
  await page.getByLabel('Senha', { exact: true }).fill('dino-lua-42');
  await page.getByLabel('Confirmar senha').fill('dino-lua-42');
  await fillTopic(page, 'Interesses', 'Dinossauros');
  await fillTopic(page, 'Temas bloqueados', 'Futebol');
  await page.getByRole('button', { name: 'Criar', exact: true }).click();
  await expect(page.getByText('Criança cadastrada com sucesso!').first()).toBeVisible();

  // In the list, with the uploaded avatar
  await page.goto('/children');
  await expect(page.getByText(`@${username}`)).toBeVisible();
  const avatar = page.locator(`img[src^="/api/uploads/avatars/"]`).first();
  await expect(avatar).toBeVisible();

  // Copy the access link
  await page.getByRole('button', { name: 'Copiar link' }).first().click();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toMatch(/^http:\/\/localhost:18081\/login\?token=[\w-]{43}$/);

  // Edit the controls
  await page.getByRole('link', { name: 'Editar' }).first().click();
  await page.getByRole('tab', { name: 'Filtros' }).click();
  await page.getByLabel('Conversas por dia').fill('3');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Perfil atualizado com sucesso!').first()).toBeVisible();

  // Change the child's password
  await page.goto('/children');
  await page.getByRole('link', { name: 'Senha' }).first().click();
  await page.getByLabel('Nova senha').fill('novasenha');
  await page.getByLabel('Confirmar senha').fill('novasenha');
  await page.getByRole('button', { name: 'Atualizar' }).click();
  await expect(page).toHaveURL(/\/children$/);
  await expect(page.getByText('Senha atualizada com sucesso!').first()).toBeVisible();

  // The child opens the access link and lands signed in on the chat site
  const child = await context.newPage();
  await child.goto(link);
  await expect(child.getByText('Nina').first()).toBeVisible();
  await expect(child.getByRole('button', { name: /Nova conversa|New chat/ }).first()).toBeVisible();
  await child.close();

  // Delete the child
  await page.getByRole('button', { name: 'Excluir' }).first().click();
  await page.getByRole('dialog').getByRole('button', { name: 'Excluir' }).click();
  await expect(page.getByText('Criança excluída com sucesso!').first()).toBeVisible();
  await expect(page.getByText(`@${username}`)).toHaveCount(0);
});

test('a blocked topic shows what it also blocks, and a removed item is saved without it (issue 13)', async ({
  page,
}) => {
  await signUpAndSignIn(page, { name: 'Davi Costa' });
  await page.goto('/children/new');
  await page.getByLabel('Nome', { exact: true }).fill('Nina');
  await page.getByLabel('Data de nascimento').fill(birthDateForNineYearOld());
  await page.getByLabel('Usuário').fill(`nina_${Date.now() % 1_000_000}`);
  await page.getByLabel('Senha', { exact: true }).fill('nina-sol-12');
  await page.getByLabel('Confirmar senha').fill('nina-sol-12');
  await fillTopic(page, 'Temas bloqueados', 'Dinossauros');
  const terms = page.getByTestId('blocked-topic-terms');
  await expect(terms).toContainText('“Dinossauros” também bloqueia:');
  await expect(terms).toContainText('velociraptor');
  await page.getByRole('button', { name: 'Deixar de bloquear “velociraptor” (de Dinossauros)' }).click();
  await expect(terms).not.toContainText('velociraptor');
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await terms.scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath(`blocked-topic-terms-${width}.png`) });
  }
  await page.getByRole('button', { name: 'Criar', exact: true }).click();
  await expect(page.getByText('Criança cadastrada com sucesso!').first()).toBeVisible();
});
