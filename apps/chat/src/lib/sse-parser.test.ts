import { describe, expect, it, vi } from 'vitest';
import { createSseParser, readSseStream, type SseEvent, SseIdleTimeoutError, STOP_READING } from './sse-parser';

function parseChunks(chunks: string[]): SseEvent[] {
  const events: SseEvent[] = [];
  const parser = createSseParser((event) => events.push(event));
  for (const chunk of chunks) parser.feed(chunk);
  parser.end();
  return events;
}

/** A stream of the given byte chunks, like a fetch body arriving in pieces. */
function byteStream(chunks: Uint8Array[]): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(chunk);
      controller.close();
    },
  });
}

const REPLY =
  'event: delta\ndata: {"text":"Olá"}\n\n' +
  'event: delta\ndata: {"text":", tudo bem?"}\n\n' +
  'event: done\ndata: {"message_id":"m1","reply_id":"r1"}\n\n';

const REPLY_EVENTS: SseEvent[] = [
  { event: 'delta', data: '{"text":"Olá"}', id: undefined },
  { event: 'delta', data: '{"text":", tudo bem?"}', id: undefined },
  { event: 'done', data: '{"message_id":"m1","reply_id":"r1"}', id: undefined },
];

describe('createSseParser', () => {
  it('parses several events arriving in one chunk', () => {
    expect(parseChunks([REPLY])).toEqual(REPLY_EVENTS);
  });

  it('gives the same events wherever the chunks are cut', () => {
    for (let cut = 0; cut <= REPLY.length; cut++) {
      expect(parseChunks([REPLY.slice(0, cut), REPLY.slice(cut)])).toEqual(REPLY_EVENTS);
    }
    for (let first = 1; first < REPLY.length; first += 7) {
      for (let second = first; second <= REPLY.length; second += 5) {
        expect(parseChunks([REPLY.slice(0, first), REPLY.slice(first, second), REPLY.slice(second)])).toEqual(
          REPLY_EVENTS,
        );
      }
    }
  });

  it('gives the same events when fed one character at a time', () => {
    expect(parseChunks([...REPLY])).toEqual(REPLY_EVENTS);
  });

  it('accepts \\r\\n and \\r line endings, even with \\r\\n split between chunks', () => {
    const crlf = REPLY.replaceAll('\n', '\r\n');
    const cr = REPLY.replaceAll('\n', '\r');
    expect(parseChunks([crlf])).toEqual(REPLY_EVENTS);
    expect(parseChunks([cr])).toEqual(REPLY_EVENTS);
    for (let cut = 0; cut <= crlf.length; cut++) {
      expect(parseChunks([crlf.slice(0, cut), crlf.slice(cut)])).toEqual(REPLY_EVENTS);
    }
  });

  it('joins multi-line data with \\n, reads the id, ignores comments and unknown fields', () => {
    const events = parseChunks([': keep-alive\n', 'id: 7\nretry: 100\nfoo: bar\ndata:first\ndata:  second\n\n']);
    expect(events).toEqual([{ event: 'message', data: 'first\n second', id: '7' }]);
  });

  it('does not dispatch an event without data, and resets the type after each event', () => {
    const events = parseChunks(['event: ping\n\n', 'data: plain\n\n']);
    expect(events).toEqual([{ event: 'message', data: 'plain', id: undefined }]);
  });

  it('drops an event whose closing blank line never came (a truncated stream)', () => {
    const events = parseChunks(['event: delta\ndata: {"text":"a"}\n\nevent: done\ndata: {"message_id"']);
    expect(events).toEqual([{ event: 'delta', data: '{"text":"a"}', id: undefined }]);
  });

  it('passes an error event through with its data', () => {
    const events = parseChunks([
      'event: delta\ndata: {"text":"Era uma"}\n\n',
      'event: error\n',
      'data: {"code":"provider_error","error":"Falhou"}\n\n',
    ]);
    expect(events.map((event) => event.event)).toEqual(['delta', 'error']);
    expect(JSON.parse(events[1]?.data ?? '')).toEqual({ code: 'provider_error', error: 'Falhou' });
  });

  it('strips a leading byte-order mark', () => {
    expect(parseChunks(['\uFEFFdata: x\n\n'])).toEqual([{ event: 'message', data: 'x', id: undefined }]);
  });
});

describe('readSseStream', () => {
  it('decodes UTF-8 characters split between byte chunks', async () => {
    const bytes = new TextEncoder().encode('event: delta\ndata: {"text":"Olá, criança! 🚀"}\n\n');
    // Cut inside the "á" and inside the rocket emoji.
    const cuts = [bytes.indexOf(0xc3) + 1, bytes.indexOf(0xf0) + 2];
    const chunks = [bytes.slice(0, cuts[0]), bytes.slice(cuts[0], cuts[1]), bytes.slice(cuts[1])];
    const events: SseEvent[] = [];

    await readSseStream(byteStream(chunks), (event) => {
      events.push(event);
      return undefined;
    });

    expect(events).toEqual([{ event: 'delta', data: '{"text":"Olá, criança! 🚀"}', id: undefined }]);
  });

  it('delivers each event as soon as its chunk arrives', async () => {
    const encoder = new TextEncoder();
    let push: (text: string) => void = () => {};
    let close: () => void = () => {};
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        push = (text) => controller.enqueue(encoder.encode(text));
        close = () => controller.close();
      },
    });
    const onEvent = vi.fn((_event: SseEvent) => undefined);
    const reading = readSseStream(body, onEvent);

    push('event: delta\ndata: {"text":"Oi"}\n\nevent: del');
    await vi.waitFor(() => expect(onEvent).toHaveBeenCalledTimes(1));
    push('ta\ndata: {"text":"!"}\n\n');
    await vi.waitFor(() => expect(onEvent).toHaveBeenCalledTimes(2));
    close();
    await reading;
    expect(onEvent.mock.calls.map(([event]) => event.data)).toEqual(['{"text":"Oi"}', '{"text":"!"}']);
  });

  it('stops and cancels the stream when the handler says the last event came', async () => {
    const cancel = vi.fn();
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(
          new TextEncoder().encode('event: done\ndata: {}\n\nevent: delta\ndata: {"text":"late"}\n\n'),
        );
        // Never closed: a server that keeps the connection open after its last event.
      },
      cancel,
    });
    const seen: string[] = [];

    await readSseStream(body, (event) => {
      seen.push(event.event);
      return event.event === 'done' ? STOP_READING : undefined;
    });

    expect(seen).toEqual(['done']);
    expect(cancel).toHaveBeenCalled();
  });

  it('rejects when the stream breaks', async () => {
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('event: delta\ndata: {"text":"a"}\n\n'));
        controller.error(new TypeError('network error'));
      },
    });
    await expect(readSseStream(body, () => undefined)).rejects.toThrow('network error');
  });

  it('rejects with SseIdleTimeoutError when no byte arrives in time', async () => {
    vi.useFakeTimers();
    const body = new ReadableStream<Uint8Array>({ start() {} });
    const reading = readSseStream(body, () => undefined, { idleTimeoutMs: 1000 }).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(1000);
    expect(await reading).toBeInstanceOf(SseIdleTimeoutError);
  });
});
