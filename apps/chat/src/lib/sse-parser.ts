/*
 * Server-sent events over fetch. EventSource cannot send a POST body or a bearer header, so the
 * chat reads the reply stream itself; this parser follows the WHATWG "event stream
 * interpretation" rules (any line ending, `data` lines joined by "\n", comments, one optional
 * space after the colon, an unterminated last event discarded), and does not care where the
 * network cuts the chunks.
 */

/** One dispatched event: its type (`message` when the stream names none), data and last id. */
export interface SseEvent {
  event: string;
  data: string;
  id: string | undefined;
}

export interface SseParser {
  /** Feeds decoded text, cut anywhere; calls `onEvent` for each event completed by it. */
  feed(chunk: string): void;
  /** The stream ended: an event without its closing blank line is dropped (it may be truncated). */
  end(): void;
}

/** Creates an incremental parser that calls `onEvent` once per complete event. */
export function createSseParser(onEvent: (event: SseEvent) => void): SseParser {
  let line = '';
  let isStart = true;
  // A chunk that ends with "\r" may be followed by the "\n" of the same "\r\n" in the next one.
  let isAfterCarriageReturn = false;
  let eventType = '';
  let dataLines: string[] = [];
  let lastId: string | undefined;

  function dispatch() {
    if (dataLines.length > 0) {
      onEvent({ event: eventType || 'message', data: dataLines.join('\n'), id: lastId });
    }
    eventType = '';
    dataLines = [];
  }

  function processLine(text: string) {
    if (text === '') return dispatch();
    if (text.startsWith(':')) return;
    const colon = text.indexOf(':');
    const field = colon === -1 ? text : text.slice(0, colon);
    let value = colon === -1 ? '' : text.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') eventType = value;
    else if (field === 'data') dataLines.push(value);
    else if (field === 'id' && !value.includes('\0')) lastId = value;
    // `retry` and unknown fields are ignored: this client never reconnects by itself.
  }

  return {
    feed(chunk) {
      let text = chunk;
      if (isStart && text.length > 0) {
        if (text.startsWith('\uFEFF')) text = text.slice(1);
        isStart = false;
      }
      let position = 0;
      if (isAfterCarriageReturn && text.startsWith('\n')) position = 1;
      isAfterCarriageReturn = false;
      while (position < text.length) {
        const lf = text.indexOf('\n', position);
        const cr = text.indexOf('\r', position);
        const end = cr === -1 ? lf : lf === -1 ? cr : Math.min(cr, lf);
        if (end === -1) {
          line += text.slice(position);
          return;
        }
        processLine(line + text.slice(position, end));
        line = '';
        if (text[end] === '\r') {
          if (end + 1 === text.length) {
            isAfterCarriageReturn = true;
            return;
          }
          position = text[end + 1] === '\n' ? end + 2 : end + 1;
        } else {
          position = end + 1;
        }
      }
    },
    end() {
      line = '';
      eventType = '';
      dataLines = [];
    },
  };
}

/** What `onEvent` returns to stop reading: the last expected event has arrived. */
export const STOP_READING = 'stop';

/**
 * Reads a byte stream (a fetch body) as server-sent events until it ends, or until `onEvent`
 * returns STOP_READING (then the stream is cancelled: a server that keeps the connection open
 * after its last event must not keep the child waiting). Decodes UTF-8 across chunk boundaries,
 * and rejects when no byte arrives for `idleTimeoutMs` (a connection that hangs without
 * closing) or when the stream breaks.
 */
export async function readSseStream(
  body: ReadableStream<Uint8Array>,
  onEvent: (event: SseEvent) => typeof STOP_READING | undefined,
  options: { idleTimeoutMs?: number } = {},
): Promise<void> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let shouldStop = false;
  const parser = createSseParser((event) => {
    if (!shouldStop && onEvent(event) === STOP_READING) shouldStop = true;
  });
  try {
    for (;;) {
      const { done, value } = await readWithTimeout(reader, options.idleTimeoutMs);
      if (done) break;
      parser.feed(decoder.decode(value, { stream: true }));
      if (shouldStop) {
        await reader.cancel().catch(() => {});
        return;
      }
    }
    parser.feed(decoder.decode());
    parser.end();
  } finally {
    reader.releaseLock();
  }
}

/** Thrown by `readSseStream` when the stream stays silent too long. */
export class SseIdleTimeoutError extends Error {
  constructor() {
    super('The event stream stayed silent too long');
    this.name = 'SseIdleTimeoutError';
  }
}

async function readWithTimeout(
  reader: ReadableStreamDefaultReader<Uint8Array>,
  timeoutMs: number | undefined,
): Promise<ReadableStreamReadResult<Uint8Array>> {
  if (timeoutMs === undefined) return reader.read();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => {
      // Reject before cancelling: the cancel settles the pending read as "done", which must
      // not win the race and pass for a stream that ended normally.
      reject(new SseIdleTimeoutError());
      reader.cancel().catch(() => {});
    }, timeoutMs);
  });
  try {
    return await Promise.race([reader.read(), timeout]);
  } finally {
    clearTimeout(timer);
  }
}
