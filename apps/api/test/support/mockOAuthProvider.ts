/**
 * A local OpenID Connect / OAuth 2 provider (oauth2-mock-server) on 127.0.0.1, standing in for
 * Google and Facebook in API tests and e2e (docs/decisions/0043-social-login.md). Its authorize
 * endpoint sends the browser straight back with a code (no login page); PKCE is enforced by it.
 * The signed-in person is whatever `person` says: Google gets it as ID token claims (via the
 * beforeTokenSigning hook), Facebook as the Graph API's `/me` answer.
 */
import { OAuth2Server } from 'oauth2-mock-server';

export interface MockPerson {
  sub: string;
  email?: string;
  email_verified?: unknown;
  given_name?: string;
  family_name?: string;
}

export interface MockOAuthProvider {
  /** GOOGLE_ISSUER_URL: its discovery document names the endpoints and keys. */
  issuerUrl: string;
  /** FACEBOOK_AUTH_URL, FACEBOOK_TOKEN_URL and FACEBOOK_GRAPH_URL. */
  facebook: { authUrl: string; tokenUrl: string; graphUrl: string };
  /** The person who signs in next; change it per test. */
  person: MockPerson;
  /** Extra claims forced onto the next ID tokens (e.g. a wrong `iss` or `aud`); empty by default. */
  overrides: Record<string, unknown>;
  stop(): Promise<void>;
}

export async function startMockOAuthProvider(person: MockPerson): Promise<MockOAuthProvider> {
  const server = new OAuth2Server();
  await server.issuer.keys.generate('RS256');
  await server.start(0, '127.0.0.1');
  const { port } = server.address();
  // Named by address, not "localhost": the mock listens on the loopback address only.
  const issuerUrl = `http://127.0.0.1:${port}`;
  server.issuer.url = issuerUrl;
  const provider: MockOAuthProvider = {
    issuerUrl,
    facebook: { authUrl: `${issuerUrl}/authorize`, tokenUrl: `${issuerUrl}/token`, graphUrl: `${issuerUrl}/graph` },
    person,
    overrides: {},
    stop: () => server.stop(),
  };
  server.service.on('beforeTokenSigning', (token: { payload: Record<string, unknown> }) => {
    Object.assign(token.payload, provider.person, provider.overrides);
  });
  server.service.addRoute('GET', '/graph/me', (req, res) => {
    res.setHeader('content-type', 'application/json');
    if (!/^Bearer \S+/.test(req.headers.authorization ?? '')) {
      res.statusCode = 401;
      res.end(JSON.stringify({ error: { message: 'An active access token must be used', type: 'OAuthException' } }));
      return;
    }
    const { sub, email, given_name, family_name } = provider.person;
    // Graph leaves out the e-mail when the person has no confirmed one.
    res.end(JSON.stringify({ id: sub, first_name: given_name, last_name: family_name, ...(email ? { email } : {}) }));
  });
  return provider;
}
