import { describe, it, expect } from 'vitest';
import { customerSchema } from './customer';
import { addressSchema } from './address';
import { authUserSchema } from './authUser';
import { orderSchema } from './order';
import { orderLineSchema } from './orderLine';
import { productSchema, rawProductSchema } from './product';
import { categorySchema } from './category';
import { popularSearchItemSchema } from './popularItems';
import { translatableSchema } from './translatable';
import { customerLoyaltySchema } from './customerLoyalty';
import { newsletterFormSchema } from './newsletterForm';
import { readDeliveryCountryCookie } from './deliveryCountryCookie';
import { numberLikeSchema } from './primitives';

const UUID = '00000000-0000-0000-0000-000000000001';

const customer = {
  uuid: UUID,
  name: 'Salong OÜ',
  created_at: '2025-01-01T10:00:00Z',
  is_individual: false,
  reg_code: '12345678',
  vat: 'EE123',
  delivery_country_id: 2,
  loyalty: { is_loyal: true, can_join_loyalty: false, has_been_loyal: true, show_welcome_popup: false },
};

describe('primitives', () => {
  it('accepts numbers and decimal strings as number-like', () => {
    expect(numberLikeSchema.safeParse(12).success).toBe(true);
    expect(numberLikeSchema.safeParse('12.50').success).toBe(true);
    expect(numberLikeSchema.safeParse('-3').success).toBe(true);
    expect(numberLikeSchema.safeParse('12,50').success).toBe(false);
    expect(numberLikeSchema.safeParse('abc').success).toBe(false);
  });
});

describe('customerSchema', () => {
  it('parses a business customer', () => {
    expect(customerSchema.parse(customer).reg_code).toBe('12345678');
  });
  it('parses an individual without reg_code and vat', () => {
    const { reg_code: _r, vat: _v, ...individual } = customer;
    expect(customerSchema.safeParse({ ...individual, is_individual: true }).success).toBe(true);
  });
  it('rejects a bad uuid and missing loyalty', () => {
    expect(customerSchema.safeParse({ ...customer, uuid: 'x' }).success).toBe(false);
    const { loyalty: _l, ...noLoyalty } = customer;
    expect(customerSchema.safeParse(noLoyalty).success).toBe(false);
  });
});

describe('addressSchema', () => {
  it('takes only INVOICE or DELIVERY', () => {
    expect(addressSchema.safeParse({ id: 1, type: 'INVOICE' }).success).toBe(true);
    expect(addressSchema.safeParse({ id: 1, type: 'HOME' }).success).toBe(false);
  });
});

describe('authUserSchema', () => {
  it('parses a user with and without an active company', () => {
    const user = {
      is_email_subscription: true,
      permission_groups: [{ name: 'TH_ADMIN' }],
      active_role_permissions: ['IS_ROUTE_ADMIN'],
      active_company: { customer: { uuid: UUID } },
    };
    expect(authUserSchema.parse(user).active_company?.customer.uuid).toBe(UUID);
    expect(authUserSchema.safeParse({ ...user, active_company: null }).success).toBe(true);
  });
});

describe('orderSchema', () => {
  const order = {
    uuid: UUID,
    status: 1,
    customer: null,
    order_lines: [{ id: 5, product: { id: 9, name: 'Shampoo' }, price: '9.90', quantity: 2 }],
    total_with_coupon_discount: '19.80',
    transport_cost: '0.00',
    vat: '3.57',
    loyalty_discount: '0.00',
  };
  it('parses a draft order and fills line defaults', () => {
    const parsed = orderSchema.parse(order);
    expect(parsed.status).toBe(1);
    expect(parsed.order_lines[0]?.kind).toBe('PRODUCT');
    expect(parsed.order_lines[0]?.restrictions).toEqual([]);
  });
  it('rejects unknown statuses and non-numeric totals', () => {
    expect(orderSchema.safeParse({ ...order, status: 8 }).success).toBe(false);
    expect(orderSchema.safeParse({ ...order, vat: 'n/a' }).success).toBe(false);
  });
  it('defaults order_lines to []', () => {
    const { order_lines: _lines, ...empty } = order;
    expect(orderSchema.parse(empty).order_lines).toEqual([]);
  });
});

describe('orderLineSchema', () => {
  it('rejects negative quantities and accepts event lines', () => {
    expect(orderLineSchema.safeParse({ id: 1, product: { id: 1 }, price: 1, quantity: -1 }).success).toBe(false);
    expect(orderLineSchema.parse({ id: 1, kind: 'EVENT', product: { id: 1 }, price: null, quantity: 1 }).kind).toBe('EVENT');
  });
});

describe('productSchema', () => {
  it('parses a minimal product with defaults', () => {
    const product = productSchema.parse({ id: 1, name: 'Mask', price: null, slug: 'mask' });
    expect(product.price).toBeNull();
    expect(product.valid_restrictions).toEqual([]);
    expect(product.files).toEqual([]);
    expect(product.is_disabled).toBe(false);
  });
  it('parses restrictions with a reason', () => {
    const product = productSchema.parse({
      id: 1, name: 'Mask', price: '5.00', slug: 'mask',
      valid_restrictions: [{ reason: 'Not sold in LV', scope: 'country' }],
    });
    expect(product.valid_restrictions[0]?.reason).toBe('Not sold in LV');
  });
  it('parses a raw product', () => {
    expect(rawProductSchema.safeParse({
      id: 1, brand: { value: 'Brand' }, i18n_name: { et_EE: { value: 'Mask' } }, i18n_slug: {}, categories: [1, 2],
    }).success).toBe(true);
  });
});

describe('translatableSchema', () => {
  it('keys values by locale with optional ext_id', () => {
    expect(translatableSchema.safeParse({ et_EE: { value: 'Tere', ext_id: 4 }, en_US: { value: 'Hi' } }).success).toBe(true);
    expect(translatableSchema.safeParse({ et_EE: 'Tere' }).success).toBe(false);
  });
});

describe('categorySchema and popular items', () => {
  it('parses a root category', () => {
    expect(categorySchema.parse({ id: 1, parent: null, order: 0, i18n_name: {}, i18n_slug: {} }).parent).toBeNull();
  });
  it('limits popular search types', () => {
    const item = { id: 1, type: 'brand', name: 'X', slug: 'x', i18n_slug: {} };
    expect(popularSearchItemSchema.safeParse(item).success).toBe(true);
    expect(popularSearchItemSchema.safeParse({ ...item, i18n_slug: null }).success).toBe(true);
    expect(popularSearchItemSchema.safeParse({ ...item, type: 'product' }).success).toBe(false);
  });
});

describe('customerLoyaltySchema', () => {
  it('allows no next tier at the top', () => {
    expect(customerLoyaltySchema.safeParse({
      non_reserved_points_balance: '120',
      current_tier: { level: 3, min_amount: '1500.00' },
      next_tier: null,
      total_spent_amount: 2100,
    }).success).toBe(true);
  });
});

describe('newsletterFormSchema', () => {
  it('trims the e-mail and validates it', () => {
    expect(newsletterFormSchema.parse({ email: '  anna@salon.ee ' }).email).toBe('anna@salon.ee');
  });
  it('reports newsletterSubscriptionError', () => {
    const result = newsletterFormSchema.safeParse({ email: 'anna@' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('newsletterSubscriptionError');
  });
});

describe('readDeliveryCountryCookie', () => {
  it('accepts EE and LV only', () => {
    expect(readDeliveryCountryCookie({ countryId: 3, savedAt: 1 })).toEqual({ countryId: 3, savedAt: 1 });
    expect(readDeliveryCountryCookie({ countryId: 2, savedAt: 1 })).toEqual({ countryId: 2, savedAt: 1 });
    expect(readDeliveryCountryCookie({ countryId: 4, savedAt: 1 })).toBeNull();
    expect(readDeliveryCountryCookie({ countryId: '3', savedAt: 1 })).toBeNull();
  });

  it('needs a whole, non-negative savedAt', () => {
    expect(readDeliveryCountryCookie({ countryId: 3, savedAt: 1.5 })).toBeNull();
    expect(readDeliveryCountryCookie({ countryId: 3, savedAt: -1 })).toBeNull();
    expect(readDeliveryCountryCookie({ countryId: 3, savedAt: 2 ** 53 })).toBeNull();
    expect(readDeliveryCountryCookie({ countryId: 3 })).toBeNull();
    expect(readDeliveryCountryCookie({ countryId: 3, savedAt: 0 })).toEqual({ countryId: 3, savedAt: 0 });
  });

  it('keeps only the two fields and refuses what is no object', () => {
    expect(readDeliveryCountryCookie({ countryId: 3, savedAt: 5, extra: 'x' })).toEqual({ countryId: 3, savedAt: 5 });
    for (const value of [null, 3, 'x', [], undefined]) expect(readDeliveryCountryCookie(value)).toBeNull();
  });
});
