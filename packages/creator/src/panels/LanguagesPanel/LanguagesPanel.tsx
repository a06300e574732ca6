import { zodResolver } from '@hookform/resolvers/zod';
import { LOCALES, countryIdForDomain, localeFromShortCode, localeName, shortCodeFromLocale, type Domain, type LocaleShortCode } from '@salon/domain';
import { Button, Checkbox, CloneSchemeModal, ConfirmDialog, TextInput, useTranslation } from '@salon/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { adminQueryKeys, type CreatorRoute, type CreatorScheme, type CreatorShop } from '../../api';
import { fieldError } from '../../host/fieldError';
import { useCreatorHost } from '../../host/CreatorHost';
import { useCreatorWrite } from '../../host/useCreatorWrite';
import { SelectField } from '../SelectField';
import { useCreatorLabels } from '../../labels';
import { VariantsSideBySide } from './VariantsSideBySide';

const newSchemeSchema = z.object({
  language: z.enum(LOCALES.map((locale) => locale.shortCode) as [LocaleShortCode, ...LocaleShortCode[]]),
  path: z.string().trim().min(1, 'creatorEditing.pathRequired'),
  isBusiness: z.boolean(),
});
type NewSchemeValues = z.infer<typeof newSchemeSchema>;
const FIELDS = ['language', 'path', 'isBusiness'] as const;
const API_FIELDS = { is_business: 'isBusiness' } as const;

export interface LanguagesPanelProps {
  route: CreatorRoute;
  schemes: readonly CreatorScheme[];
  /** The scheme open in the editor. */
  current: string | null;
  onOpen: (uuid: string) => void;
  onDeleted: (uuid: string) => void;
}

/** The route's schemes (one per language and audience): open, clone, delete, and a form for a new one. */
export function LanguagesPanel({ route, schemes, current, onOpen, onDeleted }: LanguagesPanelProps) {
  const { t } = useTranslation();
  const { api } = useCreatorHost();
  const write = useCreatorWrite();
  const labels = useCreatorLabels();
  const [deleting, setDeleting] = useState<CreatorScheme | null>(null);
  const [cloning, setCloning] = useState<CreatorScheme | null>(null);
  // The side-by-side preview offers to create a missing variant: the clone modal starts on that audience.
  const [cloneAsBusiness, setCloneAsBusiness] = useState<boolean | null>(null);
  const currentScheme = schemes.find((scheme) => scheme.uuid === current) ?? null;
  const shops = useQuery({ queryKey: adminQueryKeys.list('shops', { page_size: 100 }), queryFn: () => api.list<CreatorShop>('shops', { page_size: 100 }), enabled: cloning !== null });
  const { register, handleSubmit, setError, formState, watch } = useForm<NewSchemeValues>({ resolver: zodResolver(newSchemeSchema), defaultValues: { language: 'et', path: '', isBusiness: false } });

  const create = handleSubmit(async ({ language, path, isBusiness }) => {
    const body = { route_uuid: route.uuid, language: localeFromShortCode(language), path, is_business: isBusiness, meta_title: route.name };
    const created = await write(() => api.create<CreatorScheme>('schemes', body), { form: { setError, fields: FIELDS, aliases: API_FIELDS }, refetch: ['schemes'] });
    if (created) onOpen(created.uuid);
  });
  const remove = async () => {
    const target = deleting;
    setDeleting(null);
    if (!target) return;
    const done = await write(() => api.remove('schemes', target.uuid).then(() => true), { success: 'deleted', refetch: ['schemes', 'components', 'placeholders', 'blueprints'] });
    if (done) onDeleted(target.uuid);
  };
  const closeClone = () => {
    setCloning(null);
    setCloneAsBusiness(null);
  };
  return (
    <div className="flex flex-col gap-4">
      <h2 className="text-h3">{t('adminPages.schemes')}</h2>
      <ul className="flex flex-col gap-2">
        {schemes.map((scheme) => (
          <li key={scheme.uuid} className="flex flex-wrap items-center gap-3" aria-current={scheme.uuid === current ? 'true' : undefined}>
            <span className={scheme.uuid === current ? 'font-semibold' : undefined}>
              {localeName(scheme.language)} · {scheme.path} · {labels.publication(scheme.publication)}
              {scheme.is_business ? ' · B2B' : ''}
            </span>
            <Button variant="link" onClick={() => onOpen(scheme.uuid)}>
              {t('adminPages.edit')}
            </Button>
            <Button variant="link" onClick={() => setCloning(scheme)}>
              {t('adminPages.clone')}
            </Button>
            <Button variant="link" onClick={() => setDeleting(scheme)} className="text-status-error">
              {t('adminPages.deleteScheme')}
            </Button>
          </li>
        ))}
      </ul>
      <form noValidate onSubmit={create} aria-label={t('adminPages.newScheme')} className="flex flex-wrap items-end gap-3 rounded border border-brand-line p-3">
        <SelectField label={t('adminPages.language')} options={LOCALES.map((locale) => ({ value: locale.shortCode, label: locale.name }))} {...register('language')} />
        <TextInput label={t('adminPages.path')} required placeholder="/campaigns/…" error={fieldError(formState.errors, 'path', t)} {...register('path')} />
        <Checkbox label={t('adminPages.isBusiness')} {...register('isBusiness')} />
        <Button type="submit" disabled={!watch('path').trim() || formState.isSubmitting} className="text-body-sm disabled:opacity-60">
          {t('adminPages.newScheme')}
        </Button>
      </form>
      {currentScheme ? (
        <VariantsSideBySide
          current={currentScheme}
          schemes={schemes}
          onCreate={(isBusiness) => {
            setCloneAsBusiness(isBusiness);
            setCloning(currentScheme);
          }}
        />
      ) : null}
      <ConfirmDialog open={deleting !== null} subject={deleting ? `${deleting.path} (${localeName(deleting.language)})` : ''} onConfirm={() => void remove()} onCancel={() => setDeleting(null)} />
      {cloning && (
        <CloneSchemeModal
          open
          onClose={closeClone}
          schemeName={`${cloning.path} (${localeName(cloning.language)})`}
          values={{ language: shortCodeFromLocale(cloning.language) ?? 'et', isBusiness: cloneAsBusiness ?? cloning.is_business, shop: 'ee' as Domain }}
          onClone={async (values) => {
            const source = cloning;
            const shopId = shops.data?.results.find((shop) => shop.country_id === countryIdForDomain(values.shop))?.id ?? null;
            const body = { language: localeFromShortCode(values.language) ?? source.language, is_business: values.isBusiness, shop_id: shopId };
            await write(() => api.cloneScheme(source.uuid, body), { refetch: ['schemes'] });
            closeClone();
          }}
        />
      )}
    </div>
  );
}
