import type { Language } from '@kiddo/contracts';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { FAQ_ENTRIES } from '../content/faq';
import { PRIVACY_POLICY } from '../content/privacy';
import { TERMS_OF_USE } from '../content/terms';
import { FaqPage } from './faq-page';
import { PrivacyPage } from './privacy-page';
import { TermsPage } from './terms-page';

/** Renders a legal page alone, in `language`; the routes are wired elsewhere. */
async function renderPage(page: ReactElement, language: Language = 'pt') {
  await i18n.changeLanguage(language);
  const user = userEvent.setup();
  const view = render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter>{page}</MemoryRouter>
    </I18nextProvider>,
  );
  return { ...view, user };
}

function expectLinksHome(name: string) {
  const links = screen.getAllByRole('link', { name });
  expect(links.length).toBeGreaterThan(0);
  for (const link of links) expect(link).toHaveAttribute('href', '/');
}

describe('TermsPage', () => {
  it('shows the title, the last-updated date, the change notice and a way home in Portuguese', async () => {
    await renderPage(<TermsPage />);

    expect(screen.getByRole('heading', { level: 1, name: 'Termos de Uso' })).toBeInTheDocument();
    const date = screen.getByText('2 de maio de 2025');
    expect(date.tagName).toBe('TIME');
    expect(date).toHaveAttribute('datetime', '2025-05-02');
    expect(screen.getByText(/Última atualização/)).toBeInTheDocument();
    expect(screen.getByText(/com 30 dias de antecedência/, { selector: 'header p' })).toBeInTheDocument();
    expectLinksHome('Voltar para o início');
  });

  it('lists the 10 sections in the contents, each link reaching its heading', async () => {
    await renderPage(<TermsPage />);

    const contents = screen.getByRole('navigation', { name: 'Nesta página' });
    const links = within(contents).getAllByRole('link');
    expect(links).toHaveLength(10);
    TERMS_OF_USE.pt.sections.forEach((section, index) => {
      expect(links[index]).toHaveAttribute('href', `#${section.id}`);
      const heading = screen.getByRole('heading', { level: 2, name: `${index + 1}. ${section.heading}` });
      expect(heading).toHaveAttribute('id', section.id);
    });
  });

  it('follows the interface language', async () => {
    await renderPage(<TermsPage />, 'en');

    expect(screen.getByRole('heading', { level: 1, name: 'Terms of Use' })).toBeInTheDocument();
    expect(screen.getByText('2 May 2025')).toBeInTheDocument();
    expectLinksHome('Back to home');
  });

  it('turns the support address into a mail link', async () => {
    await renderPage(<TermsPage />);
    expect(screen.getAllByRole('link', { name: 'suporte@kiddo.app' })[0]).toHaveAttribute(
      'href',
      'mailto:suporte@kiddo.app',
    );
  });
});

describe('PrivacyPage', () => {
  it('shows the policy in Spanish with its date, cookies section and a way home', async () => {
    await renderPage(<PrivacyPage />, 'es');

    expect(screen.getByRole('heading', { level: 1, name: 'Política de Privacidad' })).toBeInTheDocument();
    expect(screen.getByText('2 de mayo de 2025')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: '10. Cookies y almacenamiento local' })).toHaveAttribute(
      'id',
      'cookies',
    );
    const contents = screen.getByRole('navigation', { name: 'En esta página' });
    expect(within(contents).getAllByRole('link')).toHaveLength(PRIVACY_POLICY.es.sections.length);
    expectLinksHome('Volver al inicio');
  });

  it('shows the policy in Portuguese by default', async () => {
    await renderPage(<PrivacyPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Política de Privacidade' })).toBeInTheDocument();
    expect(screen.getByText('2 de maio de 2025')).toBeInTheDocument();
  });
});

describe('FaqPage', () => {
  it('shows the heading, 8 closed questions and a way home', async () => {
    await renderPage(<FaqPage />);

    expect(screen.getByRole('heading', { level: 1, name: 'Perguntas frequentes' })).toBeInTheDocument();
    const questions = FAQ_ENTRIES.pt.map((entry) => screen.getByRole('button', { name: entry.question }));
    expect(questions).toHaveLength(8);
    for (const question of questions) expect(question).toHaveAttribute('aria-expanded', 'false');
    expectLinksHome('Voltar para o início');
    expect(screen.getByRole('link', { name: 'Termos de Uso' })).toHaveAttribute('href', '/terms');
    expect(screen.getByRole('link', { name: 'Política de Privacidade' })).toHaveAttribute('href', '/privacy');
  });

  it('opens and closes an answer, toggling aria-expanded on the panel it controls', async () => {
    const { user } = await renderPage(<FaqPage />);

    const question = screen.getByRole('button', { name: 'Para qual idade o Kiddo é indicado?' });
    const panel = document.getElementById(question.getAttribute('aria-controls')!)!;
    expect(panel).not.toBeVisible();

    await user.click(question);
    expect(question).toHaveAttribute('aria-expanded', 'true');
    expect(panel).toBeVisible();
    expect(panel).toHaveTextContent(/de 6 a 14 anos/);

    await user.click(question);
    expect(question).toHaveAttribute('aria-expanded', 'false');
    expect(panel).not.toBeVisible();
  });

  it('can be used with the keyboard', async () => {
    const { user } = await renderPage(<FaqPage />, 'en');
    const [first, second] = FAQ_ENTRIES.en.map((entry) => screen.getByRole('button', { name: entry.question }));
    const last = screen.getByRole('button', { name: FAQ_ENTRIES.en.at(-1)!.question });

    await user.tab();
    await user.tab();
    expect(first).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(second).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(second).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{End}');
    expect(last).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(first).toHaveFocus();
    await user.keyboard(' ');
    expect(first).toHaveAttribute('aria-expanded', 'true');
    expect(second).toHaveAttribute('aria-expanded', 'true');
  });
});
