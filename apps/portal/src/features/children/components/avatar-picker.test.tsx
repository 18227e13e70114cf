import { AVATAR_MAX_BYTES } from '@kiddo/contracts';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AvatarPicker } from './avatar-picker';

function renderPicker() {
  const onCropped = vi.fn();
  // The file input's `accept` would filter the wrong files out before they reach the check.
  const user = userEvent.setup({ applyAccept: false });
  render(<AvatarPicker name="Lia Souza" canRemove={false} onCropped={onCropped} onRemove={vi.fn()} />);
  return { user, onCropped, input: screen.getByLabelText('Foto') };
}

describe('AvatarPicker', () => {
  it('refuses a file that is not a JPEG, PNG or GIF', async () => {
    const { user, input, onCropped } = renderPicker();
    await user.upload(input, new File(['<svg/>'], 'me.svg', { type: 'image/svg+xml' }));

    expect(screen.getByRole('alert')).toHaveTextContent('Formato de imagem inválido. Use JPEG, PNG ou GIF.');
    expect(input).toHaveAccessibleDescription(expect.stringContaining('Formato de imagem inválido'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onCropped).not.toHaveBeenCalled();
  });

  it('refuses an image over 5 MB', async () => {
    const { user, input } = renderPicker();
    await user.upload(input, new File([new Uint8Array(AVATAR_MAX_BYTES + 1)], 'big.png', { type: 'image/png' }));

    expect(screen.getByRole('alert')).toHaveTextContent('A imagem deve ter no máximo 5 MB.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens the crop dialog for a valid image, and Cancel closes it without a photo', async () => {
    const { user, input, onCropped } = renderPicker();
    await user.upload(input, new File([new Uint8Array(AVATAR_MAX_BYTES)], 'ok.gif', { type: 'image/gif' }));

    const dialog = await screen.findByRole('dialog', { name: 'Ajustar foto' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    // Nothing to apply until the image has loaded and the 80% selection exists.
    expect(within(dialog).getByRole('button', { name: 'Aplicar' })).toBeDisabled();

    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onCropped).not.toHaveBeenCalled();
  });

  it('is reached through the "Escolher foto" button', async () => {
    const { user, input } = renderPicker();
    const click = vi.spyOn(input, 'click');
    await user.click(screen.getByRole('button', { name: 'Escolher foto' }));
    expect(click).toHaveBeenCalled();
  });
});
