import { expect, test } from '../fixtures';
import { createFamilyThroughApi, PARENT_PASSWORD } from '../journeys';

test('a parent buys tokens and subscribes through the test checkout, unlocking audio, then cancels', async ({
  page,
  request,
}) => {
  const family = await createFamilyThroughApi(request);
  await page.goto('/login');
  await page.getByLabel('Email').fill(family.email);
  await page.getByLabel('Senha').fill(PARENT_PASSWORD);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/dashboard/);

  // Buy the Raio package: the test checkout, then back with 1500 more tokens
  await page.goto('/subscription');
  await expect(page.getByTestId('subscription-tokens')).toHaveText(/500/);
  await page.getByRole('button', { name: 'Comprar Raio' }).click();
  await expect(page).toHaveURL(/\/api\/payments\/test-checkout\//);
  await expect(page.getByText(/AMBIENTE DE TESTE/)).toBeVisible();
  await page.getByRole('button', { name: 'Pagar (teste)' }).click();
  await expect(page).toHaveURL(/\/subscription/);
  await expect(page.getByRole('status').first()).toBeVisible();
  await expect(page.getByTestId('subscription-tokens')).toHaveText(/2[.,]?000/);

  // Subscribe to Super Kiddo
  await page.getByRole('button', { name: 'Assinar Super Kiddo' }).click();
  await expect(page).toHaveURL(/\/api\/payments\/test-checkout\//);
  await page.getByRole('button', { name: 'Pagar (teste)' }).click();
  await expect(page).toHaveURL(/\/subscription/);
  await expect(page.getByTestId('subscription-status')).toContainText('Super Kiddo');
  await expect(page.getByTestId('subscription-status')).toContainText('Ativa');
  await expect(page.getByTestId('subscription-tokens')).toHaveText(/9[.,]?000/);
  await expect(page.getByRole('button', { name: 'Assinar Super Kiddo' })).toBeDisabled();

  // The child form's audio switch is now enabled
  await page.goto(`/children/${family.child.id}`);
  await page.getByRole('tab', { name: 'Perfil' }).click();
  const audio = page.getByRole('switch', { name: 'Áudio' });
  await expect(audio).toBeEnabled();
  await audio.click();
  await expect(page.getByLabel('Qualidade da voz')).toBeVisible();

  // Cancel: Super Kiddo stays until the end of the paid period
  await page.goto('/subscription');
  await page.getByRole('button', { name: 'Cancelar assinatura' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirmar cancelamento' }).click();
  await expect(page.getByTestId('subscription-status')).toContainText('Cancelada');
  await expect(page.getByTestId('subscription-status')).toContainText(/\d{2}\/\d{2}\/\d{4}/);
});
