import { describe, it, expect } from 'vitest';
import { normaliseNewsletterEmail } from './normaliseNewsletterEmail';

describe('normaliseNewsletterEmail', () => {
  it('trims before validating', () => {
    expect(normaliseNewsletterEmail('  anna@salon.ee \n')).toEqual({ valid: true, email: 'anna@salon.ee' });
  });
  it('reports invalid input with the trimmed text', () => {
    expect(normaliseNewsletterEmail(' nope ')).toEqual({ valid: false, email: 'nope' });
    expect(normaliseNewsletterEmail('   ')).toEqual({ valid: false, email: '' });
  });
});
