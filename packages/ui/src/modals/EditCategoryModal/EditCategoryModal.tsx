import { useTranslation } from '../../i18n/useTranslation';
import type { LocaleCode } from '@salon/domain';
import { NameSlugDescriptionForm, type NameSlugDescriptionErrorField, type NameSlugDescriptionValues } from '../shared/NameSlugDescriptionForm';

export type EditCategoryValues = NameSlugDescriptionValues;

export interface EditCategoryModalProps {
  open: boolean;
  onClose: () => void;
  values: EditCategoryValues;
  onSave: (values: EditCategoryValues) => void;
  saving?: boolean;
  serverError?: string | null;
  fieldErrors?: Partial<Record<NameSlugDescriptionErrorField, string>>;
  withDescription?: boolean;
  /** The locales edited (every store locale by default). */
  locales?: readonly LocaleCode[];
  /** The language tab shown first. */
  initialLocale?: LocaleCode;
}

export function EditCategoryModal(props: EditCategoryModalProps) {
  const { t } = useTranslation();
  return <NameSlugDescriptionForm {...props} title={t('adminModals.editCategory')} />;
}
