import { vi } from 'vitest';

export interface RecordedRequest {
  method: string;
  url: URL;
  headers: Record<string, string>;
  /** The parsed JSON body. */
  body: Record<string, unknown> | undefined;
  /** The body of a multipart upload. */
  formData: FormData | undefined;
}

export interface MockReply {
  status?: number;
  body?: unknown;
  /** Extra response headers, e.g. the Content-Disposition of a file download. */
  headers?: Record<string, string>;
}

type Handler = MockReply | ((request: RecordedRequest) => MockReply | Promise<MockReply>);

/**
 * Replaces fetch with a table of answers keyed by "METHOD /path" (no query). Unknown calls get a
 * 404 envelope. Every call is recorded for assertions.
 */
export function mockApi(routes: Record<string, Handler>) {
  const requests: RecordedRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    const request: RecordedRequest = {
      method,
      url,
      headers: { ...(init.headers as Record<string, string>) },
      body: typeof init.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : undefined,
      formData: init.body instanceof FormData ? init.body : undefined,
    };
    requests.push(request);
    const handler = routes[`${method} ${url.pathname}`];
    const reply: MockReply = handler
      ? typeof handler === 'function'
        ? await handler(request)
        : handler
      : { status: 404, body: { success: false, error: 'Não encontrado.', code: 'not_found' } };
    return jsonResponse(reply.status ?? 200, reply.body, reply.headers);
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    fetchMock,
    requests,
    /** The recorded calls to one "METHOD /path". */
    callsTo: (key: string) => requests.filter((request) => `${request.method} ${request.url.pathname}` === key),
  };
}

export function jsonResponse(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
}
