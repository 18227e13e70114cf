import { startLocalOidcProvider } from '../apps/api/test/google-auth/local-oidc-provider';

/*
 * The local OpenID provider that stands in for Google in the browser tests (started by
 * playwright.config.ts as a second web server). Its sign-in page is a form where a test types
 * the e-mail, the name and whether the e-mail is verified.
 */
const port = Number(process.env.OIDC_PORT ?? 18090);
const redirectUri = process.env.OIDC_REDIRECT_URI;
const clientId = process.env.OIDC_CLIENT_ID;
const clientSecret = process.env.OIDC_CLIENT_SECRET;
if (!redirectUri || !clientId || !clientSecret) {
  throw new Error('OIDC_REDIRECT_URI, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET are required');
}

const provider = await startLocalOidcProvider({
  port,
  clients: [{ clientId, clientSecret, redirectUris: [redirectUri] }],
});
console.log(`local OpenID provider at ${provider.issuer}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void provider.close().then(() => process.exit(0));
  });
}
