import type { ApiClient } from '../createApiClient';
import type { Address, AddressInput, Customer, CustomerUpdate } from '../types';

const customerPath = (id: string) => `/api/v1/customers/${encodeURIComponent(id)}/`;

const CUSTOMER_PATH = {
  customer: customerPath,
  addresses: (id: string) => `${customerPath(id)}addresses/`,
  address: (id: string, addressId: number) => `${customerPath(id)}addresses/${addressId}/`,
  localeAndDelivery: (uuid: string) => `${customerPath(uuid)}locale-and-delivery/`,
  CHANGE_ACTIVE_ENTITY: '/api/v1/users/change-active-entity/',
  ACK_LOYALTY_POPUP: '/api/v1/administrator/loyalty/ack_popup',
} as const;

export function customersApi(client: ApiClient) {
  return {
    /** PUT the chosen customer as the user's active one; answers with that customer. */
    changeActiveEntity: (id: string) => client.request<Customer>(CUSTOMER_PATH.CHANGE_ACTIVE_ENTITY, { method: 'PUT', body: { id } }),
    get: (id: string, signal?: AbortSignal) => client.request<Customer>(CUSTOMER_PATH.customer(id), { signal }),
    update: (id: string, body: CustomerUpdate) => client.request<Customer>(CUSTOMER_PATH.customer(id), { method: 'PUT', body }),
    addresses: (id: string, signal?: AbortSignal) => client.request<Address[]>(CUSTOMER_PATH.addresses(id), { signal }),
    addAddress: (id: string, body: AddressInput) => client.request<Address>(CUSTOMER_PATH.addresses(id), { method: 'POST', body }),
    updateAddress: (id: string, addressId: number, body: AddressInput) => client.request<Address>(CUSTOMER_PATH.address(id, addressId), { method: 'PUT', body }),
    deleteAddress: (id: string, addressId: number) => client.request<null>(CUSTOMER_PATH.address(id, addressId), { method: 'DELETE' }),
    setLocaleAndDelivery: (uuid: string, body: { delivery_country_id: number; locale?: string }) =>
      client.request<Customer>(CUSTOMER_PATH.localeAndDelivery(uuid), { method: 'PATCH', body }),
    /** Adds a business account the user then acts for as its customer admin (409 when the registry code has one). */
    createBusiness: (body: { name: string; reg_code: string; vat?: string }) => client.request<Customer>('/api/v1/customers/', { method: 'POST', body }),
    /** Joins the loyalty programme for the customer (the active one); the API decides eligibility. */
    joinLoyalty: (customerUuid: string) => client.request<Customer>(`/api/v1/customers/${encodeURIComponent(customerUuid)}/loyalty/join/`, { method: 'POST' }),
    leaveLoyalty: (customerUuid: string) => client.request<Customer>(`/api/v1/customers/${encodeURIComponent(customerUuid)}/loyalty/leave/`, { method: 'POST' }),
    acknowledgeLoyaltyWelcome: () => client.request<{ show_welcome_popup: false }>(CUSTOMER_PATH.ACK_LOYALTY_POPUP, { method: 'POST' }),
  };
}
