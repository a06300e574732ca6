import { describe, expect, it } from 'vitest';
import { deliveryAddressLabel } from './deliveryAddressLabel';

describe('deliveryAddressLabel', () => {
  it('joins recipient, street and postal code with city', () => {
    expect(deliveryAddressLabel({ name: 'Mari Tamm', street: 'Pärnu mnt 1', postal_code: '10141', city: 'Tallinn' })).toBe('Mari Tamm, Pärnu mnt 1, 10141 Tallinn');
  });
  it('leaves out a missing recipient without a stray comma', () => {
    expect(deliveryAddressLabel({ name: '', street: 'Brīvības iela 1', postal_code: 'LV-1010', city: 'Rīga' })).toBe('Brīvības iela 1, LV-1010 Rīga');
    expect(deliveryAddressLabel({ street: 'Brīvības iela 1', postal_code: 'LV-1010', city: 'Rīga' })).toBe('Brīvības iela 1, LV-1010 Rīga');
  });
});
