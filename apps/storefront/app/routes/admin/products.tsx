import { ApiError, apiErrorText, formErrorsFromApi } from '@salon/api-client';
import { FILE_KIND, type FileKind } from '@salon/domain';
import { EditProductModal, SelectFromFilesModal, useTranslation, type EditProductValues, type ViewableFile } from '@salon/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { AdminList } from '../../admin/AdminList';
import { RowAction } from '../../admin/RowAction';
import { useFileLibrary } from '../../admin/MediaPicker';
import { usePopups } from '../../admin/AdminPopups';
import { adminKeys, useAdminApi, type AdminProduct } from '../../admin/adminApi';
import { localizedFieldErrors, localizedTextOf, translationsFrom } from '../../admin/forms';
import { useApp } from '../../lib/appContext';

const fileName = (url: string) => decodeURIComponent(url.split('/').pop() ?? url);
const asViewable = (files: AdminProduct['files'], kind: FileKind): ViewableFile[] =>
  files.filter((file) => file.kind === kind).map((file) => ({ id: file.id, name: fileName(file.url), url: file.url, mimeType: file.mime_type }));

/** The API's field names of the product form's fields. */
const TRANSLATED_FIELD_ALIASES: Record<string, string> = { i18n_name: 'name', i18n_slug: 'slug', i18n_description: 'description' };
const PRODUCT_FIELD_ALIASES = { is_disabled: 'isDisabled', sale_delay: 'saleDelay' };
const PRODUCT_FORM_FIELDS = ['price', 'isDisabled', 'saleDelay'];

function ProductEditor({ id, onClose }: { id: number; onClose: () => void }) {
  const { t } = useTranslation();
  const api = useAdminApi();
  const { locale } = useApp();
  const queryClient = useQueryClient();
  const popups = usePopups();
  const detailKey = [...adminKeys.endpoint('products'), 'detail', id];
  const product = useQuery({ queryKey: detailKey, queryFn: () => api.get<AdminProduct>('products', id) });
  const [picking, setPicking] = useState<FileKind | null>(null);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<{ message: string; fields: Record<string, string> } | null>(null);
  const imageLibrary = useFileLibrary(api, { endpoint: 'files', kind: FILE_KIND.IMAGES }, picking === FILE_KIND.IMAGES);
  const documentLibrary = useFileLibrary(api, { endpoint: 'documents' }, picking === FILE_KIND.DOCUMENTS);
  const library = picking === FILE_KIND.DOCUMENTS ? documentLibrary : imageLibrary;
  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: adminKeys.endpoint('products') });
  };

  if (!product.data) return null;
  const detail = product.data;
  const save = async (values: EditProductValues) => {
    setSaving(true);
    setFailure(null);
    try {
      await api.update('products', id, {
        i18n_name: translationsFrom(detail.i18n_name, values.name),
        i18n_slug: translationsFrom(detail.i18n_slug, values.slug),
        i18n_description: translationsFrom(detail.i18n_description, values.description),
        price: values.price.replace(',', '.'),
        sale_delay: values.saleDelay,
        is_disabled: values.isDisabled,
      });
      popups.show(t('adminPages.saved'));
      await refresh();
      onClose();
    } catch (error) {
      if (error instanceof ApiError) {
        // Translated fields keep their locale (name.et_EE) so the modal opens that language.
        const isTranslated = ([key]: [string, string[]]) => (key.split('.')[0] ?? key) in TRANSLATED_FIELD_ALIASES;
        const entries = Object.entries(error.fieldErrors);
        const translated = localizedFieldErrors(Object.fromEntries(entries.filter(isTranslated)), TRANSLATED_FIELD_ALIASES);
        const plain = formErrorsFromApi(Object.fromEntries(entries.filter((entry) => !isTranslated(entry))), PRODUCT_FORM_FIELDS, PRODUCT_FIELD_ALIASES);
        setFailure({ message: [error.message, ...plain.rest].join(' '), fields: { ...translated.fields, ...plain.fields } });
      } else setFailure({ message: apiErrorText(error), fields: {} });
    } finally {
      setSaving(false);
    }
  };
  const attach = async (ids: ViewableFile['id'][]) => {
    setPicking(null);
    try {
      for (const mediaId of ids) await api.attachProductFile(id, Number(mediaId));
      popups.show(t('adminOps.filesAttached'));
    } catch (error) {
      popups.show(t('adminPages.saveFailed', { message: apiErrorText(error) }), 'error');
    }
    await refresh();
  };
  const removeFile = async (fileId: ViewableFile['id']) => {
    try {
      await api.removeProductFile(id, Number(fileId));
      popups.show(t('adminOps.fileRemoved'));
    } catch (error) {
      popups.show(t('adminPages.saveFailed', { message: apiErrorText(error) }), 'error');
    }
    await refresh();
  };
  const reorder = async (kind: FileKind, ids: ViewableFile['id'][]) => {
    try {
      await api.reorderProductFiles(id, kind, ids.map(Number));
      popups.show(t('adminOps.orderSaved'));
    } catch (error) {
      popups.show(t('adminPages.saveFailed', { message: apiErrorText(error) }), 'error');
    }
    await refresh();
  };
  return (
    <>
      <EditProductModal
        // A new detail (after a file change) restarts the form with the stored values.
        key={`${detail.id}-${detail.files.map((file) => file.id).join('.')}`}
        open
        onClose={onClose}
        values={{
          name: localizedTextOf(detail.i18n_name),
          slug: localizedTextOf(detail.i18n_slug),
          price: detail.price ?? '',
          isDisabled: detail.is_disabled,
          saleDelay: detail.sale_delay,
          description: localizedTextOf(detail.i18n_description),
        }}
        initialLocale={locale}
        images={asViewable(detail.files, FILE_KIND.IMAGES)}
        documents={asViewable(detail.files, FILE_KIND.DOCUMENTS)}
        onSave={(values) => void save(values)}
        onAddImages={() => setPicking(FILE_KIND.IMAGES)}
        onAddDocuments={() => setPicking(FILE_KIND.DOCUMENTS)}
        onRemoveFile={(fileId) => void removeFile(fileId)}
        onReorderFiles={(kind, ids) => void reorder(kind, ids)}
        saving={saving}
        serverError={failure?.message ?? null}
        fieldErrors={failure?.fields}
      />
      <SelectFromFilesModal
        key={picking ?? 'closed'}
        open={picking !== null}
        onClose={() => setPicking(null)}
        {...library.modalProps}
        multiple
        onSelect={(ids) => void attach(ids)}
      />
    </>
  );
}

/** /admin/products: the product list; the edit modal (general, images, documents, description). */
export default function AdminProducts() {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<number | null>(null);
  return (
    <section className="flex flex-col gap-4">
      <h1 className="text-h2">{t('adminNav.products')}</h1>
      <AdminList
        endpoint="products"
        caption={t('adminNav.products')}
        renderActions={(row) => (
          <RowAction label={t('adminPages.edit')} of={String(row.internal_id)} onClick={() => setEditing(Number(row.id))} />
        )}
      />
      {editing !== null ? <ProductEditor id={editing} onClose={() => setEditing(null)} /> : null}
    </section>
  );
}
