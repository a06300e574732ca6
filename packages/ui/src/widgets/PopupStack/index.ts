export { PopupStack, type Popup, type PopupKind, type PopupStackProps } from './PopupStack';
