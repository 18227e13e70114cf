import { expect, test } from '../fixtures';
import { createFamilyThroughApi, PARENT_PASSWORD } from '../journeys';

test('a child chats through the access link: streamed reply, length counter, blocked topic; the parent pays tokens', async ({
  page,
  request,
  context,
}) => {
  const family = await createFamilyThroughApi(request, {
    childControls: { max_message_length: 60, blocked_topics: ['futebol'], interest_topics: ['planetas'] },
  });

  // The child opens the access link and lands in the chat
  const child = await context.newPage();
  await child.goto(family.child.access_url);
  await expect(child.getByText('Theo').first()).toBeVisible();
  await expect(child.getByTestId('transparency-note')).toBeVisible();
  await expect(child.getByTestId('demo-badge')).toBeVisible();
  await child.getByRole('button', { name: 'Nova conversa' }).first().click();

  // A reply appears while it streams, then completes
  await child.getByLabel('Mensagem').fill('Oi Kiddo! Me conta sobre os planetas?');
  await child.getByRole('button', { name: 'Enviar' }).click();
  const reply = child.locator('[data-testid="message"][data-sender="ai"]').last();
  await expect(reply).toBeVisible();
  const early = ((await reply.textContent()) ?? '').length;
  await expect.poll(async () => ((await reply.textContent()) ?? '').length, { timeout: 10_000 }).toBeGreaterThan(early);
  await expect(child.getByRole('button', { name: 'Enviar' })).toBeVisible();
  await expect(reply).toContainText(/Sol|Vênus|planeta/i);

  // The length counter stops a message over the parent's limit
  await child.getByLabel('Mensagem').fill('a'.repeat(61));
  await expect(child.getByTestId('char-counter')).toContainText('61/60');
  await expect(child.getByRole('button', { name: 'Enviar' })).toBeDisabled();

  // A blocked topic gets a gentle redirect
  await child.getByLabel('Mensagem').fill('Quem ganhou o jogo de futebol?');
  await child.getByRole('button', { name: 'Enviar' }).click();
  await expect(child.locator('[data-testid="message"][data-blocked="true"]').first()).toBeVisible();
  const redirect = child.locator('[data-testid="message"][data-sender="ai"]').last();
  await expect(redirect).not.toContainText(/futebol/i);

  // The parent's balance went down by the one AI reply (the redirect is free)
  await page.goto('/login');
  await page.getByLabel('Email').fill(family.email);
  await page.getByLabel('Senha').fill(PARENT_PASSWORD);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByTestId('token-balance')).toHaveText(/499/);
});
