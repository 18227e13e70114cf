import { LANGUAGE_STORAGE_KEY } from '@kiddo/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mountApp } from './app/mount-app';
import { createAppRouter } from './app/router';
import { i18n } from './lib/i18n';
import { renderPage } from './prerender';
import { createUser } from './test/factories';
import { mockApi } from './test/mock-api';
import { storeLoggedInParent } from './test/render-app';

/*
 * The build pre-renders the landing and the login page (vite.config.ts runs `renderPage`) and the
 * browser hydrates them (app/mount-app.tsx). These tests do both in jsdom: the HTML holds the
 * page, and the app takes it over without a mismatch, or replaces it for a visitor it was not
 * rendered for.
 */

let mounted: Root | undefined;
let recoverableErrors: unknown[] = [];

/*
 * React's development build warns when its server renderer (here, `renderPage`) and its DOM
 * renderer run in one process: they share the context objects. That never happens in the product
 * (the build renders in Node, the browser hydrates), so only that warning is let through;
 * every other console.error still fails the test (test/setup.ts).
 */
const BOTH_RENDERERS_WARNING = 'Detected multiple renderers concurrently rendering the same context provider';

beforeEach(() => {
  const consoleError = vi.mocked(console.error);
  const failTheTest = consoleError.getMockImplementation();
  consoleError.mockImplementation((...args: unknown[]) => {
    if (String(args[0]).startsWith(BOTH_RENDERERS_WARNING)) return;
    failTheTest?.(...args);
  });
});

afterEach(() => {
  act(() => mounted?.unmount());
  mounted = undefined;
  recoverableErrors = [];
  document.body.replaceChildren();
  delete document.documentElement.dataset.prerendered;
  window.history.replaceState(null, '', '/');
});

/**
 * Puts a page into the document as the served HTML would, marked as index.html's first script
 * leaves it (`pt`, or `stale` for a visitor it was not rendered for), and starts the app on it.
 */
async function openPrerenderedPage(path: string, html: string, mark: 'pt' | 'stale' = 'pt') {
  window.history.replaceState(null, '', path);
  document.documentElement.dataset.prerendered = mark;
  const root = document.createElement('div');
  root.id = 'root';
  root.innerHTML = html;
  document.body.append(root);
  const router = createAppRouter();
  await act(async () => {
    mounted = await mountApp(root, {
      router,
      onRecoverableError: (error) => recoverableErrors.push(error),
    });
  });
  return { root, router };
}

/** Settles once the app has taken the page over (providers.tsx `AppStartedMark`). */
async function appStarted() {
  await waitFor(() => expect(document.documentElement.dataset.prerendered).toBeUndefined());
}

describe('renderPage (build time)', () => {
  it('renders the landing in pt, with its catalogue and its title and description', async () => {
    const page = await renderPage('/');
    expect(page.title).toBe('Um amigo de IA seguro para seu filho · Kiddo');
    expect(page.description).toContain('6 a 14 anos');
    expect(page.html).toContain('<h1');
    for (const text of ['Como funciona', 'Super Kiddo', 'Trovão', 'Raio', 'Faísca', 'Criar conta']) {
      expect(page.html, text).toContain(text);
    }
    expect(page.html).toMatch(/R\$\s97,97/);
    expect(page.html).not.toContain('<script');
  });

  it('renders the login page itself, not a loading fallback', async () => {
    const page = await renderPage('/login');
    expect(page.title).toBe('Entrar · Kiddo');
    expect(page.html).toContain('type="password"');
    expect(page.html).toContain('type="email"');
    expect(page.html).not.toContain('role="status"');
    // Submitted by the browser before the app runs, the form would put the password in the address.
    expect(page.html).toMatch(/<button type="submit"[^>]* disabled=""/);
  });
});

describe('hydrating a pre-rendered page (browser)', () => {
  it('takes over the landing without a mismatch, keeping its nodes, and then reacts to the visitor', async () => {
    const { root } = await openPrerenderedPage('/', (await renderPage('/')).html);
    const heading = root.querySelector('h1');
    await appStarted();

    expect(recoverableErrors).toEqual([]);
    expect(screen.getByRole('heading', { level: 1 })).toBe(heading);
    await userEvent.selectOptions(screen.getAllByRole('combobox', { name: 'Idioma' })[0]!, 'en');
    await waitFor(() => expect(document.title).toBe('A safe AI friend for your child · Kiddo'));
    await act(() => i18n.changeLanguage('pt'));
  });

  it('takes over the login page once its chunk is in, without a mismatch', async () => {
    const { root } = await openPrerenderedPage('/login', (await renderPage('/login')).html);
    const emailField = root.querySelector('input[type="email"]');
    await appStarted();

    expect(recoverableErrors).toEqual([]);
    expect(screen.getByLabelText('Email')).toBe(emailField);
    expect(screen.getByRole('button', { name: 'Entrar' })).toBeEnabled();
  });

  it('shows a visitor whose stored language is English the landing in English, not the pt HTML', async () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'en');
    await act(() => i18n.changeLanguage('en'));
    const html = (await renderPage('/')).html;
    await act(() => i18n.changeLanguage('en'));
    const { root } = await openPrerenderedPage('/', html, 'stale');

    await waitFor(() => expect(within(root).getByRole('heading', { level: 1 })).toHaveTextContent(/safe AI friend/i));
    expect(within(root).queryByText('Como funciona')).toBeNull();
    expect(recoverableErrors).toEqual([]);
  });

  it('sends a logged-in parent who opens the landing on to /dashboard, never showing the landing', async () => {
    const html = (await renderPage('/')).html;
    storeLoggedInParent(createUser());
    mockApi({ 'GET /api/auth/parent/validate': { body: { success: true, valid: true, user: createUser() } } });
    const { root, router } = await openPrerenderedPage('/', html, 'stale');

    expect(within(root).queryByRole('heading', { level: 1, name: /amigo de IA/ })).toBeNull();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });
});
