import { describe, expect, it } from 'vitest';
import { DELIVERY_KIND } from '../enums/deliveryKind';
import { deliveryNeedsAddress, deliveryNeedsParcelMachine, parcelMachineLabel, parcelMachineSearchWords, PARCEL_MACHINE_SEARCH_MAX_WORDS } from './parcelMachines';

describe('deliveryNeedsParcelMachine', () => {
  it('asks for a machine only for parcel-machine delivery', () => {
    expect(deliveryNeedsParcelMachine(DELIVERY_KIND.PARCEL_MACHINE)).toBe(true);
    expect(deliveryNeedsParcelMachine(DELIVERY_KIND.COURIER)).toBe(false);
    expect(deliveryNeedsParcelMachine(DELIVERY_KIND.PICKUP)).toBe(false);
    expect(deliveryNeedsParcelMachine(null)).toBe(false);
    expect(deliveryNeedsParcelMachine(undefined)).toBe(false);
  });
  it('asks for an address only for courier delivery', () => {
    expect(deliveryNeedsAddress(DELIVERY_KIND.COURIER)).toBe(true);
    expect(deliveryNeedsAddress(DELIVERY_KIND.PARCEL_MACHINE)).toBe(false);
    expect(deliveryNeedsAddress(DELIVERY_KIND.PICKUP)).toBe(false);
  });
});

describe('parcelMachineSearchWords', () => {
  it('lower-cases, splits on any white space and drops repeats', () => {
    expect(parcelMachineSearchWords('  Tallinn\tÜLEMISTE  tallinn ')).toEqual(['tallinn', 'ülemiste']);
  });
  it('gives no words for blank or missing input', () => {
    expect(parcelMachineSearchWords('   ')).toEqual([]);
    expect(parcelMachineSearchWords(undefined)).toEqual([]);
    expect(parcelMachineSearchWords(null)).toEqual([]);
  });
  it('keeps only the first few words', () => {
    expect(parcelMachineSearchWords('a b c d e f g h')).toHaveLength(PARCEL_MACHINE_SEARCH_MAX_WORDS);
  });
});

describe('parcelMachineLabel', () => {
  it('names the machine with its address and city', () => {
    expect(parcelMachineLabel({ name: 'Ülemiste keskuse pakiautomaat', address: 'Suur-Sõjamäe 4', city: 'Tallinn' })).toBe('Ülemiste keskuse pakiautomaat (Suur-Sõjamäe 4, Tallinn)');
  });
  it('leaves out empty parts', () => {
    expect(parcelMachineLabel({ name: 'Tartu Lõunakeskus', address: '', city: 'Tartu' })).toBe('Tartu Lõunakeskus (Tartu)');
    expect(parcelMachineLabel({ name: 'Machine', address: ' ', city: '' })).toBe('Machine');
  });
});
