import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm, type FieldPath } from 'react-hook-form';
import { useTranslation } from '../../i18n/useTranslation';
import { z } from 'zod';
import { Checkbox } from '../../widgets/Checkbox';
import { fieldFailureText, type FieldFailure } from '../../widgets/FormField';
import { TextArea } from '../../widgets/TextArea';
import { TextInput } from '../../widgets/TextInput';
import { EDIT_PRODUCT_TAB, EDIT_PRODUCT_TABS, FILE_KIND, LOCALE_CODES, type EditProductTab, type FileKind, type LocaleCode } from '@salon/domain';
import { SortableList } from '../../admin/SortableList';
import type { ViewableFile } from '../FileViewerModal';
import { ModalWrapper } from '../ModalWrapper';
import { LocaleTabs, localesWithErrors } from '../shared/LocaleTabs';
import { localizedTextSchema } from '../shared/NameSlugDescriptionForm';
import { Button } from '../../primitives/Button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../primitives/Tabs';

const schema = z.object({
  name: localizedTextSchema(LOCALE_CODES, true),
  slug: localizedTextSchema(LOCALE_CODES, true),
  // The amount format is the API's to check; its message comes back through fieldErrors.
  price: z.string().trim().min(1, 'modalCommon.requiredField'),
  isDisabled: z.boolean(),
  saleDelay: z.number({ error: 'adminModals.wholeDays' }).int('adminModals.wholeDays').min(0, 'adminModals.wholeDays'),
  description: localizedTextSchema(LOCALE_CODES, false),
});
/** Name, slug and description carry every store locale. */
export type EditProductValues = z.infer<typeof schema>;
type TranslatedField = 'name' | 'slug' | 'description';
/** A server message's field: a form field, or one locale of a translated one (`name.et_EE`). */
type EditProductErrorField = keyof EditProductValues | `${TranslatedField}.${LocaleCode}`;
const TRANSLATED_FIELDS: readonly string[] = ['name', 'slug', 'description'] satisfies TranslatedField[];

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
  /** A new order of the images or documents (every id of that kind, first shown first); drag or keyboard. */
  onReorderFiles?: (kind: FileKind, ids: ViewableFile['id'][]) => void;
  saving?: boolean;
  /** The API's refusal, shown above the form. */
  serverError?: string | null;
  /** The API's messages per field, shown at the fields. */
  fieldErrors?: Partial<Record<EditProductErrorField, string>>;
  /** The language tab shown first (the admin's content language). */
  initialLocale?: LocaleCode;
}

const GENERAL_FIELDS: readonly (keyof EditProductValues)[] = ['name', 'slug', 'price', 'saleDelay', 'isDisabled'];

function FileList({
  files,
  onRemove,
  onReorder,
  emptyText,
  removeLabel,
  listLabel,
}: {
  files: readonly ViewableFile[];
  onRemove: (id: ViewableFile['id']) => void;
  onReorder?: ((ids: ViewableFile['id'][]) => void) | undefined;
  emptyText: string;
  removeLabel: string;
  listLabel: string;
}) {
  if (files.length === 0) return <p className="text-body-sm text-brand-muted">{emptyText}</p>;
  const remove = (file: ViewableFile) => (
    <Button variant="link" onClick={() => onRemove(file.id)} className="text-body-sm">
      {removeLabel}
      <span className="sr-only">: {file.name}</span>
    </Button>
  );
  if (onReorder && files.length > 1) {
    return (
      <SortableList
        items={files}
        label={listLabel}
        getId={(file) => String(file.id)}
        getLabel={(file) => file.name}
        // The list works with string ids; the caller gets its own ids back.
        onReorder={(ids) => onReorder(ids.map((id) => files.find((file) => String(file.id) === id)?.id ?? id))}
        renderItem={(file, handle) => (
          <div className="flex items-center gap-3 border-b border-brand-line py-2">
            {handle}
            <span className="grow truncate">{file.name}</span>
            {remove(file)}
          </div>
        )}
      />
    );
  }
  return (
    <ol aria-label={listLabel} className="flex flex-col divide-y divide-brand-line">
      {files.map((file) => (
        <li key={file.id} className="flex items-center justify-between gap-3 py-2">
          <span className="truncate">{file.name}</span>
          {remove(file)}
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
  onReorderFiles,
  saving,
  serverError,
  fieldErrors,
  initialLocale,
}: EditProductModalProps) {
  const { t } = useTranslation();
  const [active, setActive] = useState<EditProductTab>(initialTab);
  const firstLocale = initialLocale && LOCALE_CODES.includes(initialLocale) ? initialLocale : (LOCALE_CODES[0] as LocaleCode);
  // The general and description tabs keep their own language so each opens where its error is.
  const [generalLocale, setGeneralLocale] = useState<LocaleCode>(firstLocale);
  const [descriptionLocale, setDescriptionLocale] = useState<LocaleCode>(firstLocale);
  const { register, handleSubmit, formState, setError } = useForm<EditProductValues>({ resolver: zodResolver(schema), defaultValues: values });
  const errors = formState.errors as Partial<Record<TranslatedField, Partial<Record<LocaleCode, { type?: string; message?: string }>>>>;
  const firstInvalid = (...groups: unknown[]) => LOCALE_CODES.find((locale) => groups.some((group) => (group as Record<string, unknown> | undefined)?.[locale]));
  const error = (failure?: FieldFailure) => fieldFailureText(failure, t);
  useEffect(() => {
    const entries = Object.entries(fieldErrors ?? {}) as [EditProductErrorField, string][];
    const failed = new Set<string>();
    for (const [key, message] of entries) {
      const [field, locale] = key.split('.') as [keyof EditProductValues, LocaleCode | undefined];
      // A translated field's message without a locale belongs to the language shown first.
      const path = TRANSLATED_FIELDS.includes(field) ? `${field}.${locale ?? firstLocale}` : field;
      setError(path as FieldPath<EditProductValues>, { type: 'server', message });
      failed.add(path);
    }
    const failedLocale = (field: TranslatedField) => LOCALE_CODES.find((locale) => failed.has(`${field}.${locale}`));
    const generalFailed = failedLocale('name') ?? failedLocale('slug');
    if (generalFailed) setGeneralLocale(generalFailed);
    const descriptionFailed = failedLocale('description');
    if (descriptionFailed) setDescriptionLocale(descriptionFailed);
    if (generalFailed || [...failed].some((path) => GENERAL_FIELDS.includes(path as keyof EditProductValues))) setActive(EDIT_PRODUCT_TAB.GENERAL);
    else if (descriptionFailed) setActive(EDIT_PRODUCT_TAB.DESCRIPTION);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- applied when the server's errors arrive; firstLocale only places a message that names no language
  }, [fieldErrors, setError]);
  const onSubmit = handleSubmit(onSave, (failures) => {
    // Show the tab and language that hold the first invalid field.
    const generalFailed = firstInvalid(failures.name, failures.slug);
    if (generalFailed) setGeneralLocale(generalFailed);
    if (generalFailed || failures.price || failures.saleDelay) setActive(EDIT_PRODUCT_TAB.GENERAL);
  });
  // Every panel stays mounted (hidden) so the form keeps every field; they open with a field,
  // so they are no tab stop of their own.
  const panelProps = (tab: EditProductTab) => ({
    value: tab,
    forceMount: true as const,
    hidden: active !== tab,
    tabIndex: undefined,
    className: 'flex flex-col gap-4',
  });
  return (
    <ModalWrapper open={open} onClose={onClose} title={t('adminModals.editProduct')} size="lg" preventClose={saving}>
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        {serverError ? (
          <p role="alert" className="rounded bg-status-error-bg px-3 py-2 text-body-sm text-status-error">
            {serverError}
          </p>
        ) : null}
        <Tabs value={active} onValueChange={(tab) => setActive(tab as EditProductTab)} className="gap-4">
          <TabsList aria-label={t('adminModals.editProduct')} className="overflow-x-auto">
            {EDIT_PRODUCT_TABS.map((tab) => (
              <TabsTrigger key={tab} value={tab} className="shrink-0 font-semibold">
                {t(`adminModals.tab.${tab}`)}
              </TabsTrigger>
            ))}
          </TabsList>
          <TabsContent {...panelProps(EDIT_PRODUCT_TAB.GENERAL)}>
            <LocaleTabs locales={LOCALE_CODES} active={generalLocale} onChange={setGeneralLocale} invalid={localesWithErrors(LOCALE_CODES, errors.name, errors.slug)}>
              {(locale) => (
                <>
                  <TextInput label={t('adminModals.name')} required error={error(errors.name?.[locale])} {...register(`name.${locale}`)} />
                  <TextInput label={t('adminModals.slug')} required error={error(errors.slug?.[locale])} {...register(`slug.${locale}`)} />
                </>
              )}
            </LocaleTabs>
            <TextInput label={t('adminOps.price')} required inputMode="decimal" error={error(formState.errors.price)} {...register('price')} />
            <TextInput type="number" min={0} label={t('adminModals.saleDelay')} error={error(formState.errors.saleDelay)} {...register('saleDelay', { valueAsNumber: true })} />
            <Checkbox label={t('adminModals.productDisabled')} {...register('isDisabled')} />
          </TabsContent>
          <TabsContent {...panelProps(EDIT_PRODUCT_TAB.IMAGES)}>
            <FileList
              files={images}
              onRemove={onRemoveFile}
              onReorder={onReorderFiles ? (ids) => onReorderFiles(FILE_KIND.IMAGES, ids) : undefined}
              emptyText={t('adminModals.noFiles')}
              removeLabel={t('cartModal.remove')}
              listLabel={t('adminModals.tab.images')}
            />
            <Button variant="secondary" onClick={onAddImages} className="self-start font-semibold">
              {t('adminModals.addImages')}
            </Button>
          </TabsContent>
          <TabsContent {...panelProps(EDIT_PRODUCT_TAB.DOCUMENTS)}>
            <FileList
              files={documents}
              onRemove={onRemoveFile}
              onReorder={onReorderFiles ? (ids) => onReorderFiles(FILE_KIND.DOCUMENTS, ids) : undefined}
              emptyText={t('adminModals.noFiles')}
              removeLabel={t('cartModal.remove')}
              listLabel={t('adminModals.tab.documents')}
            />
            <Button variant="secondary" onClick={onAddDocuments} className="self-start font-semibold">
              {t('adminModals.addDocuments')}
            </Button>
          </TabsContent>
          <TabsContent {...panelProps(EDIT_PRODUCT_TAB.DESCRIPTION)}>
            <LocaleTabs locales={LOCALE_CODES} active={descriptionLocale} onChange={setDescriptionLocale} invalid={localesWithErrors(LOCALE_CODES, errors.description)}>
              {(locale) => <TextArea rows={8} label={t('adminModals.description')} error={error(errors.description?.[locale])} {...register(`description.${locale}`)} />}
            </LocaleTabs>
          </TabsContent>
        </Tabs>
        <Button size={null} type="submit" disabled={saving} className="min-h-11 self-end px-6 py-2 disabled:bg-brand-line disabled:text-brand-ink">
          {saving ? t('modalCommon.saving') : t('modalCommon.save')}
        </Button>
      </form>
    </ModalWrapper>
  );
}
