import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Checkbox } from '../../widgets/Checkbox';
import { TextArea } from '../../widgets/TextArea';
import { TextInput } from '../../widgets/TextInput';
import { EDIT_PRODUCT_TAB, EDIT_PRODUCT_TABS, type EditProductTab } from '@salon/domain';
import type { ViewableFile } from '../FileViewerModal';
import { ModalWrapper } from '../ModalWrapper';

const schema = z.object({
  name: z.string().trim().min(1, 'modalCommon.requiredField'),
  slug: z.string().trim().min(1, 'modalCommon.requiredField'),
  isDisabled: z.boolean(),
  saleDelay: z.number({ error: 'adminModals.wholeDays' }).int('adminModals.wholeDays').min(0, 'adminModals.wholeDays'),
  description: z.string(),
});
export type EditProductValues = z.infer<typeof schema>;

export interface EditProductModalProps {
  open: boolean;
  onClose: () => void;
  initialTab?: EditProductTab;
  values: EditProductValues;
  images: readonly ViewableFile[];
  documents: readonly ViewableFile[];
  onSave: (values: EditProductValues) => void;
  onAddImages: () => void;
  onAddDocuments: () => void;
  onRemoveFile: (id: ViewableFile['id']) => void;
  saving?: boolean;
}

function FileList({ files, onRemove, emptyText, removeLabel }: { files: readonly ViewableFile[]; onRemove: (id: ViewableFile['id']) => void; emptyText: string; removeLabel: string }) {
  if (files.length === 0) return <p className="text-body-sm text-brand-muted">{emptyText}</p>;
  return (
    <ol className="flex flex-col divide-y divide-brand-line">
      {files.map((file) => (
        <li key={file.id} className="flex items-center justify-between gap-3 py-2">
          <span className="truncate">{file.name}</span>
          <button type="button" onClick={() => onRemove(file.id)} className="text-body-sm underline">
            {removeLabel}
            <span className="sr-only">: {file.name}</span>
          </button>
        </li>
      ))}
    </ol>
  );
}

/** Staff edit of a product in four tabs; all form tabs stay mounted so one save sends everything. */
export function EditProductModal({
  open,
  onClose,
  initialTab = EDIT_PRODUCT_TAB.GENERAL,
  values,
  images,
  documents,
  onSave,
  onAddImages,
  onAddDocuments,
  onRemoveFile,
  saving,
}: EditProductModalProps) {
  const { t } = useTranslation();
  const idPrefix = useId();
  const [active, setActive] = useState<EditProductTab>(initialTab);
  const tabRefs = useRef<Record<string, HTMLButtonElement | null>>({});
  const { register, handleSubmit, formState } = useForm<EditProductValues>({ resolver: zodResolver(schema), defaultValues: values });
  const error = (key?: string) => (key ? t(key) : undefined);
  const onSubmit = handleSubmit(onSave, (errors) => {
    // Show the tab that holds the first invalid field.
    if (errors.name || errors.slug || errors.saleDelay) setActive(EDIT_PRODUCT_TAB.GENERAL);
  });
  const onTabKeyDown = (event: KeyboardEvent) => {
    const index = EDIT_PRODUCT_TABS.indexOf(active);
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = EDIT_PRODUCT_TABS[(index + step + EDIT_PRODUCT_TABS.length) % EDIT_PRODUCT_TABS.length] ?? active;
    setActive(next);
    tabRefs.current[next]?.focus();
  };
  const panelProps = (tab: EditProductTab) => ({
    role: 'tabpanel' as const,
    id: `${idPrefix}-panel-${tab}`,
    'aria-labelledby': `${idPrefix}-tab-${tab}`,
    hidden: active !== tab,
    className: 'flex flex-col gap-4',
  });
  return (
    <ModalWrapper open={open} onClose={onClose} title={t('adminModals.editProduct')} size="lg" preventClose={saving}>
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        <div role="tablist" aria-label={t('adminModals.editProduct')} onKeyDown={onTabKeyDown} className="flex overflow-x-auto border-b border-brand-line">
          {EDIT_PRODUCT_TABS.map((tab) => (
            <button
              key={tab}
              ref={(element) => {
                tabRefs.current[tab] = element;
              }}
              type="button"
              role="tab"
              id={`${idPrefix}-tab-${tab}`}
              aria-selected={active === tab}
              aria-controls={`${idPrefix}-panel-${tab}`}
              tabIndex={active === tab ? 0 : -1}
              onClick={() => setActive(tab)}
              className={`shrink-0 border-b-2 px-3 py-2 font-semibold ${active === tab ? 'border-brand-ink' : 'border-transparent text-brand-muted'}`}
            >
              {t(`adminModals.tab.${tab}`)}
            </button>
          ))}
        </div>
        <div {...panelProps(EDIT_PRODUCT_TAB.GENERAL)}>
          <TextInput label={t('adminModals.name')} required error={error(formState.errors.name?.message)} {...register('name')} />
          <TextInput label={t('adminModals.slug')} required error={error(formState.errors.slug?.message)} {...register('slug')} />
          <TextInput type="number" min={0} label={t('adminModals.saleDelay')} error={error(formState.errors.saleDelay?.message)} {...register('saleDelay', { valueAsNumber: true })} />
          <Checkbox label={t('adminModals.productDisabled')} {...register('isDisabled')} />
        </div>
        <div {...panelProps(EDIT_PRODUCT_TAB.IMAGES)}>
          <FileList files={images} onRemove={onRemoveFile} emptyText={t('adminModals.noFiles')} removeLabel={t('cartModal.remove')} />
          <button type="button" onClick={onAddImages} className="self-start rounded border border-brand-ink px-4 py-2 font-semibold">
            {t('adminModals.addImages')}
          </button>
        </div>
        <div {...panelProps(EDIT_PRODUCT_TAB.DOCUMENTS)}>
          <FileList files={documents} onRemove={onRemoveFile} emptyText={t('adminModals.noFiles')} removeLabel={t('cartModal.remove')} />
          <button type="button" onClick={onAddDocuments} className="self-start rounded border border-brand-ink px-4 py-2 font-semibold">
            {t('adminModals.addDocuments')}
          </button>
        </div>
        <div {...panelProps(EDIT_PRODUCT_TAB.DESCRIPTION)}>
          <TextArea rows={8} label={t('adminModals.description')} {...register('description')} />
        </div>
        <button type="submit" disabled={saving} className="min-h-11 self-end rounded bg-brand-ink px-6 py-2 font-semibold text-brand-paper disabled:bg-brand-line disabled:text-brand-ink">
          {saving ? t('modalCommon.saving') : t('modalCommon.save')}
        </button>
      </form>
    </ModalWrapper>
  );
}
