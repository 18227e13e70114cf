import { vi } from 'vitest';

export interface RecordedRequest {
  method: string;
  url: URL;
  headers: Record<string, string>;
  body: Record<string, unknown> | undefined;
}

export interface MockReply {
  status?: number;
  body?: unknown;
}

type Handler =
  | MockReply
  | Response
  | ((request: RecordedRequest) => MockReply | Response | Promise<MockReply | Response>);

/**
 * Replaces fetch with a table of answers keyed by "METHOD /path" (no query). A handler may give
 * a JSON reply or a whole Response (a reply stream). Unknown calls get a 404 envelope. Every call
 * is recorded for assertions.
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
    };
    requests.push(request);
    const handler = routes[`${method} ${url.pathname}`];
    const reply = typeof handler === 'function' ? await handler(request) : handler;
    if (reply instanceof Response) return reply;
    if (!reply) return jsonResponse(404, { success: false, error: 'Não encontrado.', code: 'not_found' });
    return jsonResponse(reply.status ?? 200, reply.body);
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    fetchMock,
    requests,
    /** The recorded calls to one "METHOD /path". */
    callsTo: (key: string) => requests.filter((request) => `${request.method} ${request.url.pathname}` === key),
  };
}

export function jsonResponse(status: number, body: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** An error envelope as the API sends it. */
export function errorReply(status: number, code: string, error = `erro ${code}`): MockReply {
  return { status, body: { success: false, error, code } };
}

/** One server-sent event as the API writes it. */
export function sseEvent(event: string, data: unknown): string {
  return `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

/** A finished reply stream: all the events at once. */
export function sseResponse(events: string[]): Response {
  const encoder = new TextEncoder();
  return new Response(
    new ReadableStream<Uint8Array>({
      start(controller) {
        for (const event of events) controller.enqueue(encoder.encode(event));
        controller.close();
      },
    }),
    { status: 200, headers: { 'Content-Type': 'text/event-stream; charset=utf-8' } },
  );
}

/** A reply stream the test writes to piece by piece, to watch the reply appear progressively. */
export function controlledSseResponse() {
  const encoder = new TextEncoder();
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const response = new Response(
    new ReadableStream<Uint8Array>({
      start(streamController) {
        controller = streamController;
      },
    }),
    { status: 200, headers: { 'Content-Type': 'text/event-stream' } },
  );
  return {
    response,
    /** Writes raw text (may cut an event anywhere). */
    write: (text: string) => controller.enqueue(encoder.encode(text)),
    close: () => controller.close(),
    /** The connection drops. */
    fail: () => controller.error(new TypeError('network error')),
  };
}
