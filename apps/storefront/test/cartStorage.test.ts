import { describe, expect, it } from 'vitest';
import { forgetAnonymousOrder, readAnonymousOrders, rememberAnonymousOrder } from '../app/lib/cartStorage';
import { parseCookies, serializeCookie } from '../app/lib/cookies';
import { deliveryCountryCookie, deliveryCountryFromCookie } from '../app/lib/deliveryCountry';

class MemoryStorage implements Storage {
  private items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
}

describe('anonymous cart storage', () => {
  it('keeps orders only while draft or event draft', () => {
    const storage = new MemoryStorage();
    rememberAnonymousOrder({ uuid: 'a', status: 1 }, storage);
    rememberAnonymousOrder({ uuid: 'b', status: 7 }, storage);
    expect(readAnonymousOrders(storage).map((ref) => ref.uuid)).toEqual(['a', 'b']);
    rememberAnonymousOrder({ uuid: 'a', status: 2 }, storage);
    expect(readAnonymousOrders(storage).map((ref) => ref.uuid)).toEqual(['b']);
    forgetAnonymousOrder('b', storage);
    expect(readAnonymousOrders(storage)).toEqual([]);
  });

  it('survives garbage in storage', () => {
    const storage = new MemoryStorage();
    storage.setItem('salon.anonymousOrders', '{not json');
    expect(readAnonymousOrders(storage)).toEqual([]);
  });
});

describe('cookies', () => {
  it('round-trips the delivery-country cookie (one year, SameSite Lax)', () => {
    const header = deliveryCountryCookie(3, 1000, true);
    expect(header).toContain('Max-Age=31536000');
    expect(header).toContain('SameSite=Lax');
    expect(header).toContain('Secure');
    const value = parseCookies(header.split(';')[0])['delivery_country'];
    expect(deliveryCountryFromCookie(value)).toEqual({ countryId: 3, savedAt: 1000 });
    expect(deliveryCountryFromCookie('{"countryId":9}')).toBeNull();
  });

  it('serialises httpOnly cookies', () => {
    expect(serializeCookie('t', 'a b', { httpOnly: true, maxAgeSeconds: 5 })).toBe('t=a%20b; Path=/; Max-Age=5; HttpOnly; SameSite=Lax');
  });
});
