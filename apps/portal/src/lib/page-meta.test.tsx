import { act, render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from './i18n';
import { usePageMeta } from './page-meta';

function LoginMeta() {
  usePageMeta('meta.login.title', 'meta.login.description');
  return null;
}

function renderWithMeta() {
  return render(
    <I18nextProvider i18n={i18n}>
      <LoginMeta />
    </I18nextProvider>,
  );
}

function descriptionTag() {
  return document.head.querySelector('meta[name="description"]');
}

describe('usePageMeta', () => {
  beforeEach(() => {
    document.title = '';
    for (const tag of document.head.querySelectorAll('meta[name="description"]')) tag.remove();
  });

  it('sets the title with the Kiddo suffix and creates the description tag when it is missing', () => {
    renderWithMeta();

    expect(document.title).toBe('Entrar · Kiddo');
    expect(descriptionTag()).toHaveAttribute('content', expect.stringContaining('portal dos pais do Kiddo'));
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
  });

  it('updates the existing description tag instead of adding another', () => {
    const tag = document.createElement('meta');
    tag.name = 'description';
    tag.content = 'shell description';
    document.head.append(tag);

    renderWithMeta();

    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(tag.content).toContain('portal dos pais do Kiddo');
  });

  it('follows the interface language', async () => {
    renderWithMeta();

    await act(() => i18n.changeLanguage('en'));
    expect(document.title).toBe('Sign in · Kiddo');
    expect(descriptionTag()).toHaveAttribute('content', expect.stringContaining('Kiddo parent portal'));

    await act(() => i18n.changeLanguage('es'));
    expect(document.title).toBe('Iniciar sesión · Kiddo');
    expect(descriptionTag()).toHaveAttribute('content', expect.stringContaining('portal para padres de Kiddo'));
  });
});
