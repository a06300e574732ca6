import { contactFieldSchemas } from '@salon/domain';

/**
 * The domain's name, phone and address rules (the API refuses the same values) with this
 * package's translation keys as messages: a form shows `t(error.message)`.
 */
export const contactFields = contactFieldSchemas({
  required: 'modalCommon.requiredField',
  tooLong: () => 'formField.tooLong',
  invalidPhone: 'formField.invalidPhone',
  invalidPostalCode: 'formField.invalidPostalCode',
});
