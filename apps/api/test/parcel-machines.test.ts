import { afterAll, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import { COUNTRY_ID, ORDER_STATUS, PARCEL_MACHINE_SEARCH_LIMIT } from '@salon/domain';
import { createTestApi } from './support/testApi';
import { deliveryMethods, mailOutbox, orders, parcelMachines } from '../src/db/schema';
import { ORDER_CONFIRMATION_MAIL_KIND } from '../src/mail/orderConfirmation';

const api = await createTestApi();
const db = api.database.db;
afterAll(() => api.close());

const V1 = '/api/v1';
const ULEMISTE = 'omniva:99001';
const RIGA_ALFA = 'omniva:99101';

async function methodId(code: string): Promise<number> {
  const [method] = await db.select({ id: deliveryMethods.id }).from(deliveryMethods).where(eq(deliveryMethods.code, code));
  return method!.id;
}

async function cartWithLine(country: 'EE' | 'LV' = 'EE'): Promise<string> {
  const uuid = (await api.request('POST', `${V1}/orders/`, { body: {}, headers: { 'Delivery-Country': country } })).body.uuid;
  const list = await api.request('GET', `${V1}/products/?page_size=50&sort=price_asc`);
  const product = list.body.results.products.find((item: any) => item.price !== null && !item.is_disabled && item.valid_restrictions.length === 0);
  await api.request('POST', `${V1}/orders/${uuid}/order-lines/`, { body: { product: product.id } });
  return uuid;
}

const putDelivery = (uuid: string, body: Record<string, unknown>) => api.request('PUT', `${V1}/orders/${uuid}/delivery/`, { body });

describe('GET /deliveries/parcel-machines/', () => {
  it('lists the active machines of the country, sorted by city and name, bounded', async () => {
    const estonia = await api.request('GET', `${V1}/deliveries/parcel-machines/?country_id=${COUNTRY_ID.EE}`);
    expect(estonia.status).toBe(200);
    expect(estonia.body.length).toBeGreaterThan(0);
    expect(estonia.body.length).toBeLessThanOrEqual(PARCEL_MACHINE_SEARCH_LIMIT);
    expect(estonia.body.every((machine: any) => machine.country_id === COUNTRY_ID.EE)).toBe(true);
    const order = estonia.body.map((machine: any) => `${machine.city}\u0000${machine.name}`);
    expect(order).toEqual([...order].sort());
    expect(estonia.body[0]).toEqual(expect.objectContaining({ id: expect.stringMatching(/^omniva:/), provider: 'omniva', name: expect.any(String), address: expect.any(String), city: expect.any(String) }));
    // The seed's post office (TYPE 1) and Lithuanian machine are not parcel machines of the store.
    const all = await db.select({ providerId: parcelMachines.providerId }).from(parcelMachines);
    expect(all.map((row) => row.providerId)).not.toContain('10001');
    expect(all.map((row) => row.providerId)).not.toContain('99201');
  });

  it('searches name, address and city in any case, every word, with LIKE characters taken literally', async () => {
    const byName = await api.request('GET', `${V1}/deliveries/parcel-machines/?country_id=${COUNTRY_ID.EE}&search=${encodeURIComponent('ÜLEMISTE')}`);
    expect(byName.body.map((machine: any) => machine.id)).toEqual([ULEMISTE]);
    const byAddress = await api.request('GET', `${V1}/deliveries/parcel-machines/?country_id=${COUNTRY_ID.EE}&search=${encodeURIComponent('sõjamäe')}`);
    expect(byAddress.body.map((machine: any) => machine.id)).toEqual([ULEMISTE]);
    const twoWords = await api.request('GET', `${V1}/deliveries/parcel-machines/?country_id=${COUNTRY_ID.EE}&search=${encodeURIComponent('tartu  riia')}`);
    expect(twoWords.body.length).toBeGreaterThan(0);
    expect(twoWords.body.every((machine: any) => machine.city === 'Tartu' && machine.address.startsWith('Riia'))).toBe(true);
    const wildcard = await api.request('GET', `${V1}/deliveries/parcel-machines/?country_id=${COUNTRY_ID.EE}&search=${encodeURIComponent('%')}`);
    expect(wildcard.body).toEqual([]);
    const otherCountry = await api.request('GET', `${V1}/deliveries/parcel-machines/?country_id=${COUNTRY_ID.LV}&search=ulemiste`);
    expect(otherCountry.body).toEqual([]);
  });

  it('takes the country from the Delivery-Country header and refuses a request without one', async () => {
    const latvia = await api.request('GET', `${V1}/deliveries/parcel-machines/?search=alfa`, { headers: { 'Delivery-Country': 'LV' } });
    expect(latvia.body.map((machine: any) => machine.id)).toEqual([RIGA_ALFA]);
    const none = await api.request('GET', `${V1}/deliveries/parcel-machines/`);
    expect(none.status).toBe(400);
    expect(none.body).toMatchObject({ code: 'VALIDATION_ERROR', errors: { country_id: [expect.any(String)] } });
    expect((await api.request('GET', `${V1}/deliveries/parcel-machines/?country_id=x`)).status).toBe(400);
    expect((await api.request('GET', `${V1}/deliveries/parcel-machines/?country_id=2&search=${'a'.repeat(101)}`)).status).toBe(400);
  });
});

describe('PUT /orders/:uuid/delivery/ with a parcel machine', () => {
  it('requires a machine for parcel-machine delivery', async () => {
    const uuid = await cartWithLine();
    const missing = await putDelivery(uuid, { delivery_method_id: await methodId('EE_PARCEL') });
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ code: 'VALIDATION_ERROR', errors: { parcel_machine_id: [expect.any(String)] } });
    for (const bad of ['99001', 'omniva:', ':99001', 'omniva:00000', 'dpd:99001']) {
      const refused = await putDelivery(uuid, { delivery_method_id: await methodId('EE_PARCEL'), parcel_machine_id: bad });
      expect(refused.status, bad).toBe(400);
      expect(refused.body.errors.parcel_machine_id, bad).toHaveLength(1);
    }
    expect((await putDelivery(uuid, { delivery_method_id: await methodId('EE_PARCEL'), parcel_machine_id: 5 })).body.errors.parcel_machine_id).toBeDefined();
    expect((await api.request('GET', `${V1}/orders/${uuid}/`)).body).toMatchObject({ delivery_method_id: null, parcel_machine: null });
  });

  it("refuses a machine of another country and an inactive machine", async () => {
    const uuid = await cartWithLine();
    const latvian = await putDelivery(uuid, { delivery_method_id: await methodId('EE_PARCEL'), parcel_machine_id: RIGA_ALFA });
    expect(latvian.status).toBe(400);
    expect(latvian.body.errors.parcel_machine_id).toBeDefined();

    const [closed] = await db
      .insert(parcelMachines)
      .values({ provider: 'omniva', providerId: '99999', name: 'Suletud pakiautomaat', address: 'Pikk 1', city: 'Tallinn', countryId: COUNTRY_ID.EE, searchText: 'suletud pakiautomaat', isActive: false })
      .returning();
    const inactive = await putDelivery(uuid, { delivery_method_id: await methodId('EE_PARCEL'), parcel_machine_id: 'omniva:99999' });
    expect(inactive.status).toBe(400);
    expect(inactive.body.errors.parcel_machine_id).toBeDefined();
    const listed = await api.request('GET', `${V1}/deliveries/parcel-machines/?country_id=${COUNTRY_ID.EE}&search=suletud`);
    expect(listed.body).toEqual([]);
    await db.delete(parcelMachines).where(eq(parcelMachines.id, closed!.id));
  });

  it('keeps a copy of the chosen machine on the order, unchanged by a later rename', async () => {
    const uuid = await cartWithLine();
    const chosen = await putDelivery(uuid, { delivery_method_id: await methodId('EE_PARCEL'), parcel_machine_id: ` ${ULEMISTE} ` });
    expect(chosen.status).toBe(200);
    const snapshot = { id: ULEMISTE, provider: 'omniva', provider_id: '99001', name: 'Tallinna Ülemiste keskuse pakiautomaat', address: 'Suur-Sõjamäe tn 4', city: 'Tallinn', country_id: COUNTRY_ID.EE };
    expect(chosen.body.delivery).toEqual({ parcel_machine_id: ULEMISTE, parcel_machine: snapshot });

    await db.update(parcelMachines).set({ name: 'Renamed machine' }).where(and(eq(parcelMachines.provider, 'omniva'), eq(parcelMachines.providerId, '99001')));
    try {
      const read = await api.request('GET', `${V1}/orders/${uuid}/delivery/`);
      expect(read.body.delivery.parcel_machine).toEqual(snapshot);
      expect(read.body.delivery_method.kind).toBe('PARCEL_MACHINE');
      expect((await api.request('GET', `${V1}/orders/${uuid}/`)).body.parcel_machine).toEqual(snapshot);
    } finally {
      await db.update(parcelMachines).set({ name: snapshot.name }).where(and(eq(parcelMachines.provider, 'omniva'), eq(parcelMachines.providerId, '99001')));
    }
  });

  it('drops the machine when another kind of delivery is chosen', async () => {
    const uuid = await cartWithLine();
    await putDelivery(uuid, { delivery_method_id: await methodId('EE_PARCEL'), parcel_machine_id: ULEMISTE });
    const courier = await putDelivery(uuid, {
      delivery_method_id: await methodId('EE_COURIER'),
      parcel_machine_id: ULEMISTE,
      address: { name: 'Mari', street: 'Pikk 1', city: 'Tallinn', postal_code: '10123' },
    });
    expect(courier.status).toBe(200);
    expect(courier.body.delivery).toEqual({ address: { name: 'Mari', street: 'Pikk 1', city: 'Tallinn', postal_code: '10123' } });
    expect((await api.request('GET', `${V1}/orders/${uuid}/`)).body.parcel_machine).toBeNull();
    const pickup = await putDelivery(uuid, { delivery_method_id: await methodId('EE_PICKUP'), parcel_machine_id: 'nonsense' });
    expect(pickup.status).toBe(200);
    expect(pickup.body.delivery).toEqual({});
  });

  it('works for Latvia with a Latvian machine', async () => {
    const uuid = await cartWithLine('LV');
    const chosen = await putDelivery(uuid, { delivery_method_id: await methodId('LV_PARCEL'), parcel_machine_id: RIGA_ALFA });
    expect(chosen.status).toBe(200);
    expect(chosen.body.delivery.parcel_machine).toMatchObject({ name: 'Rīgas Alfa pakomāts', city: 'Rīga', country_id: COUNTRY_ID.LV });
  });
});

describe('paying a parcel-machine order', () => {
  const information = { first_name: 'Mari', last_name: 'Tamm', email: 'parcel-buyer@example.com', phone: '+372 5555 1234' };

  it('is not ready without a machine (an order from before the choice existed)', async () => {
    const uuid = await cartWithLine();
    await db.update(orders).set({ deliveryMethodId: await methodId('EE_PARCEL'), deliveryCountryId: COUNTRY_ID.EE, delivery: {} }).where(eq(orders.uuid, uuid));
    await api.request('PUT', `${V1}/orders/${uuid}/delivery/information/`, { body: information });
    const refused = await api.request('POST', `${V1}/orders/${uuid}/payments/`, { body: { method: 'BANK', test_result: 'success' } });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ code: 'ORDER_NOT_READY', errors: { delivery: [expect.any(String)] } });
  });

  it('mails the confirmation with the chosen machine once paid', async () => {
    const uuid = await cartWithLine();
    await putDelivery(uuid, { delivery_method_id: await methodId('EE_PARCEL'), parcel_machine_id: ULEMISTE });
    await api.request('PUT', `${V1}/orders/${uuid}/delivery/information/`, { body: information });
    const paid = await api.request('POST', `${V1}/orders/${uuid}/payments/`, { body: { method: 'BANK', test_result: 'success' } });
    expect(paid.body.order_status).toBe(ORDER_STATUS.SUBMITTED);
    const [mail] = await db.select().from(mailOutbox).where(and(eq(mailOutbox.recipient, information.email), eq(mailOutbox.kind, ORDER_CONFIRMATION_MAIL_KIND))).orderBy(desc(mailOutbox.id)).limit(1);
    expect(mail?.status).toBe('sent');
    const number = (await api.request('GET', `${V1}/orders/${uuid}/`)).body.number;
    expect(mail!.body).toContain(`${number}`);
    expect(mail!.body).toContain('Tallinna Ülemiste keskuse pakiautomaat (Suur-Sõjamäe tn 4, Tallinn)');
  });
});
