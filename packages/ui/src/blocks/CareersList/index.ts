export { type CvFormProps, CvForm, careersListBlock } from './CareersList';
export { cvFormSchema, type CvFormSchemaValues } from './cvFormSchema';
