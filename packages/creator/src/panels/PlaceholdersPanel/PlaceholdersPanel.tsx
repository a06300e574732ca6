import { zodResolver } from '@hookform/resolvers/zod';
import { PLACEHOLDER_POSITION } from '@salon/domain';
import { Button, ConfirmDialog, TextInput, useTranslation } from '@salon/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import type { CreatorPlaceholder, CreatorScheme } from '../../api';
import { fieldError } from '../../host/fieldError';
import { useCreatorHost } from '../../host/CreatorHost';
import { useCreatorWrite } from '../../host/useCreatorWrite';
import { SelectField } from '../SelectField';
import { useCreatorLabels } from '../../labels';
import { schemeQueries } from '../../queries';
import { PlaceholderPropsForm } from './PlaceholderPropsForm';

const POSITIONS = Object.values(PLACEHOLDER_POSITION);
const newPlaceholderSchema = z.object({ type: z.enum(POSITIONS as [string, ...string[]]), name: z.string().trim() });
type NewPlaceholderValues = z.infer<typeof newPlaceholderSchema>;
const FIELDS = ['type', 'name'] as const;

export interface PlaceholdersPanelProps {
  scheme: CreatorScheme;
  /** Opens a placeholder's blocks in the editor. */
  onEdit: (uuid: string) => void;
  onDeleted: (uuid: string) => void;
}

/** The scheme's placeholders: open one's blocks, edit its settings, delete it, or add one. */
export function PlaceholdersPanel({ scheme, onEdit, onDeleted }: PlaceholdersPanelProps) {
  const { t } = useTranslation();
  const { api } = useCreatorHost();
  const write = useCreatorWrite();
  const labels = useCreatorLabels();
  const placeholders = useQuery(schemeQueries.placeholders(api, scheme.uuid));
  const [settings, setSettings] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<CreatorPlaceholder | null>(null);
  const { register, handleSubmit, setError, formState } = useForm<NewPlaceholderValues>({ resolver: zodResolver(newPlaceholderSchema), defaultValues: { type: POSITIONS[0], name: '' } });
  const create = handleSubmit(async (values) => {
    const created = await write(() => api.create<CreatorPlaceholder>('placeholders', { scheme_uuid: scheme.uuid, ...values }), { form: { setError, fields: FIELDS }, refetch: ['placeholders'] });
    if (created) onEdit(created.uuid);
  });
  const remove = async () => {
    const target = deleting;
    setDeleting(null);
    if (!target) return;
    // Its blocks and blueprint go with it (the API cascades).
    const done = await write(() => api.remove('placeholders', target.uuid).then(() => true), { success: 'deleted', refetch: ['placeholders', 'components', 'blueprints'] });
    if (!done) return;
    if (settings === target.uuid) setSettings(null);
    onDeleted(target.uuid);
  };
  const rows = placeholders.data?.results ?? [];
  const editing = rows.find((placeholder) => placeholder.uuid === settings) ?? null;
  const nameOf = (placeholder: CreatorPlaceholder) => placeholder.name || labels.position(placeholder.type);
  return (
    <div className="flex flex-col gap-4">
      {placeholders.isError ? (
        <p role="alert" className="text-status-error">
          {t('adminOps.loadFailed')}
        </p>
      ) : rows.length === 0 ? (
        <p>{placeholders.isPending ? '…' : t('adminPages.noPlaceholders')}</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {rows.map((placeholder) => (
            <li key={placeholder.uuid} className="flex flex-wrap items-center gap-3">
              <span>
                {labels.position(placeholder.type)} {placeholder.name && `· ${placeholder.name}`}
              </span>
              <Button variant="link" onClick={() => onEdit(placeholder.uuid)}>
                {t('adminPages.editPlaceholder')}
              </Button>
              <Button variant="link" onClick={() => setSettings(placeholder.uuid)} aria-label={t('creatorEditing.placeholderSettingsOf', { name: nameOf(placeholder) })}>
                {t('creatorEditing.placeholderSettings')}
              </Button>
              <Button variant="link" onClick={() => setDeleting(placeholder)} className="text-status-error" aria-label={`${t('adminPages.delete')} ${nameOf(placeholder)}`}>
                {t('adminPages.delete')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {editing && <PlaceholderPropsForm key={editing.uuid} placeholder={editing} onDone={() => setSettings(null)} />}
      <form noValidate onSubmit={create} aria-label={t('adminPages.newPlaceholder')} className="flex flex-wrap items-end gap-3 rounded border border-brand-line p-3">
        <SelectField label={t('adminPages.placeholderType')} options={POSITIONS.map((value) => ({ value, label: labels.position(value) }))} {...register('type')} />
        <TextInput label={t('adminPages.name')} error={fieldError(formState.errors, 'name', t)} {...register('name')} />
        <Button type="submit" disabled={formState.isSubmitting} className="text-body-sm">
          {t('adminPages.newPlaceholder')}
        </Button>
      </form>
      <ConfirmDialog open={deleting !== null} subject={deleting ? nameOf(deleting) : ''} onConfirm={() => void remove()} onCancel={() => setDeleting(null)} />
    </div>
  );
}
