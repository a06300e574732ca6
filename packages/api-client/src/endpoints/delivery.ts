import type { ApiClient } from '../createApiClient';
import { ORDER_PATH } from './orders';
import type { DeliveryInput, DeliveryMethod, DeliveryUpdateResult, InformationInput, OrderDelivery, ParcelMachine, ParcelMachineSearch, Payment, PaymentInput, PaymentOption } from '../types';

const DELIVERY_PATH = {
  METHODS: '/api/v1/deliveries/methods/',
  method: (id: number) => `/api/v1/deliveries/methods/${id}/`,
  PARCEL_MACHINES: '/api/v1/deliveries/parcel-machines/',
  orderDelivery: (uuid: string) => `${ORDER_PATH.order(uuid)}delivery/`,
  orderInformation: (uuid: string) => `${ORDER_PATH.order(uuid)}delivery/information/`,
} as const;

export function deliveryApi(client: ApiClient) {
  return {
    methods: (countryId?: number, signal?: AbortSignal) => client.request<DeliveryMethod[]>(DELIVERY_PATH.METHODS, { query: { country_id: countryId }, signal }),
    method: (id: number, signal?: AbortSignal) => client.request<DeliveryMethod>(DELIVERY_PATH.method(id), { signal }),
    parcelMachines: ({ countryId, search }: ParcelMachineSearch, signal?: AbortSignal) =>
      client.request<ParcelMachine[]>(DELIVERY_PATH.PARCEL_MACHINES, { query: { country_id: countryId, search: search?.trim() || undefined }, signal }),
    get: (uuid: string, signal?: AbortSignal) => client.request<OrderDelivery>(DELIVERY_PATH.orderDelivery(uuid), { signal }),
    put: (uuid: string, body: DeliveryInput) => client.request<DeliveryUpdateResult>(DELIVERY_PATH.orderDelivery(uuid), { method: 'PUT', body }),
    information: (uuid: string, signal?: AbortSignal) =>
      client.request<{ information: InformationInput | null }>(DELIVERY_PATH.orderInformation(uuid), { signal }),
    putInformation: (uuid: string, body: InformationInput) =>
      client.request<{ information: InformationInput }>(DELIVERY_PATH.orderInformation(uuid), { method: 'PUT', body }),
  };
}

const PAYMENT_PATH = {
  OPTIONS: '/api/v1/payments/options/',
  return: (paymentUuid: string) => `${ORDER_PATH.payment(paymentUuid)}return/`,
} as const;

/** Payments go through the API's provider abstraction; `test` is the built-in test provider. */
export function paymentsApi(client: ApiClient) {
  return {
    options: (signal?: AbortSignal) => client.request<PaymentOption[]>(PAYMENT_PATH.OPTIONS, { signal }),
    /** The provider's signed token from the shopper's return (Montonio's `order-token`). */
    confirmReturn: (paymentUuid: string, orderToken: string) => client.request<Payment>(PAYMENT_PATH.return(paymentUuid), { method: 'POST', body: { order_token: orderToken } }),
    start: (orderUuid: string, body: PaymentInput) => client.request<Payment>(ORDER_PATH.payments(orderUuid), { method: 'POST', body }),
    get: (paymentUuid: string, signal?: AbortSignal) => client.request<Payment>(ORDER_PATH.payment(paymentUuid), { signal }),
  };
}
