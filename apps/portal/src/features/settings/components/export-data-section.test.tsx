import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createUser, settingsOf } from '../../../test/factories';
import { mockApi } from '../../../test/mock-api';
import { renderApp, storeLoggedInParent } from '../../../test/render-app';

const EXPORT = 'GET /api/auth/parent/export';
const EXPORTED = { exported_at: '2025-05-02T12:00:00.000Z', account: { email: 'ana@example.com' }, children: [] };

function setup(exportReply: Parameters<typeof mockApi>[0][string]) {
  const user = createUser();
  storeLoggedInParent(user, 'my-token');
  const settings = settingsOf(user);
  const api = mockApi({
    'GET /api/auth/parent/validate': { body: { success: true, valid: true, user } },
    'GET /api/auth/parent/settings': { body: { success: true, settings, user } },
    [EXPORT]: exportReply,
  });
  return { api, view: renderApp('/settings') };
}

/** Records the object URLs made and the anchors clicked: jsdom downloads nothing. */
function watchDownloads() {
  const createObjectURL = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:http://localhost/export-1');
  const clicked: HTMLAnchorElement[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push(this);
  });
  return { createObjectURL, clicked };
}

describe('settings: data export', () => {
  it("downloads the export under the API's file name", async () => {
    const downloads = watchDownloads();
    const { api, view } = setup({
      body: EXPORTED,
      headers: { 'Content-Disposition': 'attachment; filename="kiddo-export-2025-05-02.json"' },
    });

    await view.user.click(await screen.findByRole('button', { name: 'Exportar meus dados' }));

    await waitFor(() => expect(downloads.clicked).toHaveLength(1));
    const [anchor] = downloads.clicked;
    expect(anchor?.download).toBe('kiddo-export-2025-05-02.json');
    expect(anchor?.href).toBe('blob:http://localhost/export-1');
    expect(anchor?.isConnected).toBe(false);
    const blob = downloads.createObjectURL.mock.calls[0]?.[0] as Blob;
    expect(JSON.parse(await blob.text())).toEqual(EXPORTED);
    expect(api.callsTo(EXPORT)[0]?.headers.Authorization).toBe('Bearer my-token');
    expect(api.callsTo(EXPORT)[0]?.url.searchParams.get('language')).toBe('pt');
    expect(await screen.findByText('Seus dados foram baixados.')).toBeInTheDocument();
  });

  it('shows the button busy while the file comes', async () => {
    watchDownloads();
    let answer: (reply: { body: unknown }) => void = () => {};
    const { view } = setup(() => new Promise((resolve) => (answer = resolve)));

    await view.user.click(await screen.findByRole('button', { name: 'Exportar meus dados' }));
    const button = screen.getByRole('button', { name: 'Exportar meus dados' });
    await waitFor(() => expect(button).toBeDisabled());
    expect(button).toHaveAttribute('aria-busy', 'true');

    answer({ body: EXPORTED });
    await waitFor(() => expect(button).toBeEnabled());
  });

  it('downloads nothing and says so when the export fails', async () => {
    const downloads = watchDownloads();
    const { view } = setup({ status: 500, body: undefined });

    await view.user.click(await screen.findByRole('button', { name: 'Exportar meus dados' }));

    expect(await screen.findByText('Erro ao exportar seus dados')).toBeInTheDocument();
    expect(downloads.createObjectURL).not.toHaveBeenCalled();
    expect(downloads.clicked).toHaveLength(0);
  });

  it("prefers the server's message, e.g. a rate limit", async () => {
    watchDownloads();
    const { view } = setup({
      status: 429,
      body: {
        success: false,
        error: 'Muitas tentativas. Aguarde alguns minutos e tente novamente.',
        code: 'rate_limited',
      },
    });
    await view.user.click(await screen.findByRole('button', { name: 'Exportar meus dados' }));
    expect(await screen.findByText('Muitas tentativas. Aguarde alguns minutos e tente novamente.')).toBeInTheDocument();
  });
});
