import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { createLogger, LOG_SERIALIZERS, loggableUrl } from '../../src/lib/logging';
import { birthDateForAge, CHILD_PASSWORD, createParent, createTestApp, type TestApp } from '../helper';

let t: TestApp;
let app: Awaited<ReturnType<typeof buildApp>>;
const lines: string[] = [];

beforeAll(async () => {
  t = await createTestApp();
  // The app as the server builds it, logging everything (trace) into `lines`.
  const logger = createLogger('trace', { write: (line: string) => void lines.push(line) });
  app = await buildApp({ deps: { ...t.deps, logger }, logger });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await t.close();
});

const records = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>);

describe('the logs', () => {
  it('carry no password, token, access link, Authorization header or message content through sign-in, chat and a password change', async () => {
    lines.length = 0;
    const parent = await createParent(t, { password: 'Segredo-Do-Pai-42', tokens: 100 });
    const failed = await app.inject({
      method: 'POST',
      url: '/api/auth/parent/login',
      payload: { email: parent.email, password: 'Tentativa-Errada-77' },
    });
    expect(failed.statusCode).toBe(401);
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/parent/login',
      payload: { email: parent.email, password: 'Segredo-Do-Pai-42' },
    });
    const parentToken = login.json().token as string;
    const auth = { authorization: `Bearer ${parentToken}` };

    const created = await app.inject({
      method: 'POST',
      url: '/api/parent/children',
      headers: auth,
      payload: {
        name: 'Leo',
        birth_date: birthDateForAge(8),
        username: `leo_${Date.now() % 1e9}`,
        password: CHILD_PASSWORD,
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const { access_token: accessToken, access_url: accessUrl } = created.json().child;
    const childLogin = await app.inject({
      method: 'POST',
      url: '/api/auth/child/access',
      payload: { token: accessToken },
    });
    const childToken = childLogin.json().token as string;
    const childAuth = { authorization: `Bearer ${childToken}` };
    const chat = (await app.inject({ method: 'POST', url: '/api/chats', headers: childAuth })).json().chat;
    const secretMessage = 'Meu segredo é o dinossauro azulzinho';
    const streamed = await app.inject({
      method: 'POST',
      url: `/api/chats/${chat.id}/messages`,
      headers: childAuth,
      payload: { content: secretMessage },
    });
    expect(streamed.statusCode).toBe(200);
    expect(streamed.headers['x-request-id']).toBeTruthy();

    const changed = await app.inject({
      method: 'PUT',
      url: '/api/auth/parent/password',
      headers: { ...auth, cookie: 'session=cookie-value-123' },
      payload: { current_password: 'Segredo-Do-Pai-42', new_password: 'Nova-Senha-Forte-99' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const newToken = changed.json().token as string;

    // Link tokens in addresses: an e-mail link's path and an access link's query.
    await app.inject({ method: 'GET', url: '/api/auth/parent/confirm-email/link-token-in-the-path-123' });
    await app.inject({ method: 'GET', url: `/login?token=${encodeURIComponent(accessToken)}&language=en` });

    const log = lines.join('\n');
    expect(records().length).toBeGreaterThan(10);
    for (const secret of [
      'Segredo-Do-Pai-42',
      'Tentativa-Errada-77',
      'Nova-Senha-Forte-99',
      CHILD_PASSWORD,
      parentToken,
      newToken,
      childToken,
      accessToken,
      accessUrl,
      encodeURIComponent(accessToken),
      'link-token-in-the-path-123',
      'cookie-value-123',
      'Bearer',
      'dinossauro azulzinho',
    ]) {
      expect(log, `a log line carries ${secret}`).not.toContain(secret);
    }
    // What they do carry: the route and a masked address.
    expect(log).toContain('"route":"/api/auth/parent/confirm-email/:token"');
    expect(log).toContain('/login?token=[redacted]&language=en');
  });

  it('give every request line an id, echoed in the X-Request-Id header', async () => {
    lines.length = 0;
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    const id = response.headers['x-request-id'];
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const requestLines = records().filter((record) => record.reqId !== undefined);
    expect(requestLines.map((record) => record.msg)).toEqual(['incoming request', 'request completed']);
    expect(requestLines.every((record) => record.reqId === id)).toBe(true);
  });

  it("keep a caller's X-Request-Id only when it looks safe", async () => {
    const kept = await app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'lb-trace.42:a_b-c' },
    });
    expect(kept.headers['x-request-id']).toBe('lb-trace.42:a_b-c');
    for (const unsafe of ['<script>alert(1)</script>', 'a b', 'x'.repeat(129), 'line\u2028break']) {
      const replaced = await app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': unsafe } });
      expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it('mask the parameters of a failed query in an error, and bodies and headers in any log call', () => {
    const error = Object.assign(
      new Error('Failed query: insert into "messages" values ($1)\nparams: segredo da criança'),
      {
        params: ['segredo da criança'],
      },
    );
    const serialized = LOG_SERIALIZERS.err(error);
    expect(JSON.stringify(serialized)).not.toContain('segredo');
    lines.length = 0;
    const logger = createLogger('info', { write: (line: string) => void lines.push(line) });
    logger.info(
      { body: { content: 'oi' }, headers: { authorization: 'Bearer abc' }, password: 'x1', input: { token: 't0k3n' } },
      'a careless log call',
    );
    expect(lines[0]).not.toMatch(/oi"|Bearer|x1|t0k3n/);
  });

  it('keep the useful part of an address and mask the rest', () => {
    expect(loggableUrl('/api/parent/conversations?keyword=segredo&page=2&language=pt')).toBe(
      '/api/parent/conversations?keyword=[redacted]&page=2&language=pt',
    );
    expect(loggableUrl('/api/auth/parent/confirm-email/abc', '/api/auth/parent/confirm-email/:token')).toBe(
      '/api/auth/parent/confirm-email/:token',
    );
    expect(loggableUrl('/api/parent/children/42', '/api/parent/children/:id')).toBe('/api/parent/children/42');
  });
});
