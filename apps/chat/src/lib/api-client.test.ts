import { describe, expect, it, vi } from 'vitest';
import { createChild } from '../test/factories';
import { mockApi } from '../test/mock-api';
import { ApiError, apiFetch, apiRequest, UNAUTHORIZED_EVENT } from './api-client';
import { i18n } from './i18n';
import { CHILD_PROFILE_STORAGE_KEY, CHILD_TOKEN_STORAGE_KEY, storeSession } from './session-storage';

describe('apiRequest', () => {
  it("sends the child's bearer token and the language as a query parameter on GET", async () => {
    storeSession('child-token-1', createChild());
    await i18n.changeLanguage('es');
    const api = mockApi({ 'GET /api/chats': { body: { success: true } } });

    await apiRequest('/chats');

    const [request] = api.requests;
    expect(request?.headers.Authorization).toBe('Bearer child-token-1');
    expect(request?.headers.Accept).toBe('application/json');
    expect(request?.url.searchParams.get('language')).toBe('es');
    expect(request?.body).toBeUndefined();
  });

  it('puts the language in the JSON body of a POST, and sends no Authorization when signed out', async () => {
    await i18n.changeLanguage('en');
    const api = mockApi({ 'POST /api/auth/child/login': { body: { success: true } } });

    await apiRequest('/auth/child/login', { method: 'POST', body: { username: 'ana', password: 'secret1' } });

    const [request] = api.requests;
    expect(request?.headers.Authorization).toBeUndefined();
    expect(request?.headers['Content-Type']).toBe('application/json');
    expect(request?.body).toEqual({ language: 'en', username: 'ana', password: 'secret1' });
    expect(request?.url.search).toBe('');
  });

  it('turns the error envelope into an ApiError with status, code and the translated text', async () => {
    mockApi({
      'POST /api/chats': {
        status: 402,
        body: { success: false, error: 'Os tokens acabaram.', code: 'insufficient_tokens' },
      },
    });

    const error = await apiRequest('/chats', { method: 'POST' }).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 402, code: 'insufficient_tokens', serverMessage: 'Os tokens acabaram.' });
  });

  it('on a 401 clears the stored session and fires the unauthorized event', async () => {
    storeSession('expired', createChild());
    const onUnauthorized = vi.fn();
    window.addEventListener(UNAUTHORIZED_EVENT, onUnauthorized);
    mockApi({
      'GET /api/chats': { status: 401, body: { success: false, error: 'Sessão expirada.', code: 'unauthorized' } },
    });

    await expect(apiRequest('/chats')).rejects.toMatchObject({ status: 401, code: 'unauthorized' });

    expect(localStorage.getItem(CHILD_TOKEN_STORAGE_KEY)).toBeNull();
    expect(localStorage.getItem(CHILD_PROFILE_STORAGE_KEY)).toBeNull();
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    window.removeEventListener(UNAUTHORIZED_EVENT, onUnauthorized);
  });

  it('leaves the session alone on a 401 the caller expects (a wrong password)', async () => {
    storeSession('kept', createChild());
    const onUnauthorized = vi.fn();
    window.addEventListener(UNAUTHORIZED_EVENT, onUnauthorized);
    mockApi({
      'POST /api/auth/child/login': { status: 401, body: { success: false, error: 'x', code: 'invalid_credentials' } },
    });

    await expect(
      apiRequest('/auth/child/login', { method: 'POST', body: {}, endSessionOnUnauthorized: false }),
    ).rejects.toMatchObject({ code: 'invalid_credentials' });

    expect(localStorage.getItem(CHILD_TOKEN_STORAGE_KEY)).toBe('kept');
    expect(onUnauthorized).not.toHaveBeenCalled();
    window.removeEventListener(UNAUTHORIZED_EVENT, onUnauthorized);
  });

  it('reports a network failure as status 0 network_error', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await expect(apiRequest('/chats')).rejects.toMatchObject({ status: 0, code: 'network_error' });
  });

  it('gives up after 60 seconds without an answer', async () => {
    vi.useFakeTimers();
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_input: RequestInfo | URL, init: RequestInit = {}) =>
          new Promise<Response>((_resolve, reject) => {
            init.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
          }),
      ),
    );
    const outcome = apiRequest('/chats').catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(await outcome).toMatchObject({ status: 0, code: 'timeout' });
  });

  it('rejects a successful answer that is not a JSON object', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response('<html>', { status: 200 })));
    await expect(apiRequest('/chats')).rejects.toMatchObject({ code: 'invalid_response' });
  });
});

describe('apiFetch', () => {
  it('asks for an event stream and hands back the unread response', async () => {
    storeSession('child-token-2', createChild());
    const api = mockApi({
      'POST /api/chats/c1/messages': new Response('event: done\ndata: {}\n\n', {
        headers: { 'Content-Type': 'text/event-stream' },
      }),
    });

    const response = await apiFetch('/chats/c1/messages', {
      method: 'POST',
      body: { content: 'Oi' },
      accept: 'text/event-stream',
    });

    expect(api.requests[0]?.headers.Accept).toBe('text/event-stream');
    expect(api.requests[0]?.headers.Authorization).toBe('Bearer child-token-2');
    expect(api.requests[0]?.body).toEqual({ language: 'pt', content: 'Oi' });
    expect(await response.text()).toBe('event: done\ndata: {}\n\n');
  });
});
