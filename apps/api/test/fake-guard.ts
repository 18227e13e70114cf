import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local guard-model server for tests (issue 13): POST /v1/moderations in the OpenAI format,
 * and POST /v1/chat/completions answering as Llama Guard 3, ShieldGemma or Qwen3Guard would.
 * `unsafeWords`: a text containing one of them is judged unsafe; `mode` makes it fail.
 */
export interface FakeGuard {
  baseUrl: string;
  requests: Array<{ path: string; body: Record<string, unknown> }>;
  behaviour: {
    style: 'moderations' | 'llama-guard' | 'shieldgemma' | 'qwen3guard';
    unsafeWords: string[];
    /** The categories an unsafe answer names, in the style's own vocabulary. */
    unsafeCategories: string[];
    mode: 'ok' | 'http_error' | 'garbage' | 'slow';
  };
  close(): Promise<void>;
}

async function readJson(request: IncomingMessage) {
  const parts: Buffer[] = [];
  for await (const part of request) parts.push(part as Buffer);
  return JSON.parse(Buffer.concat(parts).toString('utf8')) as Record<string, unknown>;
}

export async function startFakeGuard(): Promise<FakeGuard> {
  const fake: Omit<FakeGuard, 'baseUrl' | 'close'> = {
    requests: [],
    behaviour: { style: 'moderations', unsafeWords: ['forbidden'], unsafeCategories: ['violence'], mode: 'ok' },
  };
  const server: Server = createServer(async (request, response) => {
    const body = await readJson(request);
    fake.requests.push({ path: request.url ?? '', body });
    const { behaviour } = fake;
    if (behaviour.mode === 'http_error') {
      response.writeHead(500, { 'content-type': 'application/json' }).end('{"error":{"message":"down"}}');
      return;
    }
    if (behaviour.mode === 'slow') return; // never answers: the client's timeout must hold the message
    const json = (value: unknown) =>
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(value));
    const text = JSON.stringify(body.input ?? body.messages ?? '').toLowerCase();
    // ShieldGemma's prompt quotes the question after "Human Question:"; only that part is judged.
    const judged = /human question: (.*?)\\n/.exec(text)?.[1] ?? text;
    const unsafe = behaviour.unsafeWords.some((word) => judged.includes(word.toLowerCase()));

    if (request.url?.endsWith('/moderations')) {
      if (behaviour.mode === 'garbage') return json({ results: [{ nothing: true }] });
      return json({
        id: 'modr-1',
        model: body.model,
        results: [
          {
            flagged: unsafe,
            categories: Object.fromEntries(behaviour.unsafeCategories.map((name) => [name, unsafe])),
          },
        ],
      });
    }
    if (!request.url?.endsWith('/chat/completions')) {
      response.writeHead(404).end();
      return;
    }
    let content: string;
    if (behaviour.mode === 'garbage') content = 'I think it is probably fine?';
    else if (behaviour.style === 'llama-guard')
      content = unsafe ? `unsafe\n${behaviour.unsafeCategories.join(',')}` : 'safe';
    else if (behaviour.style === 'qwen3guard')
      content = unsafe
        ? `Safety: Unsafe\nCategories: ${behaviour.unsafeCategories.join(', ')}`
        : 'Safety: Safe\nCategories: None';
    else {
      // ShieldGemma: one policy per call; unsafe only for the policies named in unsafeCategories.
      const policy = JSON.stringify(body.messages);
      const policyHit = behaviour.unsafeCategories.some((name) => policy.includes(name));
      content = unsafe && policyHit ? 'Yes' : 'No';
    }
    json({
      id: 'chatcmpl-guard',
      object: 'chat.completion',
      created: 1,
      model: body.model,
      choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    ...fake,
    get behaviour() {
      return fake.behaviour;
    },
    set behaviour(value) {
      fake.behaviour = value;
    },
    requests: fake.requests,
    baseUrl: `http://127.0.0.1:${port}/v1`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
