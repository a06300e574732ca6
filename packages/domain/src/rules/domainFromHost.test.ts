import { describe, it, expect } from 'vitest';
import { domainFromHost } from './domainFromHost';

describe('domainFromHost', () => {
  it('recognises the Latvian domain, with or without port', () => {
    expect(domainFromHost('www.salon.lv')).toBe('lv');
    expect(domainFromHost('salon.lv:8443')).toBe('lv');
    expect(domainFromHost('SALON.LV')).toBe('lv');
    expect(domainFromHost('salon.lv.')).toBe('lv');
  });
  it('recognises the Estonian domain', () => {
    expect(domainFromHost('www.salon.ee')).toBe('ee');
    expect(domainFromHost('salon.ee:3000')).toBe('ee');
  });
  it('counts localhost and unknown hosts as ee', () => {
    expect(domainFromHost('localhost')).toBe('ee');
    expect(domainFromHost('localhost:5173')).toBe('ee');
    expect(domainFromHost('127.0.0.1:3000')).toBe('ee');
    expect(domainFromHost('[::1]:3000')).toBe('ee');
    expect(domainFromHost('salon.com')).toBe('ee');
    expect(domainFromHost('')).toBe('ee');
    expect(domainFromHost(undefined)).toBe('ee');
  });
  it('does not match lv inside a name', () => {
    expect(domainFromHost('lv.salon.ee')).toBe('ee');
    expect(domainFromHost('salonlv')).toBe('ee');
  });
});
