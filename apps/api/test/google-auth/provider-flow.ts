import { PORTAL_URL, type TestApp } from '../helper';

/** What the test types into the local provider's sign-in form. */
export interface ProviderAccount {
  email: string;
  isEmailVerified?: boolean;
  name?: string;
  /** Signs in as this provider account id instead of the one the e-mail maps to. */
  subject?: string;
}

/**
 * Follows the provider's authorization URL as a browser would, without one: redirects with a
 * cookie jar, the sign-in form submitted for the account, until the provider sends the browser
 * back to the portal's callback page. Answers that URL (code, state, iss).
 */
export async function signInAtProvider(authorizationUrl: string, account: ProviderAccount): Promise<URL> {
  const cookies = new Map<string, string>();
  let url = authorizationUrl;
  let form: URLSearchParams | undefined;
  for (let step = 0; step < 10; step += 1) {
    if (url.startsWith(PORTAL_URL)) return new URL(url);
    const response = await fetch(url, {
      method: form ? 'POST' : 'GET',
      body: form,
      redirect: 'manual',
      headers: { cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; ') },
    });
    for (const header of response.headers.getSetCookie()) {
      const [pair = ''] = header.split(';');
      const equals = pair.indexOf('=');
      cookies.set(pair.slice(0, equals), pair.slice(equals + 1));
    }
    form = undefined;
    const location = response.headers.get('location');
    if (response.status >= 300 && response.status < 400 && location) {
      url = new URL(location, url).href;
      continue;
    }
    const html = await response.text();
    const action = html.match(/<form method="post" action="([^"]+)"/)?.[1];
    if (response.status !== 200 || !action) throw new Error(`unexpected ${response.status} at ${url}: ${html}`);
    url = new URL(action, url).href;
    form = new URLSearchParams({ email: account.email, name: account.name ?? '' });
    if (account.isEmailVerified !== false) form.set('email_verified', 'true');
    if (account.subject) form.set('subject', account.subject);
  }
  throw new Error('the provider never sent the browser back to the portal');
}

/** GET /api/auth/google/start, as the portal's button navigates to it. */
export async function startGoogleSignIn(t: TestApp, language = 'pt', ip = '127.0.0.1') {
  return t.app.inject({ method: 'GET', url: `/api/auth/google/start?language=${language}`, remoteAddress: ip });
}

/** POST /api/auth/google/callback with what the callback page read from its address. */
export function postGoogleCallback(t: TestApp, callback: URL, extra: Record<string, unknown> = {}, ip = '127.0.0.1') {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/google/callback',
    remoteAddress: ip,
    payload: {
      code: callback.searchParams.get('code'),
      state: callback.searchParams.get('state'),
      iss: callback.searchParams.get('iss') ?? undefined,
      ...extra,
    },
  });
}

/** The whole journey up to the portal's callback page: start, then the provider's sign-in. */
export async function reachCallbackPage(t: TestApp, account: ProviderAccount, language = 'pt') {
  const start = await startGoogleSignIn(t, language);
  if (start.statusCode !== 302) throw new Error(`start answered ${start.statusCode}: ${start.body}`);
  return signInAtProvider(String(start.headers.location), account);
}
