/**
 * Every translation namespace of the UI package. A namespace is a key prefix:
 * t('message.dismiss') reads namespaces.message[language].dismiss.
 */
import { adminNamespaces } from './admin';
import { blockNamespaces } from './blocks';
import { modalNamespaces } from './modals';
import { widgetNamespaces } from './widgets';

const { adminModals, ...shopperModalNamespaces } = modalNamespaces;

/** What shopper pages use: the storefront sends only these, in the page's language, to the browser. */
export const shopperNamespaces = { ...widgetNamespaces, ...shopperModalNamespaces, ...blockNamespaces };

/** Admin area and creator texts: never in a shopper page's catalogue. */
export const staffNamespaces = { ...adminNamespaces, adminModals };

export const namespaces = { ...shopperNamespaces, ...staffNamespaces };
