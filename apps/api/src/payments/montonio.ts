import { SignJWT, jwtVerify } from 'jose';
import { z } from 'zod';
import { LOCALES, PAYMENT_METHOD, PAYMENT_RESULT, type LocaleCode, type PaymentResult } from '@salon/domain';
import type { MontonioConfig } from '../config';
import { API_ERROR_CODE, ApiError } from '../lib/errors';
import { InvalidProviderReport, type PaymentProvider } from './provider';

/**
 * Montonio Stargate (docs.montonio.com/api/stargate): bank links and cards in Estonia and Latvia
 * (docs/decisions/0042-payment-provider.md). Every request is a JWT signed HS256 with the secret
 * key; Montonio's order token (on the return URL and in the webhook body) is signed the same way.
 */
export const MONTONIO = 'montonio';

/** The store's methods and Montonio's system names for them. */
const MONTONIO_METHOD: Partial<Record<string, string>> = {
  [PAYMENT_METHOD.BANK]: 'paymentInitiation',
  [PAYMENT_METHOD.CREDIT_CARD]: 'cardPayments',
};

/**
 * Montonio's paymentStatus values and what they mean here. Refunds come after a payment that
 * already settled the order; they are staff work in Montonio's Partner System, not news for
 * the shopper, so the store does not act on them (null).
 */
const MONTONIO_STATUS: Record<string, PaymentResult | null> = {
  PAID: PAYMENT_RESULT.SUCCESS,
  PENDING: PAYMENT_RESULT.PENDING,
  AUTHORIZED: PAYMENT_RESULT.PENDING,
  VOIDED: PAYMENT_RESULT.FAILED,
  ABANDONED: PAYMENT_RESULT.CANCELLED,
  REFUNDED: null,
  PARTIALLY_REFUNDED: null,
};

/** Montonio's own tokens are valid for an hour; the store's requests ask for no more. */
const TOKEN_LIFETIME = '1h';
const REQUEST_TIMEOUT_MS = 15_000;

const createdOrderSchema = z.object({ uuid: z.string().min(1).max(100), paymentUrl: z.url({ protocol: /^https?$/ }) });
const orderTokenSchema = z.object({
  accessKey: z.string(),
  uuid: z.string().min(1).max(100),
  merchantReference: z.string().min(1).max(100),
  paymentStatus: z.string(),
  grandTotal: z.union([z.number(), z.string()]),
  currency: z.string(),
});

const montonioLocale = (locale: LocaleCode) => LOCALES.find((entry) => entry.code === locale)?.shortCode ?? 'en';

export function montonioProvider(config: MontonioConfig, fetchImpl: typeof fetch = fetch): PaymentProvider {
  const key = new TextEncoder().encode(config.secretKey);
  const sign = (payload: Record<string, unknown>) =>
    new SignJWT({ accessKey: config.accessKey, ...payload }).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).setIssuedAt().setExpirationTime(TOKEN_LIFETIME).sign(key);

  return {
    name: MONTONIO,
    methods: Object.keys(MONTONIO_METHOD),
    async startPayment(request) {
      const amount = Number(request.amount);
      const data = await sign({
        // The payment, not the order: a second attempt at the same order is a new Montonio order.
        merchantReference: request.paymentUuid,
        returnUrl: request.returnUrl,
        notificationUrl: request.notificationUrl,
        currency: 'EUR',
        grandTotal: amount,
        locale: montonioLocale(request.locale),
        payment: { method: MONTONIO_METHOD[request.method], amount, currency: 'EUR' },
      });
      let created: z.infer<typeof createdOrderSchema>;
      try {
        const response = await fetchImpl(`${config.apiUrl}/orders`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify({ data }),
          signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
        });
        if (!response.ok) throw new Error(`Montonio answered ${response.status}`);
        created = createdOrderSchema.parse(await response.json());
      } catch (error) {
        console.warn(`montonio: creating the order for payment ${request.paymentUuid} failed: ${error instanceof Error ? error.message : String(error)}`);
        throw new ApiError(502, API_ERROR_CODE.PAYMENT_PROVIDER_FAILED, 'The payment provider could not be reached. Nothing was charged; please try again in a moment.');
      }
      return { status: PAYMENT_RESULT.PENDING, providerReference: created.uuid, redirectUrl: created.paymentUrl };
    },
    async readReport(token) {
      let payload: unknown;
      try {
        ({ payload } = await jwtVerify(token, key, { algorithms: ['HS256'] }));
      } catch {
        throw new InvalidProviderReport('The token is not signed by Montonio for this shop, or it has expired.');
      }
      const parsed = orderTokenSchema.safeParse(payload);
      if (!parsed.success) throw new InvalidProviderReport('The token does not describe a Montonio order.');
      const report = parsed.data;
      // Signed with our secret but for another access key: a token of another of our shops.
      if (report.accessKey !== config.accessKey) throw new InvalidProviderReport('The token belongs to another Montonio store.');
      if (report.currency !== 'EUR') throw new InvalidProviderReport('The token is not in euros.');
      const status = MONTONIO_STATUS[report.paymentStatus];
      if (status === undefined) throw new InvalidProviderReport(`Unknown Montonio payment status "${report.paymentStatus}".`);
      return { paymentUuid: report.merchantReference, providerReference: report.uuid, status, amount: Number(report.grandTotal).toFixed(2) };
    },
  };
}
