import { Secret, TOTP } from 'otpauth';
import { expect, test } from '../fixtures';
import { PARENT_PASSWORD, signUpAndSignIn } from '../journeys';

/* Issue 15: a parent turns on two-step verification in the settings and signs in with a code. */

const codeFor = (secret: string, at = Date.now()) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({ timestamp: at });

test('a parent turns on two-step verification, keeps the recovery codes, and signs in with the password and a code', async ({
  page,
}) => {
  const { email } = await signUpAndSignIn(page, { name: 'Clara Dias' });
  await page.goto('/settings?tab=security');
  await page.getByRole('button', { name: 'Ativar' }).click();
  await expect(page.getByRole('img', { name: 'QR code para o app autenticador' })).toBeVisible();
  const secret = (await page.getByTestId('mfa-secret').textContent())?.trim() ?? '';
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  await page.getByLabel('Código que o app mostra agora').fill(codeFor(secret));
  await page.getByRole('button', { name: 'Confirmar e ativar' }).click();
  const recovery = page.getByRole('region', { name: 'Seus códigos de recuperação' });
  await expect(recovery.getByRole('listitem')).toHaveCount(10);
  await page.getByRole('button', { name: 'Já guardei' }).click();
  await expect(page.getByText('Ativada: ao entrar, pedimos um código do app.')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('two-step-on.png'), fullPage: true });

  // Signing in again now takes the password and a code.
  await page.evaluate(() => localStorage.clear());
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Senha').fill(PARENT_PASSWORD);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByRole('heading', { name: 'Verificação em duas etapas' })).toBeVisible();
  await page.getByLabel('Código').fill('000000');
  await page.getByRole('button', { name: 'Confirmar' }).click();
  await expect(page.getByText('Código inválido. Confira o app autenticador e tente de novo.')).toBeVisible();
  // The next time step's code (accepted one step early): the enabling code's step is used up.
  await page.getByLabel('Código').fill(codeFor(secret, Date.now() + 30_000));
  await page.getByRole('button', { name: 'Confirmar' }).click();
  await expect(page).toHaveURL(/\/dashboard/);
});
