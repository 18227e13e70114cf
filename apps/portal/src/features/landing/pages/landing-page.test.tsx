import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

function renderLanding() {
  const api = mockApi({});
  return { api, view: renderApp('/') };
}

describe('landing sections', () => {
  it('renders every section the spec lists, each reachable by its anchor', async () => {
    const { view } = renderLanding();
    await screen.findByRole('article', { name: 'Super Kiddo' });

    for (const id of ['features', 'how-it-works', 'pricing', 'tokens']) {
      const section = view.container.querySelector(`section#${id}`);
      expect(section, `#${id}`).not.toBeNull();
      expect(section).toHaveAccessibleName();
    }
    const features = within(screen.getByRole('region', { name: 'Feito para crianças, pensado para os pais' }));
    expect(features.getAllByRole('listitem').length).toBeGreaterThanOrEqual(4);
    expect(features.getAllByRole('listitem').length).toBeLessThanOrEqual(6);
    const steps = within(screen.getByRole('region', { name: 'Como funciona' })).getAllByRole('listitem');
    expect(steps.map((step) => within(step).getByRole('heading').textContent)).toEqual([
      'Crie os perfis',
      'Configure a proteção',
      'Acompanhe as atividades',
    ]);
  });

  it('shows the mascot, the trust badges and only truthful stats', async () => {
    const { view } = renderLanding();
    await screen.findByRole('heading', { level: 1 });

    expect(view.container.querySelector('section svg[data-mood="happy"]')).not.toBeNull();
    const badges = within(screen.getByRole('list', { name: 'Por que os pais confiam no Kiddo' }));
    expect(badges.getAllByRole('listitem').map((badge) => badge.textContent)).toEqual([
      'Sem anúncios',
      'Dados protegidos (LGPD)',
      'Pais no controle',
    ]);
    const stats = within(screen.getByRole('region', { name: 'O Kiddo em números' }));
    expect(stats.getAllByRole('definition').map((value) => value.textContent)).toEqual(['6–14', '3', '500', '24/7']);
  });

  it('ends with the sign-up banner: title, subtitle, the 500 free tokens offer and a Criar conta button', async () => {
    renderLanding();
    const banner = within(
      await screen.findByRole('region', { name: 'Comece hoje a jornada do seu filho com o Kiddo' }),
    );

    expect(banner.getByText('Crie sua conta em poucos minutos e configure o primeiro perfil.')).toBeInTheDocument();
    expect(banner.getByText('500 tokens grátis no cadastro')).toBeInTheDocument();
    expect(banner.getByText('Oferta de lançamento por tempo limitado.')).toBeInTheDocument();
    expect(banner.getByRole('link', { name: 'Criar conta' })).toHaveAttribute('href', '/signup');
  });

  it('titles and describes the page in the interface language', async () => {
    const { view } = renderLanding();
    await screen.findByRole('heading', { level: 1 });
    expect(document.title).toBe('Um amigo de IA seguro para seu filho · Kiddo');
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      expect.stringContaining('6 a 14 anos'),
    );

    await view.user.selectOptions(screen.getByRole('combobox', { name: 'Idioma' }), 'en');
    await waitFor(() => expect(document.title).toBe('A safe AI friend for your child · Kiddo'));
  });
});

describe('landing #pricing and #tokens', () => {
  it('shows the Super Kiddo card with its prices, features and badge, and sends a visitor to /signup', async () => {
    const { api } = renderLanding();

    const section = await screen.findByRole('region', { name: 'Conheça o Super Kiddo' });
    expect(section).toHaveAttribute('id', 'pricing');
    const card = await within(section).findByRole('article', { name: 'Super Kiddo' });
    expect(within(card).getByTestId('plan-original-price')).toHaveTextContent('De R$ 147,97');
    expect(within(card).getByTestId('plan-price')).toHaveTextContent('R$ 97,97/mês');
    expect(within(card).getByText('34% de desconto')).toBeInTheDocument();
    expect(within(card).getByTestId('plan-price-per-token')).toHaveTextContent('R$ 0,014 por token');
    expect(within(card).getByText('Mais Popular')).toBeInTheDocument();
    expect(within(card).getByText('Modo de áudio: o Kiddo lê as respostas em voz alta')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Assinar Super Kiddo' })).toHaveAttribute('href', '/signup');
    expect(
      within(section).getByText('O modo de áudio é exclusivo para assinantes do Super Kiddo.'),
    ).toBeInTheDocument();
    // The catalogue comes with the page (and its pre-rendered HTML): the API is not asked for it.
    expect(api.requests.filter((request) => request.url.pathname.startsWith('/api/subscription/'))).toEqual([]);
  });

  it('shows the token packages, the popular one with its badge, each buy link going to /signup', async () => {
    renderLanding();

    const section = await screen.findByRole('region', { name: 'Pacotes de tokens' });
    expect(section).toHaveAttribute('id', 'tokens');
    const cards = await within(section).findAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual(['Trovão', 'Raio', 'Faísca']);
    for (const name of ['Trovão', 'Raio', 'Faísca']) {
      expect(within(section).getByRole('link', { name: `Comprar ${name}` })).toHaveAttribute('href', '/signup');
    }
    const raio = within(section).getByRole('article', { name: 'Raio' });
    expect(within(raio).getByText('Mais Popular')).toBeInTheDocument();
    expect(within(raio).getByText('R$ 57,97')).toBeInTheDocument();
    expect(within(raio).getByText('R$ 0,039 por token')).toBeInTheDocument();
    expect(within(section).getAllByText('Mais Popular')).toHaveLength(1);
  });

  it('links the header to the pricing section', async () => {
    renderLanding();
    const nav = (await screen.findAllByRole('navigation', { name: 'Menu principal' }))[0]!;
    expect(within(nav).getByRole('link', { name: 'Preços' })).toHaveAttribute('href', '/#pricing');
  });
});
