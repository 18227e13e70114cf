import { TOKEN_STORAGE_KEY, USER_STORAGE_KEY } from '@kiddo/contracts';
import { describe, expect, it, vi } from 'vitest';
import { createUser } from '../test/factories';
import { mockApi } from '../test/mock-api';
import {
  ApiError,
  apiDownload,
  apiRequest,
  describeApiError,
  readAttachmentFilename,
  UNAUTHORIZED_EVENT,
} from './api-client';
import { i18n } from './i18n';

describe('apiRequest', () => {
  it('adds the bearer token and the interface language as a query parameter on GET', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'token-123');
    await i18n.changeLanguage('es');
    const api = mockApi({ 'GET /api/auth/parent/settings': { body: { success: true } } });

    await apiRequest('/auth/parent/settings', { query: { page: 2 } });

    const [request] = api.requests;
    expect(request?.headers.Authorization).toBe('Bearer token-123');
    expect(request?.url.searchParams.get('language')).toBe('es');
    expect(request?.url.searchParams.get('page')).toBe('2');
  });

  it('puts the language in the JSON body of a POST and sends no Authorization without a token', async () => {
    const api = mockApi({ 'POST /api/auth/parent/login': { body: { success: true } } });

    await apiRequest('/auth/parent/login', { method: 'POST', body: { email: 'a@b.co', password: 'x' } });

    const [request] = api.requests;
    expect(request?.headers.Authorization).toBeUndefined();
    expect(request?.headers['Content-Type']).toBe('application/json');
    expect(request?.body).toEqual({ language: 'pt', email: 'a@b.co', password: 'x' });
    expect(request?.url.search).toBe('');
  });

  it('keeps a language chosen by the caller in the body', async () => {
    const api = mockApi({ 'PUT /api/auth/parent/language': { body: { success: true } } });
    await apiRequest('/auth/parent/language', { method: 'PUT', body: { language: 'en' } });
    expect(api.requests[0]?.body).toEqual({ language: 'en' });
  });

  it('sends the language as a query parameter on a DELETE without body', async () => {
    const api = mockApi({ 'DELETE /api/parent/children/7': { body: { success: true } } });
    await apiRequest('/parent/children/7', { method: 'DELETE' });
    expect(api.requests[0]?.url.searchParams.get('language')).toBe('pt');
    expect(api.requests[0]?.body).toBeUndefined();
  });

  it('sends a FormData as multipart, with the language in the query and no JSON content type', async () => {
    const api = mockApi({ 'POST /api/parent/children/7/avatar': { body: { success: true } } });
    const formData = new FormData();
    formData.append('avatar', new File(['jpeg'], 'avatar.jpg', { type: 'image/jpeg' }));

    await apiRequest('/parent/children/7/avatar', { method: 'POST', body: formData });

    const [request] = api.requests;
    expect(request?.headers['Content-Type']).toBeUndefined();
    expect(request?.url.searchParams.get('language')).toBe('pt');
    expect(request?.formData?.get('avatar')).toBeInstanceOf(File);
    expect(request?.body).toBeUndefined();
  });

  it('turns the error envelope into an ApiError with status, code, message and fields', async () => {
    mockApi({
      'POST /api/auth/parent/register': {
        status: 400,
        body: {
          success: false,
          error: 'Dados inválidos.',
          code: 'validation_error',
          fields: { email: 'Informe um email válido.' },
        },
      },
    });

    const error = await apiRequest('/auth/parent/register', { method: 'POST', body: {} }).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 'validation_error',
      serverMessage: 'Dados inválidos.',
      fields: { email: 'Informe um email válido.' },
    });
  });

  it('on a 401 clears the stored session and fires the unauthorized event', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'expired');
    localStorage.setItem(USER_STORAGE_KEY, JSON.stringify(createUser()));
    const onUnauthorized = vi.fn();
    window.addEventListener(UNAUTHORIZED_EVENT, onUnauthorized);
    mockApi({
      'GET /api/parent/dashboard': {
        status: 401,
        body: { success: false, error: 'Sua sessão expirou.', code: 'unauthorized' },
      },
    });

    await expect(apiRequest('/parent/dashboard')).rejects.toMatchObject({ status: 401 });

    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(localStorage.getItem(USER_STORAGE_KEY)).toBeNull();
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    window.removeEventListener(UNAUTHORIZED_EVENT, onUnauthorized);
  });

  it('leaves the session alone on a 401 when the caller expects one (a login attempt)', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'kept');
    const onUnauthorized = vi.fn();
    window.addEventListener(UNAUTHORIZED_EVENT, onUnauthorized);
    mockApi({
      'POST /api/auth/parent/login': { status: 401, body: { success: false, error: 'x', code: 'invalid_credentials' } },
    });

    await expect(
      apiRequest('/auth/parent/login', { method: 'POST', body: {}, endSessionOnUnauthorized: false }),
    ).rejects.toBeInstanceOf(ApiError);

    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('kept');
    expect(onUnauthorized).not.toHaveBeenCalled();
    window.removeEventListener(UNAUTHORIZED_EVENT, onUnauthorized);
  });

  it('gives up after 60 seconds with a timeout error', async () => {
    vi.useFakeTimers();
    const fetchMock = vi.fn(
      (_input: RequestInfo | URL, init: RequestInit = {}) =>
        new Promise<Response>((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
        }),
    );
    vi.stubGlobal('fetch', fetchMock);

    const outcome = apiRequest('/auth/parent/validate').catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(59_999);
    expect(fetchMock.mock.calls[0]?.[1]?.signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);

    const error = await outcome;
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 0, code: 'timeout' });
    expect(describeApiError(error, () => 'fallback')).toBe(
      'O servidor demorou demais para responder. Tente novamente.',
    );
  });

  it('reports a network failure as status 0', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await expect(apiRequest('/auth/parent/validate')).rejects.toMatchObject({ status: 0, code: 'network_error' });
  });
});

describe('describeApiError', () => {
  it("prefers the server's message, else the caller's text for the status", () => {
    const withMessage = new ApiError({ status: 500, serverMessage: 'Falhou no servidor' });
    const withoutMessage = new ApiError({ status: 404 });
    expect(describeApiError(withMessage, () => 'fallback')).toBe('Falhou no servidor');
    expect(describeApiError(withoutMessage, (status) => `status ${status}`)).toBe('status 404');
  });
});

describe('apiDownload', () => {
  it("returns the file and the server's file name, with the token and the language in the query", async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'token-123');
    const api = mockApi({
      'GET /api/auth/parent/export': {
        body: { account: { email: 'ana@example.com' } },
        headers: { 'Content-Disposition': 'attachment; filename="kiddo-export-2025-05-02.json"' },
      },
    });

    const file = await apiDownload('/auth/parent/export');

    expect(file.filename).toBe('kiddo-export-2025-05-02.json');
    expect(JSON.parse(await file.blob.text())).toEqual({ account: { email: 'ana@example.com' } });
    const [request] = api.requests;
    expect(request?.headers.Authorization).toBe('Bearer token-123');
    expect(request?.url.searchParams.get('language')).toBe('pt');
  });

  it('turns an error answer into an ApiError, and ends the session on a 401', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'expired');
    const onUnauthorized = vi.fn();
    window.addEventListener(UNAUTHORIZED_EVENT, onUnauthorized);
    mockApi({
      'GET /api/auth/parent/export': {
        status: 401,
        body: { success: false, error: 'Sua sessão expirou.', code: 'unauthorized' },
      },
    });

    await expect(apiDownload('/auth/parent/export')).rejects.toMatchObject({
      status: 401,
      code: 'unauthorized',
      serverMessage: 'Sua sessão expirou.',
    });
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    window.removeEventListener(UNAUTHORIZED_EVENT, onUnauthorized);
  });

  it('leaves the file name out when the answer gives none', async () => {
    mockApi({ 'GET /api/auth/parent/export': { body: {} } });
    await expect(apiDownload('/auth/parent/export')).resolves.toMatchObject({ filename: undefined });
  });
});

describe('readAttachmentFilename', () => {
  it.each([
    ['attachment; filename="kiddo-export-2025-05-02.json"', 'kiddo-export-2025-05-02.json'],
    ['attachment; filename=kiddo-export-2025-05-02.json', 'kiddo-export-2025-05-02.json'],
    ['attachment; FILENAME="a \\"b\\".json"', 'a "b".json'],
    [
      'attachment; filename="conversa.txt"; filename*=UTF-8\'\'conversa%20com%20o%20Kiddo.txt',
      'conversa com o Kiddo.txt',
    ],
    ["attachment; filename*=utf-8''%E2%9C%93.json", '✓.json'],
    ['attachment; filename*=UTF-8\'\'%E0%A4%A; filename="fallback.json"', 'fallback.json'],
    ['attachment', undefined],
    [null, undefined],
  ])('reads %s', (header, expected) => {
    expect(readAttachmentFilename(header)).toBe(expected);
  });
});
