import { Hono } from 'hono';
import { z } from 'zod';
import { and, eq, isNull } from 'drizzle-orm';
import { COUNTRY_ID, SOCIAL_PROVIDER_IDS, newPasswordSchema, isValidCompanyCode, isValidEmail } from '@salon/domain';
import type { AppEnv } from '../context';
import { authTokens, customers, users } from '../db/schema';
import { issueLoginToken } from '../auth/loginToken';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { ACTION_LIMIT, consumeAction } from '../auth/actionThrottle';
import { confirmAccount, register, requestPasswordReset, resetPassword } from '../services/accountFlows';
import { completeSocialLogin, startSocialLogin } from '../services/socialLogin';
import { configuredSocialProviders } from '../social/providers';
import { assertLoginAllowed, recordLoginFailure, recordLoginSuccess } from '../auth/loginThrottle';
import { clientAddress } from '../lib/clientAddress';
import { runAfterResponse } from '../lib/afterResponse';
import { readBody } from '../lib/validate';
import { contactFields, emptyAsNull } from '../validation/contactFields';
import { API_ERROR_CODE, ApiError, badRequest } from '../lib/errors';
import { requireUser } from '../middleware/viewer';
import { serializeAuthUser, listUserCustomers } from '../services/users';
import { operations } from '../openapi/registry';
import { authUserResponse, userCustomerResponse } from '../responses/customers';

const MAX_PASSWORD_LENGTH = 256;

const loginSchema = z.object({
  email: z.string().trim().toLowerCase().pipe(z.email({ error: 'Enter a valid e-mail address.' })),
  password: z.string().min(1, 'This field may not be blank.').max(MAX_PASSWORD_LENGTH),
});

const email = z.string().trim().toLowerCase().refine(isValidEmail, 'Enter a valid e-mail address.');
const optionalText = z.string().trim().optional().nullable().transform((value) => (value ? value : null));

/**
 * Private and business registration (docs/decisions/0011-account-flows-and-mail.md): a business
 * also gives the company name and registry code, the VAT number is optional.
 */
const registrationSchema = z
  .object({
    is_individual: z.boolean().default(true),
    first_name: contactFields.personName,
    last_name: contactFields.personName,
    email,
    password: newPasswordSchema,
    phone: emptyAsNull(contactFields.optionalPhone),
    company_name: emptyAsNull(contactFields.optionalCompanyName),
    reg_code: optionalText.refine((value) => value === null || isValidCompanyCode(value), 'Enter a valid registry code.'),
    vat: optionalText.refine((value) => value === null || isValidCompanyCode(value), 'Enter a valid VAT number.'),
    accept_terms: z.literal(true, { error: 'Accept the terms to create an account.' }),
    is_email_subscription: z.boolean().default(false),
    delivery_country_id: z.union([z.literal(COUNTRY_ID.EE), z.literal(COUNTRY_ID.LV)]).optional().nullable(),
  })
  .superRefine((value, context) => {
    if (value.is_individual) return;
    if (!value.company_name) context.addIssue({ code: 'custom', path: ['company_name'], message: 'This field may not be blank.' });
    if (!value.reg_code) context.addIssue({ code: 'custom', path: ['reg_code'], message: 'This field may not be blank.' });
  });

const keySchema = z.string().trim().min(1, 'This field may not be blank.').max(128, 'This link is not valid or has expired.');
const verifyEmailSchema = z.object({ key: keySchema });
const passwordResetSchema = z.object({ email });
const passwordResetConfirmSchema = z.object({ key: keySchema, new_password: newPasswordSchema });

const REGISTRATION_SENT = 'Check your e-mail: we sent a link to confirm the account.';
const PASSWORD_RESET_SENT = 'If an account exists for this e-mail, we sent it a link to choose a new password.';

/** The provider's answer as the storefront's callback received it; the state must be one this API issued. */
const socialLoginSchema = z.object({ code: z.string().min(1).max(2048), state: z.string().min(1).max(256) });

export function authRoutes() {
  const app = new Hono<AppEnv>();

  app.post('/rest-auth/login/', async (c) => {
    const credentials = await readBody(c, loginSchema);
    const ip = clientAddress(c, c.var.config);
    // Locked e-mail or blocked address: refused before the (deliberately slow) password check.
    await assertLoginAllowed(c.var.db, credentials.email, ip);
    const [user] = await c.var.db.select().from(users).where(eq(users.email, credentials.email)).limit(1);
    // Same answer, and the same scrypt run, for an unknown e-mail, an inactive user and a wrong
    // password: no account probing by message or by timing (verifyPassword uses a dummy hash).
    const passwordMatches = await verifyPassword(credentials.password, user?.passwordHash);
    if (!user || !user.isActive || !passwordMatches) {
      await recordLoginFailure(c.var.db, credentials.email, ip);
      throw new ApiError(400, API_ERROR_CODE.INVALID_CREDENTIALS, 'Unable to log in with provided credentials.', {
        non_field_errors: ['Unable to log in with provided credentials.'],
      });
    }
    // Only told to someone who knows the password, so it reveals nothing to a prober.
    if (!user.isEmailConfirmed) {
      throw new ApiError(400, API_ERROR_CODE.ACCOUNT_NOT_CONFIRMED, 'Confirm your e-mail address first: open the link we sent you.', {
        non_field_errors: ['Confirm your e-mail address first: open the link we sent you.'],
      });
    }
    await recordLoginSuccess(c.var.db, credentials.email);
    return c.json({ key: await issueLoginToken(c.var.db, c.var.config, user.id) });
  });

  app.post('/rest-auth/registration/', async (c) => {
    const body = await readBody(c, registrationSchema);
    await consumeAction(c.var.db, ACTION_LIMIT.REGISTER_PER_IP, clientAddress(c, c.var.config));
    await consumeAction(c.var.db, ACTION_LIMIT.REGISTER_PER_EMAIL, body.email);
    // One business account per registry code (docs/decisions/0039), said before the answer: the
    // code is public registry data, so this tells nothing about any person's account.
    if (!body.is_individual && body.reg_code) {
      const [taken] = await c.var.db.select({ uuid: customers.uuid }).from(customers).where(and(eq(customers.regCode, body.reg_code), eq(customers.isIndividual, false))).limit(1);
      if (taken) throw badRequest('A business account with this registry code exists. Ask its administrator to add you.', { reg_code: ['This company already has an account.'] }, API_ERROR_CODE.CUSTOMER_REG_CODE_TAKEN);
    }
    // Hashed before the e-mail is looked up, so a taken address answers as slowly as a new one.
    const passwordHash = await hashPassword(body.password);
    // New and already registered addresses each get a mail; sent after the answer, so neither
    // the mail server's nor the account creation's time tells which one this was.
    const { db, config } = c.var;
    const deliveryCountryId = body.delivery_country_id ?? c.var.viewer.deliveryCountryId;
    const locale = c.var.viewer.locale;
    runAfterResponse('registration', () => register(db, config, {
      isIndividual: body.is_individual,
      firstName: body.first_name,
      lastName: body.last_name,
      email: body.email,
      passwordHash,
      phone: body.phone ?? null,
      companyName: body.is_individual ? null : (body.company_name ?? null),
      regCode: body.is_individual ? null : body.reg_code,
      vat: body.is_individual ? null : body.vat,
      newsletter: body.is_email_subscription,
      deliveryCountryId,
      locale,
    }));
    return c.json({ email: body.email, detail: REGISTRATION_SENT }, 201);
  });

  app.post('/rest-auth/registration/verify-email/', async (c) => {
    const { key } = await readBody(c, verifyEmailSchema);
    const confirmed = await confirmAccount(c.var.db, key);
    return c.json({ detail: 'The account is confirmed.', email: confirmed.email, is_individual: confirmed.isIndividual });
  });

  app.post('/rest-auth/password/reset/', async (c) => {
    const { email: address } = await readBody(c, passwordResetSchema);
    await consumeAction(c.var.db, ACTION_LIMIT.PASSWORD_RESET_PER_IP, clientAddress(c, c.var.config));
    await consumeAction(c.var.db, ACTION_LIMIT.PASSWORD_RESET_PER_EMAIL, address);
    // Only known addresses get a mail: sent after the answer, so its timing is the same for both.
    const { db, config, viewer } = c.var;
    runAfterResponse('password reset mail', () => requestPasswordReset(db, config, address, viewer.locale));
    return c.json({ email: address, detail: PASSWORD_RESET_SENT });
  });

  app.post('/rest-auth/password/reset/confirm/', async (c) => {
    const body = await readBody(c, passwordResetConfirmSchema);
    const { email: address } = await resetPassword(c.var.db, body.key, await hashPassword(body.new_password));
    return c.json({ detail: 'The password has been changed.', email: address });
  });

  app.get('/rest-auth/user/', async (c) => c.json(await serializeAuthUser(c.var.db, requireUser(c.var.viewer))));

  app.post('/rest-auth/logout/', async (c) => {
    const user = requireUser(c.var.viewer);
    await c.var.db.update(authTokens).set({ revokedAt: new Date() }).where(and(eq(authTokens.id, user.tokenId), isNull(authTokens.revokedAt)));
    return c.json({ detail: 'Successfully logged out.' });
  });

  app.get('/rest-auth/customers/', async (c) => c.json(await listUserCustomers(c.var.db, requireUser(c.var.viewer))));

  // Social login (docs/decisions/0043-social-login.md): the storefront server starts the login
  // here, keeps the state in an httpOnly cookie, and hands the provider's answer back below.
  app.get('/th-social-auth/providers/', (c) => c.json({ providers: configuredSocialProviders(c.var.config.socialLogin) }));
  for (const provider of SOCIAL_PROVIDER_IDS) {
    app.post(`/th-social-auth/${provider}/authorize/`, async (c) => {
      await consumeAction(c.var.db, ACTION_LIMIT.SOCIAL_LOGIN_START_PER_IP, clientAddress(c, c.var.config));
      const { authorizationUrl, state } = await startSocialLogin(c.var.db, c.var.config, provider);
      return c.json({ authorization_url: authorizationUrl, state });
    });
    app.post(`/th-social-auth/${provider}/`, async (c) => {
      const body = await readBody(c, socialLoginSchema);
      const { key, created } = await completeSocialLogin(c.var.db, c.var.config, provider, body, { locale: c.var.viewer.locale, deliveryCountryId: c.var.viewer.deliveryCountryId });
      return c.json({ key, created });
    });
  }
  return app;
}

const AUTH = 'auth';
/** What registration and the password flows answer: the address they wrote to and a sentence for the shopper. */
const accountFlowResponse = z.object({ email: z.string(), detail: z.string() });

export const authDocs = operations([
  { method: 'post', path: '/rest-auth/login/', summary: 'Log in with e-mail and password', tag: AUTH, auth: 'public', body: loginSchema, response: { status: 200, description: '`{key}`: the token for `Authorization: Token <key>`.', schema: z.object({ key: z.string() }) }, errors: [429], description: 'Wrong e-mail or password: 400 INVALID_CREDENTIALS (same answer for both). Repeated failures lock the e-mail or the address: 429.' },
  { method: 'post', path: '/rest-auth/registration/', summary: 'Register a private or business account (sends a confirmation link)', tag: AUTH, auth: 'optional', body: registrationSchema, response: { status: 201, description: '`{email, detail}`; the account is usable after the e-mail link.', schema: accountFlowResponse }, errors: [429], description: 'A business (is_individual false) also needs company_name and reg_code. Throttled per address and per e-mail: 429.' },
  { method: 'post', path: '/rest-auth/registration/verify-email/', summary: 'Confirm an account with the key from the e-mail', tag: AUTH, auth: 'public', body: verifyEmailSchema, response: { status: 200, description: '`{detail, email, is_individual}`.', schema: accountFlowResponse.extend({ is_individual: z.boolean() }) }, description: 'An unknown or expired key is a 400.' },
  { method: 'post', path: '/rest-auth/password/reset/', summary: 'Send a password reset link (same answer whether the account exists)', tag: AUTH, auth: 'optional', body: passwordResetSchema, response: { status: 200, description: '`{email, detail}`.', schema: accountFlowResponse }, errors: [429] },
  { method: 'post', path: '/rest-auth/password/reset/confirm/', summary: 'Choose a new password with the key from the e-mail', tag: AUTH, auth: 'public', body: passwordResetConfirmSchema, response: { status: 200, description: '`{detail, email}`.', schema: accountFlowResponse }, description: 'An unknown or expired key is a 400.' },
  { method: 'get', path: '/rest-auth/user/', summary: 'The logged-in user', tag: AUTH, auth: 'user', response: { status: 200, description: 'User with roles, permissions and active customer.', schema: authUserResponse } },
  { method: 'post', path: '/rest-auth/logout/', summary: 'Revoke the token', tag: AUTH, auth: 'user', response: { status: 200, description: '`{detail}`.', schema: z.object({ detail: z.string() }) } },
  { method: 'get', path: '/rest-auth/customers/', summary: 'Customers (entities) the user may act for', tag: AUTH, auth: 'user', response: { status: 200, description: 'Customer list.', schema: z.array(userCustomerResponse) } },
  { method: 'get', path: '/th-social-auth/providers/', summary: 'Social login providers configured on this server', tag: AUTH, auth: 'public', response: { status: 200, description: '`{providers}`: `google` and/or `facebook`, only those whose client id and secret are set; the store offers only these buttons.', schema: z.object({ providers: z.array(z.enum(SOCIAL_PROVIDER_IDS)) }) } },
  ...SOCIAL_PROVIDER_IDS.flatMap((provider) => [
    {
      method: 'post' as const,
      path: `/th-social-auth/${provider}/authorize/`,
      summary: `Start a login with ${provider}: the provider's authorization URL and the state to keep`,
      tag: AUTH,
      auth: 'public' as const,
      response: { status: 200 as const, description: '`{authorization_url, state}`. The caller (the storefront server) keeps `state` in an httpOnly cookie and sends the browser to `authorization_url`; the PKCE verifier and nonce stay in the API. The state works once, for 10 minutes.', schema: z.object({ authorization_url: z.url(), state: z.string() }) },
      errors: [429 as const, 501 as const],
      description: 'Unconfigured provider: 501 SOCIAL_PROVIDER_NOT_CONFIGURED. Provider unreachable: 502 SOCIAL_PROVIDER_ERROR.',
    },
    {
      method: 'post' as const,
      path: `/th-social-auth/${provider}/`,
      summary: `Finish a login with ${provider}: exchange the code for a login token`,
      tag: AUTH,
      auth: 'public' as const,
      body: socialLoginSchema,
      response: { status: 200 as const, description: '`{key, created}`: the token for `Authorization: Token <key>` (as password login) and whether a new private customer account was made.', schema: z.object({ key: z.string(), created: z.boolean() }) },
      errors: [403 as const, 409 as const, 501 as const],
      description:
        'The state must come from the authorize call and is used up (400 SOCIAL_STATE_INVALID otherwise). The code is exchanged with the stored PKCE verifier; the verified e-mail links an existing account or creates a confirmed private one. Refusals: 403 SOCIAL_EMAIL_NOT_VERIFIED, 403 SOCIAL_ACCOUNT_DISABLED, 409 SOCIAL_IDENTITY_CONFLICT (the provider account and the e-mail belong to different store accounts), 502 SOCIAL_PROVIDER_ERROR, 501 SOCIAL_PROVIDER_NOT_CONFIGURED.',
    },
  ]),
]);
