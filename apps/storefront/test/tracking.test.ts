import type { Order } from '@salon/api-client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { allConsent, consentUpdateParameters, createGtag, storeConsent } from '../app/frame/consent';
import { purchaseEvent } from '../app/lib/tracking';

const isArguments = (value: unknown) => Object.prototype.toString.call(value) === '[object Arguments]';

describe('consent update', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("pushes gtag's arguments object, not a plain array", () => {
    const dataLayer: unknown[] = [];
    createGtag(dataLayer)('consent', 'update', { analytics_storage: 'granted' });
    expect(dataLayer).toHaveLength(1);
    expect(isArguments(dataLayer[0])).toBe(true);
    expect(Array.from(dataLayer[0] as ArrayLike<unknown>)).toEqual(['consent', 'update', { analytics_storage: 'granted' }]);
  });

  it('maps the categories to consent-mode types', () => {
    expect(consentUpdateParameters({ statistics: true })).toEqual({
      analytics_storage: 'granted',
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
      session_recording: 'denied',
    });
    expect(Object.values(consentUpdateParameters(allConsent())).every((state) => state === 'granted')).toBe(true);
  });

  it('stores the cookie and sends the update when the container is on the page, and only then', () => {
    const dataLayer: unknown[] = [];
    const document = { cookie: '' };
    vi.stubGlobal('window', { dataLayer });
    vi.stubGlobal('document', document);
    storeConsent(allConsent());
    expect(document.cookie).toContain('statistics');
    expect(dataLayer).toHaveLength(1);
    expect(Array.from(dataLayer[0] as ArrayLike<unknown>).slice(0, 2)).toEqual(['consent', 'update']);
    vi.stubGlobal('window', {});
    expect(() => storeConsent({ statistics: true })).not.toThrow();
  });
});

describe('purchase event', () => {
  const order = {
    uuid: 'u-1',
    number: 1042,
    total_with_coupon_discount: '61.50',
    vat: '11.09',
    transport_cost: '3.50',
    order_lines: [
      { id: 1, price: '19.00', quantity: 2, product: { id: 77, name: 'Shampoo' }, event_ticket: null },
      { id: 2, price: '20.00', quantity: 1, product: null, event_ticket: { id: 9, i18n_name: { et_EE: { value: 'Täispilet' }, en_US: { value: 'Full ticket' } } } },
    ],
  } as unknown as Order;

  it('carries transaction id, value, tax, shipping, currency and items (spec section 3)', () => {
    expect(purchaseEvent(order)).toEqual({
      event: 'purchase',
      ecommerce: {
        transaction_id: '1042',
        value: 61.5,
        tax: 11.09,
        shipping: 3.5,
        currency: 'EUR',
        items: [
          { item_id: '77', item_name: 'Shampoo', price: 19, quantity: 2 },
          { item_id: '9', item_name: 'Täispilet', price: 20, quantity: 1 },
        ],
      },
    });
  });

  it("adds the customer's e-mail and phone when the contact information is known", () => {
    expect(purchaseEvent(order, { email: 'a@b.ee', phone: '+372 5555 1234' }).ecommerce).toMatchObject({ email: 'a@b.ee', phone: '+372 5555 1234' });
  });
});
