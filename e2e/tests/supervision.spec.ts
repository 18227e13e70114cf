import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { createFamilyThroughApi, PARENT_PASSWORD } from '../journeys';

const TITLE = 'Oi Kiddo! Me conta sobre os dinossauros?';
const REFUSED = 'meu telefone é 11 98765-4321';
/** What the child types, in order: the third one the safety layer refuses (personal data). */
const CHILD_MESSAGES = [TITLE, 'Os dinossauros viviam perto de vulcões?', REFUSED, 'Como um vulcão entra em erupção?'];

/** Sends each message on the chat site and waits until its reply has finished streaming. */
async function chatAbout(child: Page, messages: string[]) {
  const replies = child.locator('[data-testid="message"][data-sender="ai"]');
  for (const [index, text] of messages.entries()) {
    await child.getByLabel('Mensagem').fill(text);
    await child.getByRole('button', { name: 'Enviar' }).click();
    await expect(replies).toHaveCount(index + 1);
    await expect(child.locator('[data-testid="message"][aria-busy="true"]')).toHaveCount(0);
  }
  await expect(child.locator('[data-testid="message"][data-blocked="true"]')).toHaveCount(1);
}

test('a parent supervises a real conversation: dashboard, summary, full view, search, txt export and delete', async ({
  page,
  request,
  context,
}) => {
  const family = await createFamilyThroughApi(request);

  // The child chats on the chat site, once giving away a phone number
  const child = await context.newPage();
  await child.goto(family.child.access_url);
  await child.getByRole('button', { name: 'Nova conversa' }).first().click();
  await chatAbout(child, CHILD_MESSAGES);
  await child.close();

  await page.goto('/login');
  await page.getByLabel('Email').fill(family.email);
  await page.getByLabel('Senha').fill(PARENT_PASSWORD);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/dashboard/);

  await test.step('the dashboard: the refused message notified, the charts, the recent activity', async () => {
    // (the toasts' region is named "Notificações alt+T": the exact name tells them apart)
    const notifications = page.getByRole('region', { name: 'Notificações (1 não lida)' });
    const notice = notifications.getByRole('listitem', { name: /desviou um assunto na conversa de Theo/ });
    await expect(notice).toContainText('dados pessoais');

    // The charts come in their own chunk; what they draw is also written out and tabled
    const charts = page.getByRole('region', { name: 'Atividade em gráficos' });
    const messagesChart = charts.getByRole('figure', { name: 'Mensagens por dia (últimos 30 dias)' });
    await expect(messagesChart).toHaveAccessibleDescription(/No período: Theo, 4 mensagens\./);
    await expect(messagesChart.locator('svg.recharts-surface').first()).toBeVisible();
    const table = messagesChart.getByRole('table', { name: /Mensagens por dia e por criança/ });
    await expect(table.getByRole('columnheader', { name: 'Theo' })).toBeAttached();
    // Not summarised yet (that waits for the conversation to go quiet): unclassified
    await expect(charts.getByRole('figure', { name: 'Temas das conversas' })).toHaveAccessibleDescription(
      /Theo: educativas 0, lazer 0, mistas 0, sem classificação 1\./,
    );

    const recent = page.getByRole('region', { name: 'Atividades recentes', exact: true });
    await expect(recent.getByRole('link', { name: new RegExp(TITLE.replace('?', '\\?')) })).toContainText('Theo');
  });

  await test.step('the history: the child, then the summary modal names the subjects', async () => {
    await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Histórico' }).click();
    await expect(page).toHaveURL(/\/history$/);
    await page.getByRole('link', { name: /Theo.*1 conversa/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Theo' })).toBeVisible();

    const card = page.getByRole('article', { name: TITLE });
    await expect(card).toContainText('1 mensagem bloqueada');
    await expect(card).toContainText('8 mensagens');
    await card.getByRole('button', { name: 'Resumo' }).click();
    const summary = page.getByRole('dialog', { name: 'Resumo da conversa' });
    await expect(summary).toContainText(/Theo conversou com o Kiddo sobre [^.]*dinossauros/);
    await expect(summary).toContainText('1 mensagem foi recusada pela camada de segurança.');
    await expect(summary).not.toContainText('98765');
    await summary.getByRole('button', { name: 'Fechar' }).click();
    await expect(summary).toBeHidden();
    // The list took the new summary and its category at once
    await expect(card.getByTestId('summary-preview')).toContainText('dinossauros');
    await expect(card).toContainText('Educativa');
  });

  await test.step('the full conversation: every message with its time, the refused one marked', async () => {
    await page.getByRole('article', { name: TITLE }).getByRole('link', { name: 'Ver conversa completa' }).click();
    await expect(page).toHaveURL(/\/history\/[\w-]+\/conversations\/[\w-]+$/);
    await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
    const messages = page.getByRole('region', { name: 'Mensagens' }).getByRole('listitem');
    await expect(messages).toHaveCount(8);
    for (const text of CHILD_MESSAGES) {
      const message = messages.filter({ hasText: text });
      await expect(message).toContainText('Theo');
      await expect(message.locator('time').last()).toHaveText(/^\d{2}:\d{2}$/);
    }
    const replies = messages.filter({ has: page.getByText('Kiddo', { exact: true }) });
    await expect(replies).toHaveCount(4);
    await expect(replies.locator('time')).toHaveText(Array(4).fill(/^\d{2}:\d{2}$/));
    const refused = page.getByTestId('refused-message');
    await expect(refused).toContainText(REFUSED);
    await expect(refused).toContainText('Mensagem bloqueada pela proteção do Kiddo — motivo: dados pessoais');
    await expect(page.getByTestId('safe-redirect')).toContainText('Resposta segura do Kiddo');
  });

  await test.step('a search without the accent finds the message, the match marked', async () => {
    await page.getByRole('link', { name: 'Voltar para as conversas de Theo' }).click();
    const search = page.getByRole('region', { name: 'Pesquisar nas mensagens' });
    await search.getByLabel('Palavras para pesquisar').fill('vulcao');
    await search.getByRole('button', { name: 'Pesquisar' }).click();
    await expect(search).toContainText(/encontradas? para “vulcao”/);
    const result = search.getByRole('link').filter({ hasText: 'Como um vulcão entra em erupção?' });
    await expect(result.locator('mark')).toHaveText('vulcão');
    await result.click();
    await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  });

  await test.step('the txt export holds every message with its sender and time', async () => {
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Exportar como TXT' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^kiddo-theo-\d{4}-\d{2}-\d{2}\.txt$/);
    const text = await readFile((await download.path())!, 'utf8');
    const stamp = String.raw`\[\d{2}/\d{2}/\d{4} \d{2}:\d{2}\]`;
    for (const message of CHILD_MESSAGES) {
      expect(text).toMatch(new RegExp(`${stamp} Theo: ${message.replace(/[?.]/g, '\\$&')}`));
    }
    expect(text.match(new RegExp(`${stamp} Kiddo: `, 'g'))).toHaveLength(4);
    expect(text).toContain('(Recusada pela camada de segurança: dados pessoais)');
  });

  await test.step('the parent deletes the conversation, after confirming', async () => {
    await page.getByRole('button', { name: 'Excluir' }).click();
    const confirm = page.getByRole('dialog', { name: 'Excluir conversa?' });
    await expect(confirm).toContainText(TITLE);
    await confirm.getByRole('button', { name: 'Excluir' }).click();
    await expect(page.getByText('Conversa excluída com sucesso!').first()).toBeVisible();
    await expect(page).toHaveURL(/\/history\/[\w-]+$/);
    await expect(page.getByText('Nenhuma conversa ainda')).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(0);

    await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Painel' }).click();
    await expect(page.getByRole('region', { name: 'Atividades recentes', exact: true })).toContainText(
      'Nenhuma conversa recente.',
    );
  });
});
