/**
 * Every translation namespace of the UI package. A namespace is a key prefix:
 * t('message.dismiss') reads namespaces.message[language].dismiss. Add one line per new file.
 */
import { common } from './common';
import { message } from './message';

export const namespaces = {
  common,
  message,
};
