import { randomUUID } from 'node:crypto';
import { PAYMENT_RESULT, type PaymentResult } from '@salon/domain';

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

export const PAYMENT_PROVIDERS: ReadonlyMap<string, PaymentProvider> = new Map([[testPaymentProvider.name, testPaymentProvider]]);
