import { createHash, generateKeyPairSync, randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type Adapter, type AdapterPayload, type Configuration, interactionPolicy } from 'oidc-provider';

/*
 * A real OpenID Connect provider (oidc-provider) on 127.0.0.1, standing in for Google in the API
 * and browser tests: the API's own openid-client code runs discovery, PKCE, state, nonce and the
 * code exchange against it. Its sign-in page is a minimal form where the test says who signs in
 * and what the ID token claims (e-mail, whether it is verified, name).
 */

export interface LocalOidcClient {
  clientId: string;
  clientSecret: string;
  redirectUris: string[];
}

export interface LocalOidcProvider {
  /** The issuer URL, e.g. http://127.0.0.1:18090 */
  issuer: string;
  provider: Provider;
  close(): Promise<void>;
}

/** The claims an account signs in with, as typed into the sign-in form. */
interface Profile {
  email: string;
  email_verified: boolean;
  name?: string;
}

/** The same e-mail always signs in as the same account, as with a real provider. */
export function subjectForEmail(email: string): string {
  return `local-${createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 24)}`;
}

export async function startLocalOidcProvider(options: {
  clients: LocalOidcClient[];
  /** 0 (the default) picks a free port. */
  port?: number;
  /**
   * Google puts e-mail and name in the ID token; a strict OpenID provider only answers them at the
   * userinfo endpoint. False tests the second kind.
   */
  claimsInIdToken?: boolean;
}): Promise<LocalOidcProvider> {
  const profiles = new Map<string, Profile>();
  let provider: Provider | undefined;

  const server = http.createServer((req, res) => {
    if (!provider) {
      res.writeHead(503).end();
      return;
    }
    if (req.url?.startsWith('/interaction/')) {
      handleInteraction(provider, profiles, req, res).catch((error: unknown) => {
        res.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' });
        res.end(`interaction failed: ${error instanceof Error ? error.message : String(error)}`);
      });
      return;
    }
    provider.callback()(req, res);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', resolve);
  });
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  // Google's account chooser (prompt=select_account) as a prompt this provider accepts.
  const policy = interactionPolicy.base();
  policy.add(new interactionPolicy.Prompt({ name: 'select_account', requestable: true }), 0);

  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const configuration: Configuration = {
    clients: options.clients.map((client) => ({
      client_id: client.clientId,
      client_secret: client.clientSecret,
      redirect_uris: client.redirectUris,
      grant_types: ['authorization_code'],
      response_types: ['code'],
      token_endpoint_auth_method: 'client_secret_post',
    })),
    jwks: { keys: [{ ...privateKey.export({ format: 'jwk' }), kid: 'local-test-key', use: 'sig', alg: 'RS256' }] },
    cookies: { keys: [randomUUID()] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    conformIdTokenClaims: options.claimsInIdToken === false,
    features: { devInteractions: { enabled: false } },
    // Short lives, as a test needs them; set so the provider does not warn about its defaults.
    ttl: { AccessToken: 600, AuthorizationCode: 60, Grant: 600, IdToken: 600, Interaction: 600, Session: 600 },
    interactions: { policy, url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    adapter: createMemoryAdapterFactory(),
    async findAccount(_ctx, id) {
      const profile = profiles.get(id);
      if (!profile) return undefined;
      return { accountId: id, claims: async () => ({ sub: id, ...profile }) };
    },
  };
  provider = new Provider(issuer, configuration);
  // Errors the provider answers with (a replayed code, say) are expected in tests: keep them quiet.
  provider.silent = true;

  return {
    issuer,
    provider,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** GET /interaction/:uid shows the sign-in form; POST signs in as the account the form describes. */
async function handleInteraction(
  provider: Provider,
  profiles: Map<string, Profile>,
  req: http.IncomingMessage,
  res: http.ServerResponse,
) {
  const details = await provider.interactionDetails(req, res);
  if (req.method === 'GET') {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(signInPage(details.uid));
    return;
  }
  const form = new URLSearchParams(await readBody(req));
  const email = form.get('email')?.trim().toLowerCase();
  if (!email) throw new Error('an e-mail is required');
  const accountId = form.get('subject') || subjectForEmail(email);
  profiles.set(accountId, {
    email,
    email_verified: form.get('email_verified') === 'true',
    ...(form.get('name') ? { name: form.get('name') ?? '' } : {}),
  });
  const grant = new provider.Grant({ accountId, clientId: String(details.params.client_id) });
  grant.addOIDCScope(String(details.params.scope));
  const grantId = await grant.save();
  await provider.interactionFinished(
    req,
    res,
    { select_account: {}, login: { accountId }, consent: { grantId } },
    { mergeWithLastSubmission: false },
  );
}

function signInPage(uid: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Local OpenID provider</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 28rem; margin: 3rem auto; padding: 0 1rem">
<main>
<h1>Local OpenID provider</h1>
<p>Choose who signs in. This page stands in for Google in tests.</p>
<form method="post" action="/interaction/${uid}">
<p><label>Email <input name="email" type="email" required autocomplete="off"></label></p>
<p><label>Name <input name="name" autocomplete="off"></label></p>
<p><label><input name="email_verified" type="checkbox" value="true" checked> Email verified</label></p>
<p><button type="submit">Continue</button></p>
</form>
</main>
</body>
</html>`;
}

/**
 * The provider's state (codes, sessions, grants) in memory, which is all a test needs; written
 * out so the provider does not warn that its own development adapter is in use.
 */
function createMemoryAdapterFactory() {
  const store = new Map<string, { payload: AdapterPayload; expiresAt: number }>();
  const live = (key: string) => {
    const entry = store.get(key);
    if (entry && entry.expiresAt < Date.now()) store.delete(key);
    return store.get(key)?.payload;
  };
  return (model: string): Adapter => {
    const key = (id: string) => `${model}:${id}`;
    const findBy = (field: 'uid' | 'userCode', value: string) =>
      [...store.entries()].find(([k, entry]) => k.startsWith(`${model}:`) && entry.payload[field] === value)?.[1]
        .payload;
    return {
      async upsert(id, payload, expiresIn) {
        store.set(key(id), { payload, expiresAt: Date.now() + (expiresIn ?? 3600) * 1000 });
      },
      async find(id) {
        return live(key(id));
      },
      async findByUid(uid) {
        return findBy('uid', uid);
      },
      async findByUserCode(userCode) {
        return findBy('userCode', userCode);
      },
      async consume(id) {
        const payload = live(key(id));
        if (payload) payload.consumed = Math.floor(Date.now() / 1000);
      },
      async destroy(id) {
        store.delete(key(id));
      },
      async revokeByGrantId(grantId) {
        for (const [k, entry] of store) if (entry.payload.grantId === grantId) store.delete(k);
      },
    };
  };
}

async function readBody(req: http.IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}
