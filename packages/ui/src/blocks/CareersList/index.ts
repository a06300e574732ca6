export { type CvFormProps, CvForm, careersListBlock } from './CareersList';
