import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { TextArea } from '../../widgets/TextArea';
import { TextInput } from '../../widgets/TextInput';
import { ModalWrapper } from '../ModalWrapper';

const schema = z.object({
  name: z.string().trim().min(1, 'modalCommon.requiredField'),
  slug: z.string().trim().min(1, 'modalCommon.requiredField'),
  description: z.string(),
});
export type NameSlugDescriptionValues = z.infer<typeof schema>;

export interface NameSlugDescriptionFormProps {
  /** The modal's heading, already translated. */
  title: string;
  open: boolean;
  onClose: () => void;
  values: NameSlugDescriptionValues;
  onSave: (values: NameSlugDescriptionValues) => void;
  saving?: boolean | undefined;
  serverError?: string | null | undefined;
}

/** Internal: the modal form behind EditBrandModal and EditCategoryModal (name, slug, description). */
export function NameSlugDescriptionForm({ title, open, onClose, values, onSave, saving, serverError }: NameSlugDescriptionFormProps) {
  const { t } = useTranslation();
  const { register, handleSubmit, formState } = useForm<NameSlugDescriptionValues>({ resolver: zodResolver(schema), defaultValues: values });
  const error = (key?: string) => (key ? t(key) : undefined);
  return (
    <ModalWrapper open={open} onClose={onClose} title={title} preventClose={saving}>
      <form noValidate onSubmit={handleSubmit(onSave)} className="flex flex-col gap-4">
        {serverError ? (
          <p role="alert" className="rounded bg-status-error-bg px-3 py-2 text-body-sm text-status-error">
            {serverError}
          </p>
        ) : null}
        <TextInput label={t('adminModals.name')} required error={error(formState.errors.name?.message)} {...register('name')} />
        <TextInput label={t('adminModals.slug')} required hint={t('adminModals.slugHint')} error={error(formState.errors.slug?.message)} {...register('slug')} />
        <TextArea label={t('adminModals.description')} {...register('description')} />
        <div className="flex flex-col gap-2 xs:flex-row-reverse">
          <button type="submit" disabled={saving} className="min-h-11 rounded bg-brand-ink px-4 py-2 font-semibold text-brand-paper disabled:bg-brand-line disabled:text-brand-ink">
            {saving ? t('modalCommon.saving') : t('modalCommon.save')}
          </button>
          <button type="button" onClick={onClose} disabled={saving} className="min-h-11 rounded border border-brand-ink px-4 py-2 font-semibold">
            {t('modalCommon.cancel')}
          </button>
        </div>
      </form>
    </ModalWrapper>
  );
}
