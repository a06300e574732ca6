import { spawnSync } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import { eq, sql } from 'drizzle-orm';
import { createTestApi } from './support/testApi';
import { ConfigurationError, readConfig } from '../src/config';
import { mailOutbox, users } from '../src/db/schema';

// A real SMTP server in this process: the API's smtp transport (nodemailer) talks the protocol to it.
const SMTP_USER = 'salon-mailer';
const SMTP_PASSWORD = 'test-only-smtp-password';
interface Received {
  from: string | undefined;
  to: string[];
  user: string | undefined;
  raw: string;
}
const received: Received[] = [];
const server = new SMTPServer({
  authOptional: false,
  allowInsecureAuth: true, // loopback only; production servers use STARTTLS or smtps://
  disabledCommands: ['STARTTLS'],
  logger: false,
  onAuth(auth, _session, callback) {
    if (auth.username === SMTP_USER && auth.password === SMTP_PASSWORD) callback(null, { user: auth.username });
    else callback(new Error('Invalid username or password'));
  },
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => {
      received.push({
        from: session.envelope.mailFrom ? session.envelope.mailFrom.address : undefined,
        to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
        user: session.user as string | undefined,
        raw: Buffer.concat(chunks).toString('utf8'),
      });
      callback(null, 'Message queued as TEST123');
    });
  },
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const port = (server.server.address() as AddressInfo).port;
const smtpUrl = (password: string) => `smtp://${SMTP_USER}:${password}@127.0.0.1:${port}`;

const FROM = 'Salon <no-reply@salon.test>';
const STOREFRONT = 'https://shop.salon.test';
const api = await createTestApi({ mail: { transport: 'smtp', dir: '/nonexistent', from: FROM, smtpUrl: smtpUrl(SMTP_PASSWORD) }, storefrontOrigin: STOREFRONT, trustProxyHops: 1 });
const wrongPassword = await createTestApi({ mail: { transport: 'smtp', dir: '/nonexistent', from: FROM, smtpUrl: smtpUrl('wrong-password') }, storefrontOrigin: STOREFRONT, trustProxyHops: 1 });
afterAll(async () => {
  await Promise.all([api.close(), wrongPassword.close()]);
  await new Promise<void>((resolve) => server.close(() => resolve()));
});
beforeEach(() => {
  received.length = 0;
});

let address = 0;
const register = (target: typeof api, email: string) =>
  target.request('POST', '/api/v1/rest-auth/registration/', {
    body: { is_individual: true, first_name: 'Liis', last_name: 'Lepp', email, password: 'Liisi-parool-1', accept_terms: true },
    headers: { 'X-Forwarded-For': `203.0.113.${(address += 1)}`, 'Accept-Language': 'en' },
  });

/** The text body of a received message, whatever transfer encoding nodemailer chose. */
function bodyText(raw: string): string {
  const [head, ...rest] = raw.split('\r\n\r\n');
  const body = rest.join('\r\n\r\n');
  const encoding = head!.match(/^Content-Transfer-Encoding:\s*(\S+)/im)?.[1]?.toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') {
    const bytes = body.replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
}

describe('SMTP mail transport (MAIL_TRANSPORT=smtp)', () => {
  it('delivers the confirm-account mail to the SMTP server, and its link confirms the account', async () => {
    const email = 'liis.lepp@example.ee';
    const response = await register(api, email);
    expect(response.status).toBe(201);
    expect(response.body).toEqual({ email, detail: expect.stringContaining('Check your e-mail') });

    expect(received).toHaveLength(1);
    const message = received[0]!;
    expect(message.user).toBe(SMTP_USER); // logged in with the URL's credentials
    expect(message.from).toBe('no-reply@salon.test');
    expect(message.to).toEqual([email]);
    expect(message.raw).toMatch(/^Subject: Confirm your Salon account\r$/m);
    expect(message.raw).toMatch(/^From: Salon <no-reply@salon\.test>\r$/m);
    expect(message.raw).toMatch(new RegExp(`^To: ${email.replace(/\./g, '\\.')}\\r$`, 'm'));
    const text = bodyText(message.raw);
    const link = text.match(/https:\/\/\S+/)?.[0];
    expect(link).toMatch(new RegExp(`^${STOREFRONT}/auth/confirm\\?key=[0-9a-f]{64}&lang=en$`));

    const [row] = await api.database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, email));
    expect(row).toMatchObject({ kind: 'confirm-account', transport: 'smtp', status: 'sent', subject: 'Confirm your Salon account' });
    expect(row!.reference).toContain('Message queued as TEST123');
    expect(row!.body).toContain(link!);

    const key = new URL(link!).searchParams.get('key');
    const confirmed = await api.request('POST', '/api/v1/rest-auth/registration/verify-email/', { body: { key } });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toEqual({ detail: 'The account is confirmed.', email, is_individual: true });
    const [user] = await api.database.db.select().from(users).where(eq(users.email, email));
    expect(user!.isEmailConfirmed).toBe(true);
  });

  it('a refused login at the SMTP server is recorded as failed, the registration still answers 201', async () => {
    const email = 'mari.maasikas@example.ee';
    const response = await register(wrongPassword, email);
    expect(response.status).toBe(201);
    expect(received).toHaveLength(0);
    const rows = await wrongPassword.database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, email)).orderBy(sql`${mailOutbox.id}`);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kind: 'confirm-account', transport: 'smtp', status: 'failed' });
    expect(rows[0]!.reference).toMatch(/auth|535|Invalid username/i);
    expect(rows[0]!.reference).not.toContain('wrong-password');
  });
});

describe('SMTP configuration', () => {
  const production = { NODE_ENV: 'production', REQUEST_SIGNING_SALT: 'from-the-vault', STOREFRONT_ORIGIN: 'https://www.salon.ee', MAIL_TRANSPORT: 'smtp' };

  it('reads SMTP_URL only from the environment and keeps it for the transport', () => {
    const config = readConfig({ ...production, SMTP_URL: 'smtps://mailer:s%40cret@smtp.example.com:465' });
    expect(config.mail).toMatchObject({ transport: 'smtp', smtpUrl: 'smtps://mailer:s%40cret@smtp.example.com:465' });
    expect(readConfig({ MAIL_TRANSPORT: 'file' }).mail.smtpUrl).toBeUndefined();
  });

  it('refuses a missing or invalid SMTP_URL with a message that never repeats the URL', () => {
    expect(() => readConfig(production)).toThrow(ConfigurationError);
    expect(() => readConfig(production)).toThrow(/SMTP_URL is not set/);
    expect(() => readConfig({ ...production, SMTP_URL: '  ' })).toThrow(/SMTP_URL is not set/);
    const secret = 'mailer:hunter2-secret@';
    for (const [value, pattern] of [
      [`smtp://${secret}smtp.example.com:99999`, /SMTP_URL is not a valid URL/],
      [`https://${secret}smtp.example.com`, /SMTP_URL must start with smtp:\/\/ or smtps:\/\//],
    ] as const) {
      let message = '';
      try {
        readConfig({ ...production, SMTP_URL: value });
      } catch (error) {
        expect(error).toBeInstanceOf(ConfigurationError);
        message = (error as Error).message;
      }
      expect(message).toMatch(pattern);
      expect(message).not.toContain('hunter2');
    }
    // Outside production a chosen smtp transport needs its server just the same.
    expect(() => readConfig({ MAIL_TRANSPORT: 'smtp' })).toThrow(/SMTP_URL is not set/);
  });

  it('production start-up stops with the message and exit code 1', () => {
    const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
    const { NODE_ENV: _n, SMTP_URL: _s, MAIL_TRANSPORT: _m, DATABASE_URL: _d, ...inherited } = process.env;
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: apiRoot,
      env: { ...inherited, ...production, SMTP_URL: 'ftp://mailer:hunter2-secret@smtp.example.com', API_DATA_DIR: 'memory://' },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('[api] Configuration error: SMTP_URL must start with smtp:// or smtps://');
    expect(run.stderr + run.stdout).not.toContain('hunter2');
  });
});
