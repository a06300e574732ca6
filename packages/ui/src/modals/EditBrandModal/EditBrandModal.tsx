import { useTranslation } from 'react-i18next';
import { NameSlugDescriptionForm, type NameSlugDescriptionValues } from '../shared/NameSlugDescriptionForm';

export type EditBrandValues = NameSlugDescriptionValues;

export interface EditBrandModalProps {
  open: boolean;
  onClose: () => void;
  values: EditBrandValues;
  onSave: (values: EditBrandValues) => void;
  saving?: boolean;
  serverError?: string | null;
}

export function EditBrandModal(props: EditBrandModalProps) {
  const { t } = useTranslation();
  return <NameSlugDescriptionForm {...props} title={t('adminModals.editBrand')} />;
}
