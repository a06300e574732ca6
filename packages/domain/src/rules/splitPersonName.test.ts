import { describe, expect, it } from 'vitest';
import { splitPersonName } from './splitPersonName';

describe('splitPersonName', () => {
  it('takes the last word as the last name', () => {
    expect(splitPersonName('Mari Tamm')).toEqual({ firstName: 'Mari', lastName: 'Tamm' });
    expect(splitPersonName('  Anna   Liisa Tamm ')).toEqual({ firstName: 'Anna Liisa', lastName: 'Tamm' });
  });
  it('keeps a single word as the first name and an empty name empty', () => {
    expect(splitPersonName('Mari')).toEqual({ firstName: 'Mari', lastName: '' });
    expect(splitPersonName('   ')).toEqual({ firstName: '', lastName: '' });
  });
});
