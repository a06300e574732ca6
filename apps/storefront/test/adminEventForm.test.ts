import { describe, expect, it } from 'vitest';
import { emptyTicket, eventBodyOf, eventFieldErrors, eventFormErrors, eventFormOf, type AdminEvent } from '../app/admin/eventForm';

const names = (text: string) => ({ et_EE: `${text} et`, en_US: `${text} en`, ru_RU: `${text} ru`, fi_FI: `${text} fi`, lv_LV: `${text} lv` });
const stored: AdminEvent = {
  id: 7,
  i18n_name: { et_EE: { value: 'Seminar', ext_id: 'e1' }, en_US: { value: 'Seminar EN' }, ru_RU: { value: 'Семинар' }, fi_FI: { value: 'Seminaari' }, lv_LV: { value: 'Seminārs' } },
  i18n_description: {},
  slug: 'seminar',
  location: 'Tallinn',
  starts_at: '2026-03-10T08:00:00.000Z',
  ends_at: '2026-03-10T14:00:00.000Z',
  tickets: [{ id: 3, i18n_name: { et_EE: { value: 'Pilet' }, en_US: { value: 'Ticket' }, ru_RU: { value: 'Билет' }, fi_FI: { value: 'Lippu' }, lv_LV: { value: 'Biļete' } }, price: '25.00', capacity: 10, sold: 4 }],
};

describe('event form', () => {
  it('shows stored instants as Tallinn wall time and sends them back unchanged', () => {
    expect(eventFormOf({ ...stored, starts_at: '2026-07-01T21:30:00.000Z' }).startsAt).toBe('2026-07-02T00:30');
    const form = eventFormOf(stored);
    expect(form.startsAt).toBe('2026-03-10T10:00');
    expect(form.tickets[0]).toMatchObject({ id: 3, price: '25.00', capacity: '10', sold: 4 });
    const body = eventBodyOf(form, stored);
    expect(body.starts_at).toBe('2026-03-10T08:00:00.000Z');
    expect(body.ends_at).toBe('2026-03-10T14:00:00.000Z');
    expect(body.i18n_name.et_EE).toEqual({ value: 'Seminar', ext_id: 'e1' });
    expect(body.tickets).toEqual([{ id: 3, i18n_name: expect.objectContaining({ et_EE: { value: 'Pilet' } }), price: '25.00', capacity: 10 }]);
  });

  it('accepts a complete form and sends a new ticket without id', () => {
    const form = { ...eventFormOf(null), name: names('Koolitus'), slug: 'koolitus', location: 'Tartu', startsAt: '2026-05-01T10:00', endsAt: '2026-05-01T12:00', tickets: [{ ...emptyTicket(), name: names('Pilet'), price: '12,5', capacity: '20' }] };
    expect(eventFormErrors(form)).toEqual({});
    expect(eventBodyOf(form, null).tickets).toEqual([{ i18n_name: expect.objectContaining({ en_US: { value: 'Pilet en' } }), price: '12.5', capacity: 20 }]);
  });

  it('refuses an end not after the start, missing names and a capacity below the seats sold', () => {
    const form = eventFormOf(stored);
    form.endsAt = form.startsAt;
    form.name.lv_LV = ' ';
    form.tickets[0]!.capacity = '3';
    form.tickets.push({ ...emptyTicket(), name: names('Uus'), price: 'free', capacity: '1.5' });
    expect(eventFormErrors(form)).toEqual({
      'i18n_name.lv_LV': { key: 'modalCommon.requiredField' },
      ends_at: { key: 'adminOps.endNotAfterStart' },
      'tickets.0.capacity': { key: 'adminOps.capacityBelowSold', values: { sold: 4 } },
      'tickets.1.price': { key: 'adminOps.amountFormat' },
      'tickets.1.capacity': { key: 'adminOps.wholeNumber' },
    });
  });

  it('keys the API field errors as the form does', () => {
    expect(eventFieldErrors({ 'tickets.0.i18n_name.et_EE.value': ['Required.'], ends_at: ['Must be after the start.', 'Really.'] })).toEqual({
      'tickets.0.i18n_name.et_EE': 'Required.',
      ends_at: 'Must be after the start. Really.',
    });
  });
});
