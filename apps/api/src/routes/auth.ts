import { Hono } from 'hono';
import { z } from 'zod';
import { and, eq, isNull } from 'drizzle-orm';
import { MS_PER_DAY } from '@salon/domain';
import type { AppEnv } from '../context';
import { authTokens, users } from '../db/schema';
import { createTokenKey } from '../auth/tokens';
import { verifyPassword } from '../auth/passwords';
import { assertLoginAllowed, recordLoginFailure, recordLoginSuccess } from '../auth/loginThrottle';
import { clientAddress } from '../lib/clientAddress';
import { readBody } from '../lib/validate';
import { API_ERROR_CODE, ApiError } from '../lib/errors';
import { requireUser } from '../middleware/viewer';
import { serializeAuthUser, listUserCustomers } from '../services/users';

const MAX_PASSWORD_LENGTH = 256;

const loginSchema = z.object({
  email: z.string().trim().toLowerCase().pipe(z.email({ error: 'Enter a valid e-mail address.' })),
  password: z.string().min(1, 'This field may not be blank.').max(MAX_PASSWORD_LENGTH),
});

const socialLoginSchema = z.object({ access_token: z.string().min(1).optional(), code: z.string().min(1).optional() });

export function authRoutes() {
  const app = new Hono<AppEnv>();

  app.post('/rest-auth/login/', async (c) => {
    const credentials = await readBody(c, loginSchema);
    const ip = clientAddress(c, c.var.config);
    // Locked e-mail or blocked address: refused before the (deliberately slow) password check.
    await assertLoginAllowed(c.var.db, credentials.email, ip);
    const [user] = await c.var.db.select().from(users).where(eq(users.email, credentials.email)).limit(1);
    // Same answer for unknown e-mail and wrong password: no account probing.
    if (!user || !user.isActive || !(await verifyPassword(credentials.password, user.passwordHash))) {
      await recordLoginFailure(c.var.db, credentials.email, ip);
      throw new ApiError(400, API_ERROR_CODE.INVALID_CREDENTIALS, 'Unable to log in with provided credentials.', {
        non_field_errors: ['Unable to log in with provided credentials.'],
      });
    }
    await recordLoginSuccess(c.var.db, credentials.email);
    const { key, keyHash } = createTokenKey();
    await c.var.db.insert(authTokens).values({ userId: user.id, keyHash, expiresAt: new Date(Date.now() + c.var.config.tokenTtlDays * MS_PER_DAY) });
    return c.json({ key });
  });

  app.get('/rest-auth/user/', async (c) => c.json(await serializeAuthUser(c.var.db, requireUser(c.var.viewer))));

  app.post('/rest-auth/logout/', async (c) => {
    const user = requireUser(c.var.viewer);
    await c.var.db.update(authTokens).set({ revokedAt: new Date() }).where(and(eq(authTokens.id, user.tokenId), isNull(authTokens.revokedAt)));
    return c.json({ detail: 'Successfully logged out.' });
  });

  app.get('/rest-auth/customers/', async (c) => c.json(await listUserCustomers(c.var.db, requireUser(c.var.viewer))));

  // No social provider credentials exist in this deployment: answer clearly instead of failing.
  for (const provider of ['facebook', 'google'] as const) {
    app.post(`/th-social-auth/${provider}/`, async (c) => {
      await readBody(c, socialLoginSchema);
      throw new ApiError(501, API_ERROR_CODE.SOCIAL_PROVIDER_NOT_CONFIGURED, `Login with ${provider} is not configured on this server.`);
    });
  }
  return app;
}
