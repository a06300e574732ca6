import { and, eq, gt, isNull, TransactionRollbackError } from 'drizzle-orm';
import { LOCALES, USER_ROLE, type LocaleCode } from '@salon/domain';
import type { ApiConfig } from '../config';
import type { Database, Executor, Transaction } from '../db/client';
import { accountTokens, authTokens, customerMemberships, customers, loyaltyAccounts, newsletterSubscriptions, roles, users, type PendingRegistration } from '../db/schema';
import { createTokenKey, hashTokenKey } from '../auth/tokens';
import { recordLoginSuccess } from '../auth/loginThrottle';
import { API_ERROR_CODE, ApiError, badRequest } from '../lib/errors';
import { sendMail } from '../mail/outbox';
import { MAIL_KIND, renderMail } from '../mail/templates';

const HOUR_MS = 60 * 60 * 1000;
/** How long e-mailed links work (docs/decisions/0011-account-flows-and-mail.md). */
const ACCOUNT_TOKEN_TTL_HOURS = { 'confirm-account': 72, 'reset-password': 2 } as const;
type AccountTokenPurpose = keyof typeof ACCOUNT_TOKEN_TTL_HOURS;

/** Storefront pages the e-mailed links open. */
const ACCOUNT_LINK_PATH = { 'confirm-account': '/auth/confirm', 'reset-password': '/auth/reset' } as const;

type UserRow = typeof users.$inferSelect;

export interface Registration {
  isIndividual: boolean;
  firstName: string;
  lastName: string;
  email: string;
  passwordHash: string;
  phone: string | null;
  companyName: string | null;
  regCode: string | null;
  vat: string | null;
  newsletter: boolean;
  deliveryCountryId: number | null;
  locale: LocaleCode;
}

/** A new one-time token; only its hash is stored. */
async function issueToken(db: Executor, userId: number, purpose: AccountTokenPurpose, registration: PendingRegistration | null = null, now = new Date()): Promise<string> {
  const { key, keyHash } = createTokenKey();
  await db.insert(accountTokens).values({ userId, purpose, tokenHash: keyHash, expiresAt: new Date(now.getTime() + ACCOUNT_TOKEN_TTL_HOURS[purpose] * HOUR_MS), registration });
  return key;
}

function linkTo(config: ApiConfig, purpose: AccountTokenPurpose, token: string, locale: LocaleCode): string {
  const url = new URL(ACCOUNT_LINK_PATH[purpose], config.storefrontOrigin);
  url.searchParams.set('key', token);
  // The storefront switches to the language the shopper used when asking for the mail.
  url.searchParams.set('lang', LOCALES.find((entry) => entry.code === locale)!.shortCode);
  return url.toString();
}

async function mailLink(db: Executor, config: ApiConfig, user: Pick<UserRow, 'id' | 'email' | 'firstName'>, purpose: AccountTokenPurpose, locale: LocaleCode, registration: PendingRegistration | null = null) {
  const token = await issueToken(db, user.id, purpose, registration);
  const kind = purpose === 'confirm-account' ? MAIL_KIND.CONFIRM_ACCOUNT : MAIL_KIND.RESET_PASSWORD;
  const mail = renderMail(kind, locale, { name: registration?.firstName || user.firstName || user.email, link: linkTo(config, purpose, token, locale), hours: ACCOUNT_TOKEN_TTL_HOURS[purpose] });
  await sendMail(db, config.mail, { kind, to: user.email, ...mail, locale, userId: user.id });
}

/**
 * The user, its own customer (private: RETAIL, business: SALON), its CUSTOMER_ADMIN membership,
 * loyalty account and newsletter choice, inside the caller's transaction. Registration and social
 * login both create accounts with it. An e-mail taken at the same moment rolls the transaction back.
 */
export async function insertAccount(tx: Transaction, input: Registration & { isEmailConfirmed: boolean }): Promise<UserRow> {
  const [customer] = await tx
    .insert(customers)
    .values({
      name: input.isIndividual ? `${input.firstName} ${input.lastName}`.trim() || input.email : input.companyName!,
      isIndividual: input.isIndividual,
      regCode: input.isIndividual ? null : input.regCode,
      vat: input.isIndividual ? null : input.vat,
      email: input.email,
      phone: input.phone,
      deliveryCountryId: input.deliveryCountryId,
      locale: input.locale,
      clientGroup: input.isIndividual ? 'RETAIL' : 'SALON',
    })
    // One business account per registry code (docs/decisions/0039): a second person of the
    // company is added by its administrator. The code is public registry data, so saying so
    // tells nothing about any person.
    .onConflictDoNothing()
    .returning();
  if (!customer) throw badRequest('A business account with this registry code exists. Ask its administrator to add you.', { reg_code: ['This company already has an account.'] }, API_ERROR_CODE.CUSTOMER_REG_CODE_TAKEN);
  const [created] = await tx
    .insert(users)
    .values({
      email: input.email,
      passwordHash: input.passwordHash,
      firstName: input.firstName,
      lastName: input.lastName,
      isEmailSubscription: input.newsletter,
      isEmailConfirmed: input.isEmailConfirmed,
      activeCustomerUuid: customer.uuid,
    })
    // Two registrations of one address at the same moment: the second creates nothing.
    .onConflictDoNothing({ target: users.email })
    .returning();
  if (!created) tx.rollback();
  const [role] = await tx.select({ id: roles.id }).from(roles).where(eq(roles.code, USER_ROLE.CUSTOMER_ADMIN));
  await tx.insert(customerMemberships).values({ userId: created!.id, customerUuid: customer.uuid, roleId: role!.id });
  await tx.insert(loyaltyAccounts).values({ customerUuid: customer.uuid });
  if (input.newsletter) await tx.insert(newsletterSubscriptions).values({ email: input.email, userId: created!.id, locale: input.locale }).onConflictDoNothing();
  return created!;
}

/**
 * Registers a new, unconfirmed user with its own customer (private or business) and mails the
 * confirmation link. An address that already has an account gets a different mail instead and
 * nothing is created, so the answer is the same either way (no account probing).
 */
export async function register(db: Database, config: ApiConfig, input: Registration): Promise<void> {
  const [existing] = await db.select().from(users).where(eq(users.email, input.email)).limit(1);
  if (existing) {
    if (!existing.isEmailConfirmed) {
      // Not confirmed yet: whoever registered first may not be the address's owner. This link
      // carries this registration's password and names, and the account takes them when it is
      // used (decision 0083): only the mailbox's owner can use it.
      const registration = { passwordHash: input.passwordHash, firstName: input.firstName, lastName: input.lastName, newsletter: input.newsletter };
      await mailLink(db, config, existing, 'confirm-account', input.locale, registration);
      return;
    }
    const mail = renderMail(MAIL_KIND.ACCOUNT_EXISTS, input.locale, {
      name: existing.firstName || existing.email,
      link: new URL(`${ACCOUNT_LINK_PATH['reset-password']}?forgot=1`, config.storefrontOrigin).toString(),
      hours: 0,
    });
    await sendMail(db, config.mail, { kind: MAIL_KIND.ACCOUNT_EXISTS, to: existing.email, ...mail, locale: input.locale, userId: existing.id });
    return;
  }
  const user = await db.transaction((tx) => insertAccount(tx, { ...input, isEmailConfirmed: false })).catch((error: unknown) => {
    if (error instanceof TransactionRollbackError) return null;
    throw error;
  });
  if (user) await mailLink(db, config, user, 'confirm-account', input.locale);
}

/** Mails a reset link when the address belongs to an active account; otherwise does nothing. The caller answers the same. */
export async function requestPasswordReset(db: Database, config: ApiConfig, email: string, locale: LocaleCode): Promise<void> {
  const [user] = await db.select().from(users).where(and(eq(users.email, email), eq(users.isActive, true))).limit(1);
  if (user) await mailLink(db, config, user, 'reset-password', locale);
}

const invalidLink = () =>
  new ApiError(400, API_ERROR_CODE.INVALID_LINK, 'This link is not valid or has expired.', { key: ['This link is not valid or has expired.'] });

/**
 * Marks the token used and returns its user, in one statement: of two concurrent uses only one
 * succeeds. Unknown, used and expired tokens are refused alike.
 */
async function consumeToken(db: Executor, key: string, purpose: AccountTokenPurpose, now = new Date()): Promise<{ userId: number; registration: PendingRegistration | null }> {
  const [row] = await db
    .update(accountTokens)
    .set({ usedAt: now })
    .where(and(eq(accountTokens.tokenHash, hashTokenKey(key)), eq(accountTokens.purpose, purpose), isNull(accountTokens.usedAt), gt(accountTokens.expiresAt, now)))
    .returning({ userId: accountTokens.userId, registration: accountTokens.registration });
  if (!row) throw invalidLink();
  return row;
}

/** The rest of a repeated registration: the private customer's name and the newsletter choice. */
async function applyRegistration(tx: Executor, user: UserRow, registration: PendingRegistration) {
  if (user.activeCustomerUuid) {
    const name = `${registration.firstName} ${registration.lastName}`.trim() || user.email;
    await tx.update(customers).set({ name }).where(and(eq(customers.uuid, user.activeCustomerUuid), eq(customers.isIndividual, true)));
  }
  if (registration.newsletter) await tx.insert(newsletterSubscriptions).values({ email: user.email, userId: user.id, locale: null }).onConflictDoNothing();
  else await tx.delete(newsletterSubscriptions).where(and(eq(newsletterSubscriptions.email, user.email), eq(newsletterSubscriptions.userId, user.id)));
}

/**
 * Confirms the account of the link. A link of a repeated registration writes that registration's
 * password and names (decision 0083); the account's other confirmation links die, so no earlier
 * registration's can be used after it.
 */
export async function confirmAccount(db: Database, key: string) {
  return db.transaction(async (tx) => {
    const now = new Date();
    const { userId, registration } = await consumeToken(tx, key, 'confirm-account', now);
    const registered = registration
      ? { passwordHash: registration.passwordHash, firstName: registration.firstName, lastName: registration.lastName, isEmailSubscription: registration.newsletter }
      : {};
    const [user] = await tx.update(users).set({ isEmailConfirmed: true, ...registered }).where(eq(users.id, userId)).returning();
    await tx.update(accountTokens).set({ usedAt: now }).where(and(eq(accountTokens.userId, userId), eq(accountTokens.purpose, 'confirm-account'), isNull(accountTokens.usedAt)));
    if (registration) await applyRegistration(tx, user!, registration);
    const [customer] = user!.activeCustomerUuid
      ? await tx.select({ isIndividual: customers.isIndividual }).from(customers).where(eq(customers.uuid, user!.activeCustomerUuid))
      : [];
    return { email: user!.email, isIndividual: customer?.isIndividual ?? true };
  });
}

/**
 * Sets the new password; every session of the user ends, the other open reset links die, the
 * account's failed-login lock is lifted, and the e-mail counts as confirmed (the link proved it).
 */
export async function resetPassword(db: Database, key: string, passwordHash: string) {
  const now = new Date();
  const email = await db.transaction(async (tx) => {
    const { userId } = await consumeToken(tx, key, 'reset-password', now);
    const [user] = await tx.update(users).set({ passwordHash, isEmailConfirmed: true }).where(eq(users.id, userId)).returning({ email: users.email });
    await tx.update(authTokens).set({ revokedAt: now }).where(and(eq(authTokens.userId, userId), isNull(authTokens.revokedAt)));
    await tx.update(accountTokens).set({ usedAt: now }).where(and(eq(accountTokens.userId, userId), eq(accountTokens.purpose, 'reset-password'), isNull(accountTokens.usedAt)));
    return user!.email;
  });
  await recordLoginSuccess(db, email);
  return { email };
}
