export { SaveBlockedAlert, type SaveBlockedAlertProps } from './SaveBlockedAlert';
