import { and, eq, gt, lt, ne, TransactionRollbackError } from 'drizzle-orm';
import { generateCodeVerifier, generateState } from 'arctic';
import { decideSocialLink, isValidEmail, PERSON_NAME_MAX_LENGTH, SOCIAL_LOGIN_ERROR, type LocaleCode, type SocialProviderId } from '@salon/domain';
import type { ApiConfig } from '../config';
import type { Database, Transaction } from '../db/client';
import { socialLoginStates, userIdentities, users } from '../db/schema';
import { hashTokenKey } from '../auth/tokens';
import { issueLoginToken } from '../auth/loginToken';
import { NO_PASSWORD_HASH } from '../auth/passwords';
import { ApiError } from '../lib/errors';
import { ProviderFailure, socialProvider, type ProviderIdentity, type SocialProvider } from '../social/providers';
import { insertAccount } from './accountFlows';

/** Long enough to sign in at the provider, short enough that a forgotten tab's state dies. */
const SOCIAL_LOGIN_STATE_TTL_MS = 10 * 60 * 1000;
const PROVIDER_NAME: Record<SocialProviderId, string> = { google: 'Google', facebook: 'Facebook' };
/** A concurrent first sign-in of the same person can take the e-mail or identity first: then the next attempt finds it. */
const LINK_ATTEMPTS = 2;

const refusal = (status: 400 | 403 | 409 | 501 | 502, code: string, message: string) => new ApiError(status, code, message);

/** The configured provider; an unconfigured one is refused with 501 SOCIAL_PROVIDER_NOT_CONFIGURED. */
function requireSocialProvider(config: ApiConfig, id: SocialProviderId): SocialProvider {
  const provider = socialProvider(config.socialLogin, config.storefrontOrigin, id);
  if (!provider) throw refusal(501, SOCIAL_LOGIN_ERROR.NOT_CONFIGURED, `Login with ${PROVIDER_NAME[id]} is not configured on this server.`);
  return provider;
}

const providerError = (id: SocialProviderId, error: unknown) => {
  // The message names the step, never a code or token (ProviderFailure keeps them out).
  console.warn(`social login: ${id}: ${error instanceof ProviderFailure ? error.message : error instanceof Error ? error.name : 'failure'}`);
  return refusal(502, SOCIAL_LOGIN_ERROR.PROVIDER_ERROR, `${PROVIDER_NAME[id]} did not confirm the sign-in. Try again.`);
};

/**
 * Starts a login: a random state (only its hash is stored), a PKCE verifier and a nonce kept in
 * the database for the callback, and the provider's authorization URL carrying the state.
 */
export async function startSocialLogin(db: Database, config: ApiConfig, id: SocialProviderId, now = new Date()) {
  const provider = requireSocialProvider(config, id);
  const state = generateState();
  const codeVerifier = generateCodeVerifier();
  const nonce = generateState();
  const url = await provider.authorizationUrl({ state, codeVerifier, nonce }).catch((error: unknown) => {
    throw providerError(id, error);
  });
  // Abandoned logins are tidied here rather than by a schedule: each start is one cheap delete.
  await db.delete(socialLoginStates).where(lt(socialLoginStates.expiresAt, now));
  await db.insert(socialLoginStates).values({ stateHash: hashTokenKey(state), provider: id, codeVerifier, nonce, expiresAt: new Date(now.getTime() + SOCIAL_LOGIN_STATE_TTL_MS) });
  return { authorizationUrl: url.toString(), state };
}

export interface SocialLoginContext {
  locale: LocaleCode;
  deliveryCountryId: number | null;
}

/**
 * Finishes a login: the state is used up (one DELETE … RETURNING, so of two uses only one gets
 * it), the code is exchanged with its verifier, and the verified e-mail decides the account
 * (packages/domain decideSocialLink). Answers a login token like password login.
 */
export async function completeSocialLogin(db: Database, config: ApiConfig, id: SocialProviderId, input: { code: string; state: string }, context: SocialLoginContext) {
  const provider = requireSocialProvider(config, id);
  const [attempt] = await db
    .delete(socialLoginStates)
    .where(and(eq(socialLoginStates.stateHash, hashTokenKey(input.state)), eq(socialLoginStates.provider, id), gt(socialLoginStates.expiresAt, new Date())))
    .returning();
  if (!attempt) throw refusal(400, SOCIAL_LOGIN_ERROR.STATE_INVALID, 'This sign-in was not started here or has expired. Start it again.');
  const identity = await provider.identityFromCode({ code: input.code, codeVerifier: attempt.codeVerifier, nonce: attempt.nonce }).catch((error: unknown) => {
    throw providerError(id, error);
  });
  for (let attemptNumber = 1; ; attemptNumber += 1) {
    try {
      return await db.transaction((tx) => signIn(tx, config, id, identity, context));
    } catch (error) {
      if (!(error instanceof TransactionRollbackError) || attemptNumber >= LINK_ATTEMPTS) throw error;
    }
  }
}

async function signIn(tx: Transaction, config: ApiConfig, id: SocialProviderId, identity: ProviderIdentity, context: SocialLoginContext): Promise<{ key: string; created: boolean }> {
  const email = identity.email?.trim().toLowerCase() ?? '';
  const [linked] = await tx
    .select({ id: users.id, isActive: users.isActive })
    .from(userIdentities)
    .innerJoin(users, eq(users.id, userIdentities.userId))
    .where(and(eq(userIdentities.provider, id), eq(userIdentities.subject, identity.subject)));
  const [emailUser] = email ? await tx.select().from(users).where(eq(users.email, email)).limit(1) : [];
  const [otherIdentity] = emailUser
    ? await tx.select({ id: userIdentities.id }).from(userIdentities).where(and(eq(userIdentities.userId, emailUser.id), eq(userIdentities.provider, id), ne(userIdentities.subject, identity.subject))).limit(1)
    : [];
  const decision = decideSocialLink({
    emailVerified: identity.emailVerified && isValidEmail(email),
    linkedUser: linked ?? null,
    emailUser: emailUser ? { id: emailUser.id, isActive: emailUser.isActive, hasOtherIdentityOfProvider: otherIdentity !== undefined } : null,
  });
  const name = PROVIDER_NAME[id];
  switch (decision.kind) {
    case 'refuse':
      if (decision.code === SOCIAL_LOGIN_ERROR.EMAIL_NOT_VERIFIED) throw refusal(403, decision.code, `${name} did not share a verified e-mail address, so no account can be matched or created.`);
      if (decision.code === SOCIAL_LOGIN_ERROR.ACCOUNT_DISABLED) throw refusal(403, decision.code, 'This account is disabled.');
      throw refusal(409, decision.code, `This ${name} account belongs to a different store account than its e-mail address. Log in with your e-mail and password.`);
    case 'login':
      await tx.update(userIdentities).set({ email, lastLoginAt: new Date() }).where(and(eq(userIdentities.provider, id), eq(userIdentities.subject, identity.subject)));
      return { key: await issueLoginToken(tx, config, decision.userId), created: false };
    case 'link': {
      // An unconfirmed account's password was set by whoever registered the address, not
      // necessarily its owner; the provider now proves the owner, so that password is dropped.
      if (!emailUser!.isEmailConfirmed) await tx.update(users).set({ isEmailConfirmed: true, passwordHash: NO_PASSWORD_HASH }).where(eq(users.id, decision.userId));
      await linkIdentity(tx, id, identity.subject, decision.userId, email);
      return { key: await issueLoginToken(tx, config, decision.userId), created: false };
    }
    case 'create': {
      const user = await insertAccount(tx, {
        isIndividual: true,
        firstName: identity.firstName.slice(0, PERSON_NAME_MAX_LENGTH),
        lastName: identity.lastName.slice(0, PERSON_NAME_MAX_LENGTH),
        email,
        passwordHash: NO_PASSWORD_HASH,
        phone: null,
        companyName: null,
        regCode: null,
        vat: null,
        newsletter: false,
        deliveryCountryId: context.deliveryCountryId,
        locale: context.locale,
        isEmailConfirmed: true,
      });
      await linkIdentity(tx, id, identity.subject, user.id, email);
      return { key: await issueLoginToken(tx, config, user.id), created: true };
    }
  }
}

async function linkIdentity(tx: Transaction, provider: SocialProviderId, subject: string, userId: number, email: string) {
  const [row] = await tx.insert(userIdentities).values({ provider, subject, userId, email }).onConflictDoNothing().returning({ id: userIdentities.id });
  // Linked by a concurrent sign-in a moment ago: start over, which then finds the link.
  if (!row) tx.rollback();
}
