import { useTranslation } from 'react-i18next';
import { NameSlugDescriptionForm, type NameSlugDescriptionValues } from '../shared/NameSlugDescriptionForm';

export type EditCategoryValues = NameSlugDescriptionValues;

export interface EditCategoryModalProps {
  open: boolean;
  onClose: () => void;
  values: EditCategoryValues;
  onSave: (values: EditCategoryValues) => void;
  saving?: boolean;
  serverError?: string | null;
}

export function EditCategoryModal(props: EditCategoryModalProps) {
  const { t } = useTranslation();
  return <NameSlugDescriptionForm {...props} title={t('adminModals.editCategory')} />;
}
