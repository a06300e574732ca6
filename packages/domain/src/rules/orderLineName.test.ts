import { describe, expect, it } from 'vitest';
import { orderLineName } from './orderLineName';

describe('orderLineName', () => {
  it("names a product line by the product's name", () => {
    expect(orderLineName({ product: { name: 'Repair Shampoo 1000 ml' }, event_ticket: null }, 'en_US')).toBe('Repair Shampoo 1000 ml');
  });
  it("names a ticket line by the ticket's name in the locale, falling back to Estonian", () => {
    const ticket = { i18n_name: { et_EE: { value: 'Täispilet' }, en_US: { value: 'Full ticket' } } };
    expect(orderLineName({ product: null, event_ticket: ticket }, 'en_US')).toBe('Full ticket');
    expect(orderLineName({ product: null, event_ticket: ticket }, 'lv_LV')).toBe('Täispilet');
  });
  it('is empty for a line with neither', () => {
    expect(orderLineName({ product: null, event_ticket: null }, 'en_US')).toBe('');
    expect(orderLineName({}, 'en_US')).toBe('');
  });
});
