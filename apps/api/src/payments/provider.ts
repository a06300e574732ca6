import { randomUUID } from 'node:crypto';
import { PAYMENT_METHOD, PAYMENT_RESULT, type LocaleCode, type PaymentResult } from '@salon/domain';
import type { ApiConfig } from '../config';
import { montonioProvider } from './montonio';

interface PaymentRequest {
  paymentUuid: string;
  orderUuid: string;
  /** EUR, two decimals, as stored. */
  amount: string;
  method: string;
  locale: LocaleCode;
  /** Where the shopper's browser comes back to (the storefront's payment-status page). */
  returnUrl: string;
  /** Where the provider posts its signed notifications (this API's webhook). */
  notificationUrl: string;
  /** Test provider only: the outcome to simulate. */
  testResult?: PaymentResult | undefined;
}

interface PaymentStart {
  status: PaymentResult;
  providerReference: string;
  /** Redirect providers: the provider's page the shopper pays on. */
  redirectUrl?: string;
}

/** What a provider said about a payment, read from a token whose signature was checked. */
export interface ProviderReport {
  paymentUuid: string;
  providerReference: string;
  /** null: a status this store does not act on (a refund after payment, for one). */
  status: PaymentResult | null;
  amount: string;
}

/** A notification or return token that is not the provider's: forged, altered, expired or for another shop. */
export class InvalidProviderReport extends Error {
  override name = 'InvalidProviderReport';
}

/** A payment service provider. Redirect providers also read their signed reports. */
export interface PaymentProvider {
  readonly name: string;
  /** Methods (PAYMENT_METHOD) the shopper may choose with this provider. */
  readonly methods: readonly string[];
  startPayment(request: PaymentRequest): Promise<PaymentStart>;
  readReport?(token: string): Promise<ProviderReport>;
}

/** Built-in provider for development and tests: answers with the requested outcome (default success). */
const testPaymentProvider: PaymentProvider = {
  name: 'test',
  methods: [PAYMENT_METHOD.BANK, PAYMENT_METHOD.CREDIT_CARD],
  async startPayment(request) {
    return { status: request.testResult ?? PAYMENT_RESULT.SUCCESS, providerReference: `test-${randomUUID()}` };
  },
};

/**
 * The providers this deployment offers, real ones first. The test provider settles any order
 * without money, so it is offered only with PAYMENT_TEST_PROVIDER=enabled, which config.ts
 * refuses in production; Montonio only when its keys are set.
 */
export function availablePaymentProviders(config: Pick<ApiConfig, 'paymentTestProvider' | 'montonio'>): ReadonlyMap<string, PaymentProvider> {
  const offered = [...(config.montonio ? [montonioProvider(config.montonio)] : []), ...(config.paymentTestProvider ? [testPaymentProvider] : [])];
  return new Map(offered.map((provider) => [provider.name, provider]));
}
