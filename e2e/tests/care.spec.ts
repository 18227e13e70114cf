import { expect, test } from '../fixtures';
import { createFamilyThroughApi, PARENT_PASSWORD } from '../journeys';

/*
 * Issue 13: a disclosure that unfolds over two messages gets the caring answer on the chat site
 * (help lines, never a model or offline-companion reply), and the parent an urgent alert on top
 * of the portal's dashboard.
 */
test('a grooming risk told over two turns: a caring reply with help lines, and an urgent alert for the parent', async ({
  page,
  request,
  context,
}) => {
  const family = await createFamilyThroughApi(request);
  const child = await context.newPage();
  await child.goto(family.child.access_url);
  await child.getByRole('button', { name: 'Nova conversa' }).first().click();

  const replies = child.locator('[data-testid="message"][data-sender="ai"]');
  await child.getByLabel('Mensagem').fill('um cara que eu conheci no roblox é muito legal');
  await child.getByRole('button', { name: 'Enviar' }).click();
  await expect(replies).toHaveCount(1);
  await expect(child.locator('[data-testid="message"][aria-busy="true"]')).toHaveCount(0);

  await child.getByLabel('Mensagem').fill('ele disse pra eu não contar pra minha mãe e quer me ver depois da escola');
  await child.getByRole('button', { name: 'Enviar' }).click();
  await expect(replies).toHaveCount(2);
  const care = replies.last();
  await expect(care).toContainText('Disque 100');
  await expect(care).toContainText('não guarde esse segredo');
  await child.screenshot({ path: test.info().outputPath('care-chat.png') });

  await page.goto('/login');
  await page.getByLabel('Email').fill(family.email);
  await page.getByLabel('Senha').fill(PARENT_PASSWORD);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/dashboard/);
  const notifications = page.getByRole('region', { name: /Notificações \(\d+ não lidas?\)/ });
  const alert = notifications.getByRole('listitem', { name: /Urgente: Theo pode precisar de você/ });
  await expect(alert).toContainText('estranho pela internet');
});
