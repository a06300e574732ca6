export { DeliveryCountryAndLanguageModal, type DeliveryCountryAndLanguageModalProps, type DeliveryCountryAndLanguageChoice } from './DeliveryCountryAndLanguageModal';
