import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { MessageBox } from './message-box';

/** The box as the page uses it: controlled, cleared by the page on send. */
function Harness({
  maxLength = 50,
  isBusy = false,
  onSend = vi.fn(),
}: {
  maxLength?: number;
  isBusy?: boolean;
  onSend?: (text: string) => void;
}) {
  const [value, setValue] = useState('');
  return <MessageBox value={value} onChange={setValue} maxLength={maxLength} onSend={onSend} isBusy={isBusy} />;
}

describe('MessageBox', () => {
  it('counts the characters live against the limit', async () => {
    const user = userEvent.setup();
    render(<Harness maxLength={50} />);

    expect(screen.getByTestId('char-counter')).toHaveTextContent('0/50');
    await user.type(screen.getByLabelText('Mensagem'), 'Olá, Kiddo');
    expect(screen.getByTestId('char-counter')).toHaveTextContent('10/50');
    await user.type(screen.getByLabelText('Mensagem'), '!!');
    expect(screen.getByTestId('char-counter')).toHaveTextContent('12/50');
  });

  it('keeps sending off while the box is empty or only blank', async () => {
    const user = userEvent.setup();
    const onSend = vi.fn();
    render(<Harness onSend={onSend} />);

    expect(screen.getByRole('button', { name: 'Enviar' })).toBeDisabled();
    await user.type(screen.getByLabelText('Mensagem'), '   ');
    expect(screen.getByRole('button', { name: 'Enviar' })).toBeDisabled();
    await user.type(screen.getByLabelText('Mensagem'), '{Enter}');
    expect(onSend).not.toHaveBeenCalled();
  });

  it('turns sending off over the limit, says how much to delete, and on again at the limit', async () => {
    const user = userEvent.setup();
    const onSend = vi.fn();
    render(<Harness maxLength={50} onSend={onSend} />);
    const box = screen.getByLabelText('Mensagem');

    await user.type(box, 'a'.repeat(50));
    expect(screen.getByTestId('char-counter')).toHaveTextContent('50/50');
    expect(screen.getByRole('button', { name: 'Enviar' })).toBeEnabled();

    await user.type(box, 'bc');
    expect(screen.getByTestId('char-counter')).toHaveTextContent('52/50');
    expect(screen.getByRole('button', { name: 'Enviar' })).toBeDisabled();
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Está comprido demais! Apague 2 letras para enviar.')).toBeInTheDocument();
    await user.type(box, '{Enter}');
    expect(onSend).not.toHaveBeenCalled();

    await user.type(box, '{Backspace}{Backspace}');
    expect(screen.getByRole('button', { name: 'Enviar' })).toBeEnabled();
  });

  it('sends the trimmed text with the button or with Enter; Shift+Enter adds a line', async () => {
    const user = userEvent.setup();
    const onSend = vi.fn();
    render(<Harness onSend={onSend} />);
    const box = screen.getByLabelText('Mensagem');

    await user.type(box, '  Oi  ');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(onSend).toHaveBeenLastCalledWith('Oi');

    await user.type(box, '{Shift>}{Enter}{/Shift}');
    expect(box).toHaveValue('  Oi  \n');
    await user.type(box, 'tudo bem?{Enter}');
    expect(onSend).toHaveBeenLastCalledWith('Oi  \ntudo bem?');
    expect(onSend).toHaveBeenCalledTimes(2);
  });

  it('lets the child type but not send while a reply is coming', async () => {
    const user = userEvent.setup();
    render(<Harness isBusy />);
    await user.type(screen.getByLabelText('Mensagem'), 'Próxima pergunta');
    expect(screen.getByRole('button', { name: 'Enviar' })).toBeDisabled();
  });

  it('speaks the child’s language', async () => {
    await i18n.changeLanguage('en');
    render(<Harness />);
    expect(screen.getByLabelText('Message')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
  });
});
