import type { SubscriptionInfo, TokenPackage, User } from '@kiddo/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createPlan, createSubscriptionInfo, createTokenPackages, createUser } from '../../../test/factories';
import { type MockReply, mockApi } from '../../../test/mock-api';
import { mockLocationAssign } from '../../../test/mock-location';
import { renderApp, storeLoggedInParent } from '../../../test/render-app';

const VALIDATE = 'GET /api/auth/parent/validate';
const INFO = 'GET /api/subscription/info';
const ADD_TOKENS = 'POST /api/subscription/add-tokens';
const SUBSCRIBE = 'POST /api/subscription/subscribe-pro';
const CANCEL = 'POST /api/subscription/cancel';
const PERIOD_END = '2025-07-15T12:00:00.000Z';

const ACTIVE: Partial<SubscriptionInfo> = {
  pro_user: true,
  tokens: 7500,
  can_subscribe: false,
  status: 'active',
  current_period_end: PERIOD_END,
};

type Routes = Parameters<typeof mockApi>[0];

function renderSubscriptionPage(
  options: {
    info?: Partial<SubscriptionInfo>;
    user?: User;
    packages?: TokenPackage[];
    path?: string;
    routes?: Routes;
  } = {},
) {
  const user = options.user ?? createUser();
  storeLoggedInParent(user);
  const api = mockApi({
    [VALIDATE]: { body: { success: true, valid: true, user } },
    [INFO]: { body: { success: true, ...createSubscriptionInfo(options.info) } },
    'GET /api/subscription/pro-plan': { body: { success: true, plan: createPlan() } },
    'GET /api/subscription/packages': { body: { success: true, packages: options.packages ?? createTokenPackages() } },
    ...options.routes,
  });
  return { api, view: renderApp(options.path ?? '/subscription') };
}

async function findStatus() {
  return screen.findByTestId('subscription-status');
}

describe('/subscription status', () => {
  it('shows no plan, inactive, the balance, and lets the parent subscribe', async () => {
    renderSubscriptionPage({ info: { tokens: 1234 } });

    const status = await findStatus();
    expect(status).toHaveTextContent('Sem plano');
    expect(status).toHaveTextContent('Inativa');
    expect(status).not.toHaveTextContent('Ativa');
    expect(screen.getByTestId('subscription-tokens')).toHaveTextContent(/^1234$/);
    expect(screen.getByRole('button', { name: 'Assinar Super Kiddo' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Cancelar assinatura' })).not.toBeInTheDocument();
  });

  it('shows an active Super Kiddo with its renewal date, and no way to subscribe again', async () => {
    renderSubscriptionPage({ info: ACTIVE, user: createUser({ plan: 'pro' }) });

    const status = await findStatus();
    expect(status).toHaveTextContent('Super Kiddo');
    expect(status).toHaveTextContent('Ativa — renova em 15/07/2025');
    expect(screen.getByTestId('subscription-tokens')).toHaveTextContent(/^7500$/);
    expect(screen.getByRole('button', { name: 'Assinar Super Kiddo' })).toBeDisabled();
    expect(screen.getByText('Você já é assinante do Super Kiddo.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancelar assinatura' })).toBeEnabled();
  });

  it('shows a cancelled subscription as Super Kiddo until the end of the paid period', async () => {
    renderSubscriptionPage({ info: { ...ACTIVE, status: 'canceled', cancel_at_period_end: true } });

    const status = await findStatus();
    expect(status).toHaveTextContent('Super Kiddo (Pro)');
    expect(status).toHaveTextContent('Cancelada — Super Kiddo até 15/07/2025');
    expect(
      screen.getByText(
        'Os recursos do Super Kiddo e os tokens recebidos continuam seus até 15/07/2025. Não haverá nova cobrança.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancelar assinatura' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Assinar Super Kiddo' })).toBeDisabled();
  });

  it('shows an ended subscription as inactive', async () => {
    renderSubscriptionPage({ info: { status: 'ended' } });
    const status = await findStatus();
    expect(status).toHaveTextContent('Sem plano');
    expect(status).toHaveTextContent('Inativa — a assinatura terminou');
  });

  it('says until when new subscriptions are blocked after repeated cancellations', async () => {
    renderSubscriptionPage({
      info: { status: 'ended', can_subscribe: false, blocked_until: '2025-08-01T12:00:00.000Z' },
    });
    expect(await screen.findByText(/bloqueadas por 30 dias/)).toBeInTheDocument();
    expect(screen.getByText('Você poderá assinar de novo a partir de 01/08/2025.')).toBeInTheDocument();
  });

  it('says TEST when the built-in test checkout runs, and nothing when Stripe does (issue 15)', async () => {
    renderSubscriptionPage({ info: { checkout: 'test' } });
    expect(await screen.findByText('Pagamentos em modo de TESTE')).toBeInTheDocument();
  });

  it('shows the full-screen loader while the data loads', async () => {
    const { api } = renderSubscriptionPage({ routes: { [INFO]: () => new Promise<MockReply>(() => {}) } });

    // The info is asked once the session is checked and the page itself is on screen.
    await waitFor(() => expect(api.callsTo(INFO)).toHaveLength(1));
    expect(screen.getByText('Carregando...')).toBeInTheDocument();
    expect(screen.getByText('Aguarde um momento...')).toBeInTheDocument();
    expect(screen.queryByTestId('subscription-status')).not.toBeInTheDocument();
  });

  it('says the data could not be loaded, and tries again', async () => {
    let calls = 0;
    const { view } = renderSubscriptionPage({
      routes: {
        [INFO]: () => {
          calls += 1;
          return calls === 1
            ? { status: 400, body: { success: false, code: 'validation_error' } }
            : { body: { success: true, ...createSubscriptionInfo() } };
        },
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Erro ao carregar os dados da assinatura');
    await view.user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await findStatus()).toHaveTextContent('Sem plano');
  });
});

describe('/subscription catalogue', () => {
  it('shows the plan card with list and sale price, discount, price per token, features and the badge', async () => {
    renderSubscriptionPage();

    const card = await screen.findByRole('article', { name: 'Super Kiddo' });
    expect(within(card).getByTestId('plan-original-price')).toHaveTextContent('De R$ 147,97');
    expect(within(card).getByTestId('plan-original-price').querySelector('s')).toHaveTextContent('R$ 147,97');
    expect(within(card).getByText('34% de desconto')).toBeInTheDocument();
    expect(within(card).getByTestId('plan-price')).toHaveTextContent('R$ 97,97/mês');
    expect(within(card).getByTestId('plan-price-per-token')).toHaveTextContent('R$ 0,014 por token');
    expect(within(card).getByText('Mais Popular')).toBeInTheDocument();
    expect(
      within(card)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      '7.000 tokens todo mês',
      'Acesso completo ao Kiddo',
      'Modo de áudio: o Kiddo lê as respostas em voz alta',
      'Perfis de crianças ilimitados',
      'O melhor preço por token',
    ]);
  });

  it('shows each package with its price, tokens and price per token, the popular one with the badge', async () => {
    renderSubscriptionPage();

    const raio = await screen.findByRole('article', { name: 'Raio' });
    expect(within(raio).getByText('R$ 57,97')).toBeInTheDocument();
    expect(within(raio).getByText('1.500 tokens')).toBeInTheDocument();
    expect(within(raio).getByText('R$ 0,039 por token')).toBeInTheDocument();
    expect(within(raio).getByText('Mais Popular')).toBeInTheDocument();
    expect(within(raio).getByRole('button', { name: 'Comprar Raio' })).toBeEnabled();

    const trovao = screen.getByRole('article', { name: 'Trovão' });
    expect(within(trovao).getByText('R$ 97,97')).toBeInTheDocument();
    expect(within(trovao).getByText('3.000 tokens')).toBeInTheDocument();
    expect(within(trovao).queryByText('Mais Popular')).not.toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Faísca' })).getByText('R$ 0,050 por token')).toBeInTheDocument();
  });

  it('compares the price per token of each option with the plan, in a table and in cards', async () => {
    const packages = createTokenPackages();
    packages.push({ ...packages[0]!, id: 'mega', name: 'Mega', price_per_token: '0.0126', percent_vs_plan: -10 });
    renderSubscriptionPage({ packages });

    const table = await screen.findByRole('table', { name: 'Comparação de preços' });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => [...row.children].map((cell) => cell.textContent?.replace(/\s+/g, ' ')));
    expect(rows).toEqual([
      ['Super KiddoAssinatura mensal', 'R$ 97,97/mês', '7.000', 'R$ 0,014', 'Referência: melhor preço'],
      ['TrovãoPacote avulso', 'R$ 97,97', '3.000', 'R$ 0,033', '133% mais caro'],
      ['RaioPacote avulso', 'R$ 57,97', '1.500', 'R$ 0,039', '176% mais caro'],
      ['FaíscaPacote avulso', 'R$ 24,97', '500', 'R$ 0,050', '257% mais caro'],
      ['MegaPacote avulso', 'R$ 97,97', '3.000', 'R$ 0,013', '10% mais barato'],
    ]);

    const cards = screen.getByTestId('price-comparison-cards');
    expect(within(cards).getAllByRole('listitem')).toHaveLength(5);
    expect(within(cards).getByText('176% mais caro')).toBeInTheDocument();
    expect(within(cards).getByText('10% mais barato')).toBeInTheDocument();
  });
});

describe('/subscription purchases', () => {
  it('starts the checkout of a package and sends the browser there', async () => {
    const assign = mockLocationAssign();
    const url = '/api/payments/test-checkout/cs_kiddo_1';
    const { api, view } = renderSubscriptionPage({ routes: { [ADD_TOKENS]: { body: { success: true, url } } } });

    await view.user.click(await screen.findByRole('button', { name: 'Comprar Raio' }));

    await waitFor(() => expect(assign).toHaveBeenCalledWith(url));
    expect(api.callsTo(ADD_TOKENS)[0]?.body).toMatchObject({ package_id: 'raio', language: 'pt' });
    expect(api.callsTo(ADD_TOKENS)[0]?.headers.Authorization).toBe('Bearer stored-token');
    // Busy until the browser has left: no second checkout.
    expect(screen.getByRole('button', { name: 'Comprar Raio' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Comprar Trovão' })).toBeDisabled();
  });

  it('starts the Super Kiddo checkout and sends the browser there', async () => {
    const assign = mockLocationAssign();
    const url = 'https://checkout.stripe.com/c/pay/cs_test_1';
    const { api, view } = renderSubscriptionPage({ routes: { [SUBSCRIBE]: { body: { success: true, url } } } });

    await view.user.click(await screen.findByRole('button', { name: 'Assinar Super Kiddo' }));

    await waitFor(() => expect(assign).toHaveBeenCalledWith(url));
    expect(api.callsTo(SUBSCRIBE)).toHaveLength(1);
  });

  it.each([
    [
      'subscription_blocked',
      403,
      'Novas assinaturas estão bloqueadas por 30 dias após cancelamentos repetidos (subscription_blocked).',
    ],
    ['already_subscribed', 409, 'Você já é assinante do Super Kiddo.'],
    ['payments_unavailable', 503, 'O pagamento não está disponível agora. Tente novamente mais tarde.'],
  ])('shows the text of %s when subscribing fails', async (code, status, text) => {
    const assign = mockLocationAssign();
    const { view } = renderSubscriptionPage({
      routes: { [SUBSCRIBE]: { status, body: { success: false, error: text, code } } },
    });

    await view.user.click(await screen.findByRole('button', { name: 'Assinar Super Kiddo' }));

    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Assinar Super Kiddo' })).toBeEnabled();
  });

  it('falls back on the shared text of the code when the server sent none', async () => {
    const { view } = renderSubscriptionPage({
      routes: { [SUBSCRIBE]: { status: 403, body: { success: false, code: 'subscription_blocked' } } },
    });
    await view.user.click(await screen.findByRole('button', { name: 'Assinar Super Kiddo' }));
    expect(await screen.findByText(/bloqueadas por 30 dias/)).toBeInTheDocument();
  });

  it('refreshes the page when the server says the parent is already subscribed', async () => {
    let info = createSubscriptionInfo();
    const { api, view } = renderSubscriptionPage({
      routes: {
        [INFO]: () => ({ body: { success: true, ...info } }),
        [SUBSCRIBE]: () => {
          info = createSubscriptionInfo(ACTIVE);
          return {
            status: 409,
            body: { success: false, error: 'Você já é assinante do Super Kiddo.', code: 'already_subscribed' },
          };
        },
      },
    });

    await view.user.click(await screen.findByRole('button', { name: 'Assinar Super Kiddo' }));

    await waitFor(() => expect(screen.getByTestId('subscription-status')).toHaveTextContent('Ativa'));
    expect(screen.getByRole('button', { name: 'Assinar Super Kiddo' })).toBeDisabled();
    expect(api.callsTo(VALIDATE).length).toBeGreaterThanOrEqual(2);
  });

  it('shows the generic error when a purchase fails without a message', async () => {
    const { view } = renderSubscriptionPage({ routes: { [ADD_TOKENS]: { status: 500, body: undefined } } });
    await view.user.click(await screen.findByRole('button', { name: 'Comprar Faísca' }));
    expect(await screen.findByText('Ocorreu um erro. Tente novamente mais tarde.')).toBeInTheDocument();
  });

  it('asks for a login when the session is gone at purchase time', async () => {
    const { view } = renderSubscriptionPage({
      routes: {
        [ADD_TOKENS]: { status: 401, body: { success: false, error: 'Sua sessão expirou.', code: 'unauthorized' } },
      },
    });
    await view.user.click(await screen.findByRole('button', { name: 'Comprar Trovão' }));
    expect(await screen.findByText('Entre na sua conta para fazer uma compra.')).toBeInTheDocument();
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/login'));
  });
});

describe('/subscription cancellation', () => {
  it('says the cancellation takes effect at the end of the paid period, cancels, and shows the new status', async () => {
    let info = createSubscriptionInfo(ACTIVE);
    const message = 'Assinatura cancelada. Você continua Super Kiddo até 15/07/2025, e os tokens recebidos são seus.';
    const { api, view } = renderSubscriptionPage({
      routes: {
        [INFO]: () => ({ body: { success: true, ...info } }),
        [CANCEL]: () => {
          info = { ...info, status: 'canceled', cancel_at_period_end: true };
          return { body: { success: true, message, ...info } };
        },
      },
    });

    await view.user.click(await screen.findByRole('button', { name: 'Cancelar assinatura' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancelar a assinatura?' });
    expect(dialog).toHaveTextContent('O cancelamento vale no fim do período já pago');
    expect(dialog).toHaveTextContent('até 15/07/2025');
    expect(dialog).toHaveTextContent('os tokens recebidos');
    expect(within(dialog).getByRole('button', { name: 'Manter assinatura' })).toHaveFocus();

    await view.user.click(within(dialog).getByRole('button', { name: 'Confirmar cancelamento' }));

    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(api.callsTo(CANCEL)[0]?.body).toMatchObject({ cancel_type: 'immediate' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByTestId('subscription-status')).toHaveTextContent('Cancelada — Super Kiddo até 15/07/2025');
    expect(screen.queryByRole('button', { name: 'Cancelar assinatura' })).not.toBeInTheDocument();
    await waitFor(() => expect(api.callsTo(INFO)).toHaveLength(2));
  });

  it('keeps the subscription when the parent changes their mind', async () => {
    const { api, view } = renderSubscriptionPage({ info: ACTIVE });
    await view.user.click(await screen.findByRole('button', { name: 'Cancelar assinatura' }));
    await view.user.click(screen.getByRole('button', { name: 'Manter assinatura' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.callsTo(CANCEL)).toHaveLength(0);
  });

  it('shows no_active_subscription when there is nothing to cancel', async () => {
    const text = 'Você não tem uma assinatura ativa (no_active_subscription).';
    const { view } = renderSubscriptionPage({
      info: ACTIVE,
      routes: { [CANCEL]: { status: 400, body: { success: false, error: text, code: 'no_active_subscription' } } },
    });
    await view.user.click(await screen.findByRole('button', { name: 'Cancelar assinatura' }));
    await view.user.click(screen.getByRole('button', { name: 'Confirmar cancelamento' }));
    expect(await screen.findByText(text)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

describe('/subscription return from the checkout', () => {
  it('confirms a paid package, shows the new balance at once, refreshes the session and cleans the address', async () => {
    const before = createUser({ tokens: 500 });
    const after = createUser({ tokens: 2000 });
    let validations = 0;
    const { api, view } = renderSubscriptionPage({
      user: before,
      info: { tokens: 2000 },
      path: '/subscription?checkout=success&kind=package',
      routes: {
        // The first validation is the startup's; the one after the payment sees the new balance.
        [VALIDATE]: () => {
          validations += 1;
          return { body: { success: true, valid: true, user: validations === 1 ? before : after } };
        },
      },
    });

    await findStatus();
    const banner = screen.getByRole('status');
    expect(banner).toHaveTextContent('Pagamento confirmado!');
    expect(banner).toHaveTextContent('Os tokens comprados já estão no seu saldo.');
    expect(screen.getByTestId('subscription-tokens')).toHaveTextContent(/^2000$/);
    await waitFor(() => expect(view.router.state.location.search).toBe(''));
    expect(view.router.state.location.pathname).toBe('/subscription');
    await waitFor(() => expect(api.callsTo(VALIDATE)).toHaveLength(2));

    await view.router.navigate('/dashboard');
    expect(await screen.findByTestId('token-balance')).toHaveTextContent('2000');
  });

  it('welcomes a new Super Kiddo and updates the plan of the session', async () => {
    let validations = 0;
    const { view } = renderSubscriptionPage({
      info: ACTIVE,
      path: '/subscription?checkout=success&kind=pro',
      routes: {
        [VALIDATE]: () => {
          validations += 1;
          return {
            body: { success: true, valid: true, user: createUser({ plan: validations === 1 ? 'none' : 'pro' }) },
          };
        },
      },
    });

    await findStatus();
    expect(screen.getByRole('status')).toHaveTextContent('Bem-vindo(a) ao Super Kiddo!');
    expect(screen.getByTestId('subscription-status')).toHaveTextContent('Ativa');
    await waitFor(() => expect(validations).toBe(2));
    await view.router.navigate('/dashboard');
    expect(await screen.findByText('Super Kiddo (Pro)')).toBeInTheDocument();
  });

  it('says a cancelled checkout charged nothing, and the banner can be closed', async () => {
    const { view } = renderSubscriptionPage({ path: '/subscription?checkout=cancelled&kind=pro' });

    await findStatus();
    const banner = screen.getByRole('status');
    expect(banner).toHaveTextContent('Pagamento cancelado');
    expect(banner).toHaveTextContent('Nenhuma cobrança foi feita.');
    await waitFor(() => expect(view.router.state.location.search).toBe(''));

    await view.user.click(screen.getByRole('button', { name: 'Fechar aviso' }));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows no banner without a checkout in the address', async () => {
    renderSubscriptionPage();
    await findStatus();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
