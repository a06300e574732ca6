export { AddBusinessAccountModal, type AddBusinessAccountModalProps, type BusinessAccountValues } from './AddBusinessAccountModal';
