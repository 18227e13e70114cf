import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local OpenAI-compatible server for tests: /v1/chat/completions answering in the OpenAI
 * format, streamed as `data: {chunk}` lines ending with `data: [DONE]`, or as one JSON body.
 */
export interface FakeOpenAi {
  baseUrl: string;
  /** Requests received, parsed. */
  requests: Array<{ model: string; stream: boolean; messages: Array<{ role: string; content: string }> }>;
  /** Text-to-speech requests received: model, voice, input. */
  speechRequests: Array<{ model: string; voice: string; input: string }>;
  /** What the next replies do; changeable between tests. */
  behaviour: {
    chunks: string[];
    /** 'ok' | fail with HTTP 500 before streaming | cut the connection after the first chunk. */
    mode: 'ok' | 'http_error' | 'break_mid_stream';
    /** The answer to non-streamed calls (the topic check): 'YES' or 'NO'. */
    completion: string;
  };
  close(): Promise<void>;
}

async function readJson(request: IncomingMessage) {
  const parts: Buffer[] = [];
  for await (const part of request) parts.push(part as Buffer);
  return JSON.parse(Buffer.concat(parts).toString('utf8'));
}

export async function startFakeOpenAi(): Promise<FakeOpenAi> {
  const fake: Omit<FakeOpenAi, 'baseUrl' | 'close'> = {
    requests: [],
    speechRequests: [],
    behaviour: { chunks: ['Olá! ', 'Os dinossauros ', 'viveram há muito tempo.'], mode: 'ok', completion: 'NO' },
  };
  const server: Server = createServer(async (request, response) => {
    if (request.method === 'POST' && request.url?.endsWith('/audio/speech')) {
      const body = await readJson(request);
      fake.speechRequests.push(body);
      // Not real MP3, but bytes that start like one: enough to check they are passed through.
      response
        .writeHead(200, { 'content-type': 'audio/mpeg' })
        .end(Buffer.concat([Buffer.from('ID3'), Buffer.from(body.input)]));
      return;
    }
    if (request.method !== 'POST' || !request.url?.endsWith('/chat/completions')) {
      response.writeHead(404).end();
      return;
    }
    const body = await readJson(request);
    fake.requests.push({ model: body.model, stream: Boolean(body.stream), messages: body.messages });
    const { behaviour } = fake;
    if (behaviour.mode === 'http_error') {
      response
        .writeHead(500, { 'content-type': 'application/json' })
        .end(JSON.stringify({ error: { message: 'boom' } }));
      return;
    }
    const id = `chatcmpl-${fake.requests.length}`;
    if (!body.stream) {
      response.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          id,
          object: 'chat.completion',
          created: 1,
          model: body.model,
          choices: [{ index: 0, message: { role: 'assistant', content: behaviour.completion }, finish_reason: 'stop' }],
        }),
      );
      return;
    }
    response.writeHead(200, { 'content-type': 'text/event-stream' });
    const chunk = (delta: Record<string, string>, finish: string | null = null) =>
      `data: ${JSON.stringify({ id, object: 'chat.completion.chunk', created: 1, model: body.model, choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;
    response.write(chunk({ role: 'assistant', content: '' }));
    for (const [index, text] of behaviour.chunks.entries()) {
      response.write(chunk({ content: text }));
      if (behaviour.mode === 'break_mid_stream' && index === 0) {
        response.socket?.destroy();
        return;
      }
    }
    response.write(chunk({}, 'stop'));
    response.end('data: [DONE]\n\n');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    ...fake,
    get requests() {
      return fake.requests;
    },
    get speechRequests() {
      return fake.speechRequests;
    },
    get behaviour() {
      return fake.behaviour;
    },
    set behaviour(value) {
      fake.behaviour = value;
    },
    baseUrl: `http://127.0.0.1:${port}/v1`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Parses a text/event-stream body into its events. */
export function parseSse(body: string): Array<{ event: string; data: unknown }> {
  return body
    .split('\n\n')
    .map((block) => block.trim())
    .filter((block) => block && !block.startsWith(':'))
    .map((block) => {
      const event = block.match(/^event: (.*)$/m)?.[1] ?? 'message';
      const data = block.match(/^data: (.*)$/m)?.[1] ?? 'null';
      return { event, data: JSON.parse(data) };
    });
}
