import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Checkbox, TextInput, useTranslation } from '@salon/ui';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import type { CreatorRoute } from '../../api';
import { fieldError } from '../../host/fieldError';
import { useCreatorHost } from '../../host/CreatorHost';
import { useCreatorWrite } from '../../host/useCreatorWrite';

const settingsSchema = z.object({
  name: z.string().trim().min(1, 'creatorEditing.nameRequired'),
  // Empty keeps the route out of the ordered lists; anything else is a whole number.
  order: z.string().trim().regex(/^(-?\d+)?$/, 'creatorEditing.orderWhole'),
  highlighted: z.boolean(),
});
type SettingsValues = z.infer<typeof settingsSchema>;
const FIELDS = ['name', 'order', 'highlighted'] as const;
const API_FIELDS = { 'props.order': 'order', 'props.is_highlighted': 'highlighted' } as const;

/** The route's own settings (PUT routes/{uuid}/): its name, its place in ordered lists, highlighted. */
export function SettingsPanel({ route }: { route: CreatorRoute }) {
  const { t } = useTranslation();
  const { api } = useCreatorHost();
  const write = useCreatorWrite();
  const { register, handleSubmit, setError, formState } = useForm<SettingsValues>({
    resolver: zodResolver(settingsSchema),
    defaultValues: { name: route.name, order: route.props.order === undefined ? '' : String(route.props.order), highlighted: route.props.is_highlighted ?? false },
  });
  const save = handleSubmit(async ({ name, order, highlighted }) => {
    const props = { ...route.props, is_highlighted: highlighted, ...(order === '' ? {} : { order: Number(order) }) };
    await write(() => api.update('routes', route.uuid, { name, props }), { form: { setError, fields: FIELDS, aliases: API_FIELDS }, refetch: ['routes'] });
  });
  return (
    <form noValidate onSubmit={save} aria-label={t('adminUi.tabSettings')} className="flex max-w-xl flex-col gap-3">
      <TextInput label={t('adminPages.name')} required error={fieldError(formState.errors, 'name', t)} {...register('name')} />
      <TextInput label={t('adminPages.order')} inputMode="numeric" error={fieldError(formState.errors, 'order', t)} {...register('order')} />
      <Checkbox label={t('adminPages.highlighted')} {...register('highlighted')} />
      <Button type="submit" disabled={formState.isSubmitting} className="self-start text-body-sm">
        {t('adminPages.save')}
      </Button>
    </form>
  );
}
