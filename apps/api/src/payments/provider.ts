import { randomUUID } from 'node:crypto';
import { PAYMENT_RESULT, type PaymentResult } from '@salon/domain';
import type { ApiConfig } from '../config';

export interface PaymentRequest {
  paymentUuid: string;
  orderUuid: string;
  amount: string;
  method: string;
  /** Test provider only: the outcome to simulate. */
  testResult?: PaymentResult | undefined;
}

export interface PaymentOutcome {
  status: PaymentResult;
  providerReference: string;
}

/** A payment service provider. Real ones (bank links, cards, leasing) plug in behind this. */
export interface PaymentProvider {
  readonly name: string;
  startPayment(request: PaymentRequest): Promise<PaymentOutcome>;
}

/** Built-in provider for development and tests: answers with the requested outcome (default success). */
export const testPaymentProvider: PaymentProvider = {
  name: 'test',
  async startPayment(request) {
    return { status: request.testResult ?? PAYMENT_RESULT.SUCCESS, providerReference: `test-${randomUUID()}` };
  },
};

/** Real providers (none configured yet) would be listed here, each behind its own settings. */
const PRODUCTION_PROVIDERS: readonly PaymentProvider[] = [];

/**
 * The providers this deployment offers. The test provider settles any order without money, so it
 * is offered only with PAYMENT_TEST_PROVIDER=enabled, which config.ts refuses in production.
 */
export function availablePaymentProviders(config: Pick<ApiConfig, 'paymentTestProvider'>): ReadonlyMap<string, PaymentProvider> {
  const offered = config.paymentTestProvider ? [...PRODUCTION_PROVIDERS, testPaymentProvider] : PRODUCTION_PROVIDERS;
  return new Map(offered.map((provider) => [provider.name, provider]));
}
