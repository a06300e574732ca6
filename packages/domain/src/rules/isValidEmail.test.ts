import { describe, it, expect } from 'vitest';
import { isValidEmail } from './isValidEmail';

describe('isValidEmail', () => {
  it.each([
    'anna@salon.ee',
    'first.last@mail.example.com',
    'user+tag@sub.domain.lv',
    "o'brien@example.fi",
    'user@[192.168.0.1]',
    'x@a-b.co',
  ])('accepts %s', (email) => {
    expect(isValidEmail(email)).toBe(true);
  });

  it.each([
    '',
    'plain',
    '@salon.ee',
    'anna@',
    'anna@salon',
    'anna@salon.e',
    'anna@salon.e1',
    'anna@@salon.ee',
    'an na@salon.ee',
    '.anna@salon.ee',
    'anna.@salon.ee',
    'an..na@salon.ee',
    'anna@-salon.ee',
    'anna@salon..ee',
    'user@[192.168.0.256]',
    'user@[192.168.0]',
    ' anna@salon.ee',
    'anna@salon.ee ',
  ])('rejects %j', (email) => {
    expect(isValidEmail(email)).toBe(false);
  });
});
