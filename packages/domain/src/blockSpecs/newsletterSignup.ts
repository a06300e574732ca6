import { BLOCK_NAME } from '../enums/blockName';
import { field } from './fields';
import { defineBlockSpec } from './defineBlockSpec';

export const newsletterSignupSpec = defineBlockSpec({
  name: BLOCK_NAME.NEWSLETTER_SIGNUP,
  fields: { title: field.text(), description: field.textarea() },
  defaults: { title: '', description: '' },
});
