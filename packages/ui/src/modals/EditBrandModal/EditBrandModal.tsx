import { useTranslation } from '../../i18n/useTranslation';
import type { LocaleCode } from '@salon/domain';
import { NameSlugDescriptionForm, type NameSlugDescriptionErrorField, type NameSlugDescriptionValues } from '../shared/NameSlugDescriptionForm';

export type EditBrandValues = NameSlugDescriptionValues;

export interface EditBrandModalProps {
  open: boolean;
  onClose: () => void;
  values: EditBrandValues;
  onSave: (values: EditBrandValues) => void;
  saving?: boolean;
  serverError?: string | null;
  fieldErrors?: Partial<Record<NameSlugDescriptionErrorField, string>>;
  withDescription?: boolean;
  /** The locales edited (every store locale by default). */
  locales?: readonly LocaleCode[];
  /** The language tab shown first. */
  initialLocale?: LocaleCode;
}

export function EditBrandModal(props: EditBrandModalProps) {
  const { t } = useTranslation();
  return <NameSlugDescriptionForm {...props} title={t('adminModals.editBrand')} />;
}
