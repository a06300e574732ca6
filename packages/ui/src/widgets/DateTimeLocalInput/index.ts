export { DateTimeLocalInput, type DateTimeLocalInputProps } from './DateTimeLocalInput';
