/**
 * Every translation namespace of the UI package. A namespace is a key prefix:
 * t('message.dismiss') reads namespaces.message[language].dismiss.
 */
import { adminNamespaces } from './admin';
import { blockNamespaces } from './blocks';
import { modalNamespaces } from './modals';
import { widgetNamespaces } from './widgets';

export const namespaces = { ...widgetNamespaces, ...modalNamespaces, ...blockNamespaces, ...adminNamespaces };
