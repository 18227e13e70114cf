import type { DashboardResponse } from '@kiddo/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatDateTime } from '../../../lib/format-date';
import { i18n } from '../../../lib/i18n';
import { createUser } from '../../../test/factories';
import { type MockReply, mockApi } from '../../../test/mock-api';
import { renderApp, storeLoggedInParent } from '../../../test/render-app';
import { createDashboard, createNotification } from '../../../test/supervision-factories';

const DASHBOARD = 'GET /api/parent/dashboard';

function renderDashboard(
  dashboard: DashboardResponse | ((call: number) => MockReply) = createDashboard(),
  routes: Parameters<typeof mockApi>[0] = {},
  user = createUser({ name: 'Ana Souza', tokens: 500 }),
) {
  storeLoggedInParent(user);
  let calls = 0;
  const api = mockApi({
    'GET /api/auth/parent/validate': { body: { success: true, valid: true, user } },
    [DASHBOARD]: () => {
      calls += 1;
      return typeof dashboard === 'function' ? dashboard(calls) : { body: dashboard };
    },
    ...routes,
  });
  return { api, view: renderApp('/dashboard') };
}

async function findSection(name: string | RegExp) {
  return screen.findByRole('region', { name });
}

describe('DashboardPage', () => {
  // The layout, the page and its charts are lazily loaded chunks: loaded once here, so the first test waits no longer than the rest.
  beforeAll(() =>
    Promise.all([
      import('../../../app/layouts/app-layout'),
      import('./dashboard-page'),
      import('../components/dashboard-charts'),
    ]),
  );

  it("welcomes the parent with the dashboard's plan, profile count and token balance", async () => {
    renderDashboard(
      createDashboard({
        parent: { id: 'parent-1', name: 'Carla', email: 'carla@example.com', tokens: 1234, plan: 'none' },
      }),
    );

    expect(await screen.findByRole('heading', { level: 1, name: 'Bem-vindo(a), Carla!' })).toBeInTheDocument();
    expect(screen.getByTestId('token-balance')).toHaveTextContent(/^1234$/);
    expect(screen.getByTestId('profile-count')).toHaveTextContent('2');
    expect(screen.getByText('Sem plano')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Comprar mais tokens' })).toHaveAttribute('href', '/subscription');
  });

  it('shows the pro plan', async () => {
    const dashboard = createDashboard();
    renderDashboard({ ...dashboard, parent: { ...dashboard.parent, plan: 'pro' } });
    expect(await screen.findByText('Super Kiddo (Pro)')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Conhecer o Super Kiddo' })).not.toBeInTheDocument();
  });

  it('links the three cards', async () => {
    renderDashboard();
    const shortcuts = await findSection('Acesso rápido');
    expect(
      within(shortcuts)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/children', '/subscription', '/history']);
  });

  it('compares this week with the last, with the direction in words', async () => {
    renderDashboard();
    await findSection('Esta semana');

    const chats = screen.getByTestId('week-chats');
    expect(chats).toHaveTextContent('6');
    expect(chats).toHaveTextContent('50% a mais que na semana passada (4)');
    expect(chats).toHaveTextContent('Total desde o início: 13');
    expect(screen.getByTestId('week-messages')).toHaveTextContent('20% a menos que na semana passada (25)');
    expect(screen.getByTestId('week-tokens')).toHaveTextContent('Igual à semana passada (120)');
  });

  it("lists each child's activity with links to the profile and the history", async () => {
    renderDashboard();
    const section = await findSection('Atividade das crianças');
    const [lia, theo] = within(section).getAllByRole('listitem');

    expect(within(lia!).getByRole('link', { name: 'Lia Souza' })).toHaveAttribute('href', '/children/child-1');
    expect(lia).toHaveTextContent('@lia');
    expect(lia).toHaveTextContent('9 anos');
    expect(lia).toHaveTextContent('12 conversas');
    expect(lia).toHaveTextContent(`Última atividade: ${formatDateTime('2025-05-02T15:20:00.000Z', 'pt')}`);
    expect(within(lia!).getByRole('link', { name: 'Histórico' })).toHaveAttribute('href', '/history/child-1');
    expect(within(lia!).getByRole('link', { name: 'Perfil' })).toHaveAttribute('href', '/children/child-1');
    expect(theo).toHaveTextContent('1 conversa');
    expect(theo).toHaveTextContent('Ainda não conversou');
  });

  it('shows the empty state leading to /children when there are no children', async () => {
    renderDashboard(
      createDashboard({
        children: [],
        recentActivities: [],
        charts: { days: [], messages_per_day: [], categories: [] },
      }),
    );
    const section = await findSection('Atividade das crianças');
    expect(within(section).getByText('Nenhuma criança cadastrada')).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'Cadastrar criança' })).toHaveAttribute('href', '/children');
    expect(screen.getByText('Nenhuma conversa recente.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Atividade em gráficos' })).not.toBeInTheDocument();
  });

  it('lists the recent conversations, each leading to it, in a box that scrolls past 500 px', async () => {
    renderDashboard();
    const section = await findSection('Atividades recentes');
    const box = within(section).getByTestId('recent-activity-scroll');

    expect(box).toHaveStyle({ maxHeight: '500px' });
    expect(box).toHaveClass('overflow-y-auto');
    const links = within(box).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/history/child-1/conversations/chat-1',
      '/history/child-2/conversations/chat-2',
    ]);
    expect(links[0]).toHaveTextContent('Por que os dinossauros sumiram?');
    expect(links[0]).toHaveTextContent('Lia Souza');
    expect(links[0]).toHaveTextContent(formatDateTime('2025-05-02T15:20:00.000Z', 'pt'));
  });

  it("summarises each chart's numbers in words and in a table", async () => {
    renderDashboard();
    await findSection('Atividade em gráficos');

    const messages = await screen.findByRole('figure', { name: 'Mensagens por dia (últimos 30 dias)' });
    expect(messages).toHaveAccessibleDescription(
      'No período: Lia Souza, 21 mensagens e Theo Souza, 3 mensagens. Dia mais movimentado: 28/05/2025 (9).',
    );
    const messagesTable = within(messages).getByRole('table', {
      name: 'Mensagens por dia e por criança nos últimos 30 dias',
    });
    expect(
      within(messagesTable)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Dia', 'Lia Souza', 'Theo Souza']);
    const busiestRow = within(messagesTable).getByRole('row', { name: /28\/05\/2025/ });
    expect(
      within(busiestRow)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['9', '0']);
    expect(within(messagesTable).getAllByRole('row')).toHaveLength(31);

    const categories = screen.getByRole('figure', { name: 'Temas das conversas' });
    expect(categories).toHaveAccessibleDescription(
      expect.stringContaining('Lia Souza: educativas 7, lazer 3, mistas 1, sem classificação 1.'),
    );
    const categoriesTable = within(categories).getByRole('table', {
      name: 'Conversas por categoria de tema e por criança',
    });
    const theoRow = within(categoriesTable).getByRole('row', { name: /Theo Souza/ });
    expect(
      within(theoRow)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['0', '1', '0', '0', '1']);
  });

  it('says so instead of drawing an empty messages chart', async () => {
    const dashboard = createDashboard();
    renderDashboard({
      ...dashboard,
      charts: {
        ...dashboard.charts,
        messages_per_day: dashboard.charts.messages_per_day.map((child) => ({
          ...child,
          counts: child.counts.map(() => 0),
        })),
      },
    });
    const messages = await screen.findByRole('figure', { name: 'Mensagens por dia (últimos 30 dias)' });
    expect(messages).toHaveAccessibleDescription('Nenhuma mensagem nos últimos 30 dias.');
    expect(within(messages).queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows the unread notifications, the urgent ones marked, each with its link', async () => {
    renderDashboard();
    const panel = await findSection(/^Notificações( \(|$)/);
    const urgent = within(panel).getByRole('listitem', { name: 'Mensagem bloqueada' });
    const lowTokens = within(panel).getByRole('listitem', { name: 'Seus tokens estão acabando' });

    expect(within(urgent).getByText('Urgente')).toBeInTheDocument();
    expect(within(lowTokens).queryByText('Urgente')).not.toBeInTheDocument();
    expect(urgent).toHaveTextContent('Lia escreveu sobre violência');
    expect(within(urgent).getByRole('link', { name: 'Ver' })).toHaveAttribute(
      'href',
      '/history/child-1/conversations/chat-1',
    );
    expect(within(lowTokens).getByRole('link', { name: 'Ver' })).toHaveAttribute('href', '/subscription');
    expect(panel).toHaveAccessibleName('Notificações (2 não lidas)');
  });

  it('shows no notifications panel when the parent turned portal notices off', async () => {
    renderDashboard(
      createDashboard(),
      {},
      createUser({ notifications: { email: true, in_app: false, low_tokens: true, daily_digest: false } }),
    );
    expect(await findSection('Esta semana')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /^Notificações( \(|$)/ })).not.toBeInTheDocument();
    expect(screen.queryByText('Mensagem bloqueada')).not.toBeInTheDocument();
  });

  it('marks one notification read and refreshes the dashboard', async () => {
    const dashboard = createDashboard();
    const afterRead = {
      ...dashboard,
      notifications: { unread_count: 1, items: dashboard.notifications.items.slice(1) },
    };
    const { api, view } = renderDashboard((call) => ({ body: call === 1 ? dashboard : afterRead }), {
      'POST /api/parent/notifications/notification-1/read': { body: { success: true } },
    });
    const panel = await findSection(/^Notificações( \(|$)/);
    const urgent = within(panel).getByRole('listitem', { name: 'Mensagem bloqueada' });

    await view.user.click(within(urgent).getByRole('button', { name: 'Marcar como lida' }));

    await waitFor(() => expect(within(panel).queryByText('Mensagem bloqueada')).not.toBeInTheDocument());
    expect(api.callsTo('POST /api/parent/notifications/notification-1/read')).toHaveLength(1);
    await waitFor(() => expect(api.callsTo(DASHBOARD)).toHaveLength(2));
    expect(within(panel).getByText('Seus tokens estão acabando')).toBeInTheDocument();
  });

  it('marks all notifications read', async () => {
    const dashboard = createDashboard();
    const { api, view } = renderDashboard(
      (call) => ({ body: call === 1 ? dashboard : { ...dashboard, notifications: { unread_count: 0, items: [] } } }),
      { 'POST /api/parent/notifications/read-all': { body: { success: true } } },
    );
    const panel = await findSection(/^Notificações( \(|$)/);

    await view.user.click(within(panel).getByRole('button', { name: 'Marcar todas como lidas' }));

    expect(await within(panel).findByText('Nenhuma notificação nova. Tudo em dia!')).toBeInTheDocument();
    expect(api.callsTo('POST /api/parent/notifications/read-all')).toHaveLength(1);
    expect(await screen.findByText('Todas as notificações foram marcadas como lidas.')).toBeInTheDocument();
  });

  it('keeps a notification that could not be marked read, and says so', async () => {
    const { view } = renderDashboard(createDashboard(), {
      'POST /api/parent/notifications/notification-1/read': { status: 500, body: undefined },
    });
    const panel = await findSection(/^Notificações( \(|$)/);
    const urgent = within(panel).getByRole('listitem', { name: 'Mensagem bloqueada' });

    await view.user.click(within(urgent).getByRole('button', { name: 'Marcar como lida' }));

    expect(await screen.findByText('Erro ao marcar notificação como lida')).toBeInTheDocument();
    expect(within(panel).getByText('Mensagem bloqueada')).toBeInTheDocument();
  });

  it('shows an error panel when the dashboard fails, and loads it on Try again', async () => {
    const { view } = renderDashboard((call) =>
      call <= 2
        ? { status: 500, body: undefined }
        : {
            body: createDashboard({
              notifications: { unread_count: 0, items: [createNotification({ is_urgent: false })] },
            }),
          },
    );

    const alert = await screen.findByRole('alert', {}, { timeout: 4000 });
    expect(alert).toHaveTextContent('Erro ao carregar o painel');
    await view.user.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));

    expect(await findSection('Atividade das crianças')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('speaks English when chosen', async () => {
    await i18n.changeLanguage('en');
    renderDashboard(createDashboard(), {}, createUser({ name: 'Carla Dias', email: 'carla@example.com' }));
    expect(await screen.findByRole('heading', { name: 'Welcome, Ana Souza!' })).toBeInTheDocument();
    expect(await findSection('This week')).toHaveTextContent('50% more than last week (4)');
    expect(screen.getByText('carla@example.com')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
  });
});
