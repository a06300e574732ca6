import { LOCALES, zonedDateTimeToEpochMs, type LocaleCode } from '@salon/domain';
import { Button, Checkbox, DateTimeLocalInput, useTranslation } from '@salon/ui';
import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useAdminApi, type AdminCampaignScheme } from '../../admin/adminApi';
import { formatAdminDateTime } from '../../admin/dates';
import { useApp } from '../../lib/appContext';
import { AdminQueryState } from '../../admin/AdminQueryState';

interface PreviewQuery {
  at?: string;
  language: LocaleCode;
  is_business: boolean;
}

function SchemeTable({ caption, schemes, shown }: { caption: string; schemes: AdminCampaignScheme[]; shown: boolean }) {
  const { t, i18n } = useTranslation();
  const yesNo = (value: boolean | undefined) => (value ? t('adminOps.yes') : t('adminOps.no'));
  return (
    <div className="relative overflow-x-auto">
      <table className="w-full text-left text-body-sm">
        <caption className="mb-2 text-left text-h4">{caption}</caption>
        <thead className="border-b border-brand-ink">
          <tr>
            <th scope="col" className="py-2 pr-3">{t('adminOps.title')}</th>
            <th scope="col" className="py-2 pr-3">{t('adminOps.path')}</th>
            <th scope="col" className="py-2 pr-3">{t('adminPages.publishStart')}</th>
            <th scope="col" className="py-2 pr-3">{t('adminPages.publishEnd')}</th>
            {shown ? (
              <>
                <th scope="col" className="py-2 pr-3">{t('adminOps.inList')}</th>
                <th scope="col" className="py-2">{t('adminOps.special')}</th>
              </>
            ) : (
              <th scope="col" className="py-2">{t('adminOps.why')}</th>
            )}
          </tr>
        </thead>
        <tbody className="divide-y divide-brand-line">
          {schemes.map((scheme) => (
            <tr key={scheme.uuid}>
              <th scope="row" className="py-2 pr-3 font-medium">{scheme.meta_title || '–'}</th>
              <td className="py-2 pr-3">{scheme.path}</td>
              <td className="py-2 pr-3">{formatAdminDateTime(scheme.publish_start, i18n.language)}</td>
              <td className="py-2 pr-3">{formatAdminDateTime(scheme.publish_end, i18n.language)}</td>
              {shown ? (
                <>
                  <td className="py-2 pr-3">{yesNo(scheme.in_sorted_list)}</td>
                  <td className="py-2">{yesNo(scheme.is_special)}</td>
                </>
              ) : (
                <td className="py-2">{scheme.message ?? scheme.reason}</td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * /admin/campaign-preview: the campaign list shoppers would see at a chosen moment (Tallinn wall
 * time), in a language, as private or business customers, and why the other campaigns are not shown.
 */
export default function AdminCampaignPreview() {
  const { t } = useTranslation();
  const api = useAdminApi();
  const { locale } = useApp();
  const languageId = useId();
  const [moment, setMoment] = useState('');
  const [language, setLanguage] = useState<LocaleCode>(locale);
  const [business, setBusiness] = useState(false);
  const [query, setQuery] = useState<PreviewQuery>({ language: locale, is_business: false });
  const preview = useQuery({ queryKey: ['admin', 'campaign-preview', query], queryFn: () => api.campaignPreview(query) });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const epoch = moment ? zonedDateTimeToEpochMs(moment) : Number.NaN;
    setQuery({ language, is_business: business, ...(Number.isNaN(epoch) ? {} : { at: new Date(epoch).toISOString() }) });
  };
  return (
    <section className="flex flex-col gap-4">
      <h1 className="text-h2">{t('adminNav.campaignPreview')}</h1>
      <form onSubmit={submit} aria-label={t('adminNav.campaignPreview')} className="flex flex-wrap items-end gap-3 rounded border border-brand-line p-3">
        <DateTimeLocalInput label={t('adminOps.moment')} value={moment} onChange={(event) => setMoment(event.target.value)} />
        <div className="flex flex-col gap-1">
          <label htmlFor={languageId} className="text-body-sm font-semibold">
            {t('adminOps.language')}
          </label>
          <select id={languageId} value={language} onChange={(event) => setLanguage(event.target.value as LocaleCode)} className="min-h-11 rounded border border-brand-ink bg-brand-paper px-3 py-2">
            {LOCALES.map((entry) => (
              <option key={entry.code} value={entry.code}>
                {entry.name}
              </option>
            ))}
          </select>
        </div>
        <Checkbox label={t('adminOps.forBusiness')} checked={business} onChange={(event) => setBusiness(event.target.checked)} />
        <Button type="submit" className="text-body-sm">
          {t('adminOps.showPreview')}
        </Button>
      </form>
      <AdminQueryState query={preview}>
        {(data) => (
          <>
            {data.results.length === 0 ? <p>{t('adminOps.noneShown')}</p> : null}
            <SchemeTable caption={t('adminOps.shownTitle', { count: data.results.length })} schemes={data.results} shown />
            <SchemeTable caption={t('adminOps.hiddenTitle', { count: data.hidden.length })} schemes={data.hidden} shown={false} />
          </>
        )}
      </AdminQueryState>
    </section>
  );
}
