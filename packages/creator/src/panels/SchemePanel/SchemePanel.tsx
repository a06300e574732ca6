import { zodResolver } from '@hookform/resolvers/zod';
import { Button, TextInput, useTranslation } from '@salon/ui';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import type { CreatorScheme } from '../../api';
import { fieldError } from '../../host/fieldError';
import { useCreatorHost } from '../../host/CreatorHost';
import { useCreatorWrite } from '../../host/useCreatorWrite';

// The API owns the path's rules (it adds a missing slash and refuses spaces, ? and #): its field
// errors come back to the field.
const schemeSchema = z.object({
  path: z.string().trim().min(1, 'creatorEditing.pathRequired'),
  meta_title: z.string(),
  meta_description: z.string(),
  meta_image_src: z.string().trim(),
});
type SchemeValues = z.infer<typeof schemeSchema>;
const FIELDS = ['path', 'meta_title', 'meta_description', 'meta_image_src'] as const;

/** The scheme's address and its search-engine texts (PUT schemes-v2/{uuid}/). */
export function SchemePanel({ scheme }: { scheme: CreatorScheme }) {
  const { t } = useTranslation();
  const { api } = useCreatorHost();
  const write = useCreatorWrite();
  const { register, handleSubmit, setError, formState } = useForm<SchemeValues>({
    resolver: zodResolver(schemeSchema),
    defaultValues: { path: scheme.path, meta_title: scheme.meta_title, meta_description: scheme.meta_description, meta_image_src: scheme.meta_image_src ?? '' },
  });
  const save = handleSubmit(async (values) => {
    await write(() => api.update('schemes', scheme.uuid, { ...values, meta_image_src: values.meta_image_src || null }), { form: { setError, fields: FIELDS }, refetch: ['schemes'] });
  });
  const error = (name: (typeof FIELDS)[number]) => fieldError(formState.errors, name, t);
  return (
    <form noValidate onSubmit={save} aria-label={t('adminUi.tabScheme')} className="flex max-w-xl flex-col gap-3">
      <TextInput label={t('adminPages.path')} required error={error('path')} {...register('path')} />
      <TextInput label={t('adminPages.metaTitle')} error={error('meta_title')} {...register('meta_title')} />
      <TextInput label={t('adminPages.metaDescription')} error={error('meta_description')} {...register('meta_description')} />
      <TextInput label={t('adminPages.metaImage')} error={error('meta_image_src')} {...register('meta_image_src')} />
      <Button type="submit" disabled={formState.isSubmitting} className="self-start text-body-sm">
        {t('adminPages.save')}
      </Button>
    </form>
  );
}
