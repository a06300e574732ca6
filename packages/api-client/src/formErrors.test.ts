import { describe, expect, it } from 'vitest';
import { ApiError } from './ApiError';
import { apiErrorText, formErrorsFromApi, formFailure } from './formErrors';

describe('formErrorsFromApi', () => {
  it('maps nested, aliased and unknown keys', () => {
    const result = formErrorsFromApi(
      { 'i18n_name.et_EE.value': ['Required in every language.'], price: ['Must be an amount.'], non_field_errors: ['In use.'], brand_id: ['No such brand.'] },
      ['name', 'price'],
      { i18n_name: 'name' },
    );
    expect(result.fields).toEqual({ name: 'Required in every language.', price: 'Must be an amount.' });
    expect(result.rest).toEqual(['In use.', 'brand_id: No such brand.']);
  });
  it('joins several messages of one field', () => {
    expect(formErrorsFromApi({ slug: ['A.', 'B.'] }, ['slug']).fields).toEqual({ slug: 'A. B.' });
  });
});

describe('formFailure', () => {
  it('puts field messages at their fields and the rest above the form', () => {
    const error = new ApiError(400, { code: 'VALIDATION_ERROR', message: 'Check the form.', errors: { path: ['Taken.'], other: ['No.'] } });
    expect(formFailure(error, ['path'])).toEqual({ message: 'Check the form. other: No.', fields: { path: 'Taken.' } });
  });
  it('gives a failure that is not the API’s its message', () => {
    expect(formFailure(new Error('offline'), ['path'])).toEqual({ message: 'offline', fields: {} });
    expect(apiErrorText('odd')).toBe('odd');
  });
});
