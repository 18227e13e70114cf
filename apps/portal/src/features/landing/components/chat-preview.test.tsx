import { act, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { setSystemPrefersReducedMotion } from '../../../test/match-media';
import { ChatPreview } from './chat-preview';

function renderPreview() {
  return render(
    <I18nextProvider i18n={i18n}>
      <ChatPreview />
    </I18nextProvider>,
  );
}

/** The texts of the bubbles on screen, without their screen-reader speaker label. */
function bubbleTexts(): string[] {
  return within(screen.getByTestId('chat-preview-bubbles'))
    .getAllByRole('listitem')
    .map((bubble) => bubble.textContent!.replace(/^(Criança|Kiddo): /, ''));
}

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

describe('ChatPreview', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  it('starts with three bubbles in a region screen readers do not announce', () => {
    renderPreview();

    expect(bubbleTexts()).toEqual([
      'Kiddo, por que o céu é azul?',
      expect.stringMatching(/^Ótima pergunta!/),
      'E no pôr do sol fica laranja?',
    ]);
    expect(screen.getByTestId('chat-preview-bubbles')).toHaveAttribute('aria-live', 'off');
    expect(screen.getByText('Exemplo de conversa entre uma criança e o Kiddo').tagName).toBe('FIGCAPTION');
  });

  it('adds a new message every 3 s and never shows more than three bubbles', () => {
    renderPreview();

    advance(2999);
    expect(bubbleTexts()[2]).toBe('E no pôr do sol fica laranja?');

    advance(1);
    expect(bubbleTexts()).toEqual([
      expect.stringMatching(/^Ótima pergunta!/),
      'E no pôr do sol fica laranja?',
      expect.stringMatching(/^Isso mesmo!/),
    ]);

    advance(3000);
    expect(bubbleTexts()).toHaveLength(3);
    expect(bubbleTexts()[2]).toBe('Que legal! E as nuvens, por que são brancas?');

    // Around the whole script and back to its start: still three at a time.
    for (let tick = 0; tick < 8; tick += 1) {
      advance(3000);
      expect(bubbleTexts()).toHaveLength(3);
    }
    expect(bubbleTexts()[2]).toBe('Kiddo, por que o céu é azul?');
  });

  it('stays still when the user prefers reduced motion', () => {
    setSystemPrefersReducedMotion(true);
    renderPreview();
    const before = bubbleTexts();

    advance(30_000);

    expect(bubbleTexts()).toEqual(before);
    expect(before).toHaveLength(3);
  });

  it('stops as soon as reduced motion is switched on', () => {
    renderPreview();
    advance(3000);
    const shown = bubbleTexts();

    act(() => setSystemPrefersReducedMotion(true));
    advance(9000);

    expect(bubbleTexts()).toEqual(shown);
  });
});
