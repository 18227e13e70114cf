import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helper';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Operation = {
  tags?: string[];
  requestBody?: {
    content: Record<string, { schema: { type?: string; properties?: Record<string, unknown>; required?: string[] } }>;
  };
  responses: Record<string, { content?: Record<string, { schema: { properties?: Record<string, unknown> } }> }>;
};
type Document = { openapi: string; info: { title: string }; paths: Record<string, Record<string, Operation>> };

describe('GET /api/openapi.json', () => {
  let document: Document;
  beforeAll(async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    document = response.json();
  });

  it('is an OpenAPI 3.1 document of the API', () => {
    expect(document.openapi).toBe('3.1.0');
    expect(document.info.title).toBe('Kiddo API');
  });

  it('lists the login with its body and answer schemas from the contracts', () => {
    const login = document.paths['/api/auth/parent/login']?.post;
    expect(login?.tags).toEqual(['parent auth']);
    const body = login?.requestBody?.content['application/json']?.schema;
    expect(body?.required).toEqual(expect.arrayContaining(['email', 'password']));
    expect(Object.keys(body?.properties ?? {})).toEqual(expect.arrayContaining(['email', 'password', 'language']));
    // A session, or with two-step sign-in on, the challenge the code answers (issue 15).
    const answer = login?.responses['200']?.content?.['application/json']?.schema as
      | { anyOf?: Array<{ properties?: Record<string, unknown> }> }
      | undefined;
    expect(answer?.anyOf?.map((variant) => Object.keys(variant.properties ?? {}))).toEqual([
      ['success', 'token', 'user'],
      ['success', 'mfa_required', 'mfa_token'],
    ]);
  });

  it('lists the dashboard with its answer schema', () => {
    const dashboard = document.paths['/api/parent/dashboard']?.get;
    expect(dashboard).toBeDefined();
    const answer = dashboard?.responses['200']?.content?.['application/json']?.schema;
    expect(answer?.properties).toHaveProperty('success');
  });

  it('writes path parameters in OpenAPI form and leaves the docs’ own routes out', () => {
    expect(document.paths).toHaveProperty(['/api/parent/children/{id}']);
    expect(Object.keys(document.paths).filter((p) => p.startsWith('/api/docs') || p === '/api/openapi.json')).toEqual(
      [],
    );
  });
});

describe('GET /api/docs', () => {
  it('serves the reference page and its assets from the API itself, under the strict policy', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).not.toMatch(/<script>/);
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    const script = await t.app.inject({ method: 'GET', url: '/api/docs/static/swagger-initializer.js' });
    expect(script.statusCode).toBe(200);
    const json = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(json.json().paths).toHaveProperty(['/api/auth/parent/login']);
  });
});
