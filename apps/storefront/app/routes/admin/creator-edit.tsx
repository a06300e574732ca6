import { buildComponentTree, type ComponentNode } from '@salon/block-registry';
import {
  BLOCK_SPECS,
  LOCALES,
  PLACEHOLDER_POSITION,
  PUBLICATION,
  allowedChildren,
  countryIdForDomain,
  incompleteComponents,
  insertDirections,
  insertPlan,
  localeFromShortCode,
  placeholderPositionFor,
  shortCodeFromLocale,
  tallinnDateTimeInput,
  tallinnDateTimeInputToIso,
  type BlockName,
  type CreatorRouteType,
  type Domain,
  type IncompleteComponent,
  type LocaleShortCode,
} from '@salon/domain';
import {
  BlockFieldForm,
  BlockInsertMenu,
  Button,
  CREATOR_VIEWPORT,
  CREATOR_VIEWPORT_WIDTH,
  Checkbox,
  CloneSchemeModal,
  ConfirmDialog,
  CreatorTabs,
  DateTimeLocalInput,
  RadioGroup,
  SaveBlockedAlert,
  SortableList,
  TextArea,
  TextInput,
  ViewportToggle,
  useBlockLabel,
  useTranslation,
  type BlockInsertRequest,
  type BlockProps,
  type CreatorTab,
  type CreatorViewport,
} from '@salon/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useReducer, useRef, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { usePopups } from '../../admin/AdminPopups';
import { adminKeys, useAdminApi, type AdminApi, type AdminBlueprint, type AdminComponent, type AdminPlaceholder, type AdminRoute, type AdminScheme, type AdminShop, type ComponentTreeNode } from '../../admin/adminApi';
import { creatorHistoryReducer, initialHistory, withoutComponents } from '../../admin/creatorHistory';
import { CREATOR_CLIPBOARD_KEY, canPasteUnder, parseClipboard, toClipboardBlock, type ClipboardBlock } from '../../admin/creatorClipboard';
import { PREVIEW_MESSAGE, creatorIframeHref, creatorPageParam } from '../../admin/creatorLinks';
import { MediaPicker, type ApplyPickedUrl } from '../../admin/MediaPicker';

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

const PUBLICATION_LABEL_KEYS = {
  [PUBLICATION.UNPUBLISHED]: 'adminPages.publicationUnpublished',
  [PUBLICATION.PUBLISHED]: 'adminPages.publicationPublished',
  [PUBLICATION.PRIVATE]: 'adminPages.publicationPrivate',
} as const;

function useInvalidate() {
  const queryClient = useQueryClient();
  return useCallback((...endpoints: Parameters<typeof adminKeys.endpoint>[0][]) => Promise.all(endpoints.map((endpoint) => queryClient.invalidateQueries({ queryKey: adminKeys.endpoint(endpoint) }))), [queryClient]);
}

type WriteNotice = 'saved' | 'deleted' | null;

/**
 * Runs an API write and shows 'saved' / 'deleted' (none for null) or the error message; resolves to
 * whether it succeeded. A write without an answer body (a 204 delete) is a success too.
 */
function useAttempt() {
  const popups = usePopups();
  const { t } = useTranslation();
  return useCallback(
    async (action: () => Promise<unknown>, success: WriteNotice = 'saved'): Promise<boolean> => {
      try {
        await action();
      } catch (error) {
        popups.show(t('adminPages.saveFailed', { message: errorText(error) }), 'error');
        return false;
      }
      if (success) popups.show(t(`adminPages.${success}`));
      return true;
    },
    [popups, t],
  );
}

/** As useAttempt, for writes whose answer the caller needs: the answer, or null when the write failed. */
function useWrite() {
  const attempt = useAttempt();
  return useCallback(
    async <T,>(action: () => Promise<T>, success: WriteNotice = 'saved'): Promise<T | null> => {
      let answer: T | null = null;
      const ok = await attempt(async () => {
        answer = await action();
      }, success);
      return ok ? answer : null;
    },
    [attempt],
  );
}

/** /admin/creator/edit?route&scheme&component&placeholder&type&page: the page builder. */
export default function CreatorEdit() {
  const { t } = useTranslation();
  const api = useAdminApi();
  const [params, setParams] = useSearchParams();
  const routeUuid = params.get('route');
  const schemeUuid = params.get('scheme');
  const placeholderUuid = params.get('placeholder');
  // The route type the link was made for (routes list): the back link knows its list before the route loads.
  const linkedType = params.get('type');
  // 1-based page of the composed page: the preview frame and the "view page" link show that page.
  const page = creatorPageParam(params.get('page'));
  const [tab, setTab] = useState<CreatorTab>(schemeUuid ? 'editor' : 'languages');
  // Set when a refused publication opens a block: the editor then marks its empty required fields.
  const [checkRequired, setCheckRequired] = useState(false);
  const setParam = (changes: Record<string, string | null>) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(changes)) {
        if (value) next.set(key, value);
        else next.delete(key);
      }
      return next;
    });

  const route = useQuery({ queryKey: ['admin', 'routes', 'one', routeUuid], queryFn: () => api.get<AdminRoute>('routes', routeUuid!), enabled: !!routeUuid });
  const schemes = useQuery({
    queryKey: adminKeys.list('schemes', { route_uuid: routeUuid, all: true }),
    queryFn: () => api.listAll<AdminScheme>('schemes', { route_uuid: routeUuid }),
    enabled: !!routeUuid,
  });
  const scheme = schemes.data?.results.find((candidate) => candidate.uuid === schemeUuid) ?? null;

  if (!routeUuid) {
    return (
      <main className="p-4">
        <h1 className="text-h2">{t('adminNav.creator')}</h1>
        <p>{t('adminPages.noRoute')}</p>
      </main>
    );
  }

  const needScheme = <p className="text-body-sm text-brand-muted">{t('adminPages.noScheme')}</p>;
  return (
    <main className="flex flex-col gap-4 p-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-h2">
          {t('adminNav.creator')}: {route.data?.name ?? '…'}
          {scheme ? ` · ${scheme.path} (${scheme.language}${scheme.is_business ? ', B2B' : ''})` : ''}
        </h1>
        <a href={route.data || linkedType ? `/admin/routes?type=${encodeURIComponent(route.data?.type ?? linkedType!)}` : '/admin/routes'} className="rounded border border-brand-ink px-3 py-1 text-body-sm">
          <span aria-hidden="true">← </span>
          {t('adminUi.back')}
        </a>
      </div>
      <CreatorTabs active={tab} onChange={setTab}>
        {tab === 'placeholders' &&
          (scheme ? (
            <PlaceholdersPanel
              api={api}
              scheme={scheme}
              onEdit={(uuid) => (setParam({ placeholder: uuid }), setTab('editor'))}
              onDeleted={(uuid) => uuid === placeholderUuid && setParam({ placeholder: null, component: null })}
            />
          ) : (
            needScheme
          ))}
        {tab === 'visibility' &&
          (scheme ? (
            <VisibilityPanel
              key={scheme.uuid}
              api={api}
              scheme={scheme}
              onOpenBlock={(component) => (setParam({ component: component.uuid, placeholder: component.placeholder_uuid }), setCheckRequired(true), setTab('editor'))}
            />
          ) : (
            needScheme
          ))}
        {tab === 'languages' && route.data && (
          <LanguagesPanel
            api={api}
            route={route.data}
            schemes={schemes.data?.results ?? []}
            current={schemeUuid}
            onOpen={(uuid) => (setParam({ scheme: uuid, placeholder: null, component: null }), setTab('editor'))}
            onDeleted={(uuid) => uuid === schemeUuid && setParam({ scheme: null, placeholder: null, component: null })}
          />
        )}
        {tab === 'scheme' && (scheme ? <SchemePanel key={scheme.uuid} api={api} scheme={scheme} /> : needScheme)}
        {tab === 'settings' && route.data && <SettingsPanel key={route.data.uuid} api={api} route={route.data} />}
        {tab === 'editor' &&
          (scheme ? (
            <EditorPanel
              key={`${scheme.uuid}-${placeholderUuid ?? ''}`}
              api={api}
              scheme={scheme}
              placeholderUuid={placeholderUuid}
              initialComponent={params.get('component')}
              page={page}
              checkRequired={checkRequired}
              onLeavePlaceholder={() => setParam({ placeholder: null })}
              onEnterPlaceholder={(uuid) => setParam({ placeholder: uuid, component: null })}
            />
          ) : (
            needScheme
          ))}
      </CreatorTabs>
    </main>
  );
}

/** query_fields as editors type them: one `key=value` per line. */
const queryFieldsText = (fields: unknown) =>
  fields && typeof fields === 'object' ? Object.entries(fields as Record<string, unknown>).map(([key, value]) => `${key}=${String(value)}`).join('\n') : '';
/** Lines to query_fields; blank lines are skipped, a line without '=' (or without a key) is returned as wrong. */
function parseQueryFields(text: string): { fields: Record<string, string>; wrong: string | null } {
  const fields: Record<string, string> = {};
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (!line) continue;
    const at = line.indexOf('=');
    if (at <= 0) return { fields, wrong: line };
    fields[line.slice(0, at).trim()] = line.slice(at + 1).trim();
  }
  return { fields, wrong: null };
}

const PLACEHOLDER_TEXT_PROPS = ['label', 'backgroundColor', 'textColor', 'linkUrl'] as const;

/** Edits one placeholder's props (PUT placeholders/{uuid}/), keeping props it does not show. */
function PlaceholderPropsForm({ api, placeholder, onDone }: { api: AdminApi; placeholder: AdminPlaceholder; onDone: () => void }) {
  const { t } = useTranslation();
  const write = useWrite();
  const invalidate = useInvalidate();
  const props = placeholder.props;
  const [texts, setTexts] = useState<Record<(typeof PLACEHOLDER_TEXT_PROPS)[number], string>>(() =>
    Object.fromEntries(PLACEHOLDER_TEXT_PROPS.map((key) => [key, typeof props[key] === 'string' ? (props[key] as string) : ''])) as Record<(typeof PLACEHOLDER_TEXT_PROPS)[number], string>,
  );
  const [queryFields, setQueryFields] = useState(() => queryFieldsText(props.query_fields));
  const [replaceOriginal, setReplaceOriginal] = useState(props.replace_original === true);
  const [name, setName] = useState(placeholder.name);
  const parsed = parseQueryFields(queryFields);
  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (parsed.wrong !== null) return;
    const next = { ...props, ...texts, query_fields: parsed.fields, replace_original: replaceOriginal };
    if (await write(() => api.update('placeholders', placeholder.uuid, { name: name.trim(), props: next }))) {
      await invalidate('placeholders');
      onDone();
    }
  };
  return (
    <form onSubmit={save} aria-label={t('creatorEditing.placeholderSettingsOf', { name: placeholder.name || placeholder.type })} className="flex max-w-xl flex-col gap-3 rounded border border-brand-line p-3">
      <TextInput label={t('adminPages.name')} value={name} onChange={(event) => setName(event.target.value)} />
      {PLACEHOLDER_TEXT_PROPS.map((key) => (
        <TextInput key={key} label={key} value={texts[key]} onChange={(event) => setTexts({ ...texts, [key]: event.target.value })} />
      ))}
      <TextArea
        label="query_fields"
        hint={t('creatorEditing.queryFieldsHint')}
        value={queryFields}
        onChange={(event) => setQueryFields(event.target.value)}
        error={parsed.wrong !== null ? t('creatorEditing.queryFieldsWrong', { line: parsed.wrong }) : undefined}
        rows={3}
      />
      <Checkbox label="replace_original" checked={replaceOriginal} onChange={(event) => setReplaceOriginal(event.target.checked)} />
      <div className="flex gap-3">
        <Button type="submit" className="text-body-sm">
          {t('adminPages.save')}
        </Button>
        <Button variant="secondary" onClick={onDone} className="text-body-sm">
          {t('adminPages.close')}
        </Button>
      </div>
    </form>
  );
}

function PlaceholdersPanel({ api, scheme, onEdit, onDeleted }: { api: AdminApi; scheme: AdminScheme; onEdit: (uuid: string) => void; onDeleted: (uuid: string) => void }) {
  const { t } = useTranslation();
  const write = useWrite();
  const attempt = useAttempt();
  const invalidate = useInvalidate();
  const placeholders = useQuery({
    queryKey: adminKeys.list('placeholders', { scheme_uuid: scheme.uuid }),
    queryFn: () => api.listAll<AdminPlaceholder>('placeholders', { scheme_uuid: scheme.uuid }),
  });
  const [type, setType] = useState<string>(Object.values(PLACEHOLDER_POSITION)[0]!);
  const [name, setName] = useState('');
  const [settings, setSettings] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<AdminPlaceholder | null>(null);
  const create = async (event: FormEvent) => {
    event.preventDefault();
    const created = await write(() => api.create<AdminPlaceholder>('placeholders', { scheme_uuid: scheme.uuid, type, name }));
    if (created) {
      await invalidate('placeholders');
      onEdit(created.uuid);
    }
  };
  const remove = async () => {
    const target = deleting;
    setDeleting(null);
    // Its blocks and blueprint go with it (the API cascades).
    if (target && (await attempt(() => api.remove('placeholders', target.uuid), 'deleted'))) {
      if (settings === target.uuid) setSettings(null);
      await invalidate('placeholders', 'components', 'blueprints');
      onDeleted(target.uuid);
    }
  };
  const rows = placeholders.data?.results ?? [];
  const editing = rows.find((placeholder) => placeholder.uuid === settings) ?? null;
  const nameOf = (placeholder: AdminPlaceholder) => placeholder.name || placeholder.type;
  return (
    <div className="flex flex-col gap-4">
      {rows.length === 0 ? (
        <p>{t('adminPages.noPlaceholders')}</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {rows.map((placeholder) => (
            <li key={placeholder.uuid} className="flex flex-wrap items-center gap-3">
              <span>
                {placeholder.type} {placeholder.name && `· ${placeholder.name}`}
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
      {editing && <PlaceholderPropsForm key={editing.uuid} api={api} placeholder={editing} onDone={() => setSettings(null)} />}
      <form onSubmit={create} aria-label={t('adminPages.newPlaceholder')} className="flex flex-wrap items-end gap-3 rounded border border-brand-line p-3">
        <label className="flex flex-col gap-1 text-body-sm font-semibold">
          {t('adminPages.placeholderType')}
          <select value={type} onChange={(event) => setType(event.target.value)} className="rounded border border-brand-muted px-2 py-1 font-normal">
            {Object.values(PLACEHOLDER_POSITION).map((value) => (
              <option key={value} value={value}>
                {value}
              </option>
            ))}
          </select>
        </label>
        <TextInput label={t('adminPages.name')} value={name} onChange={(event) => setName(event.target.value)} />
        <Button type="submit" className="text-body-sm">
          {t('adminPages.newPlaceholder')}
        </Button>
      </form>
      <ConfirmDialog open={deleting !== null} subject={deleting ? nameOf(deleting) : ''} onConfirm={() => void remove()} onCancel={() => setDeleting(null)} />
    </div>
  );
}

function VisibilityPanel({ api, scheme, onOpenBlock }: { api: AdminApi; scheme: AdminScheme; onOpenBlock: (component: AdminComponent) => void }) {
  const { t } = useTranslation();
  const write = useWrite();
  const invalidate = useInvalidate();
  const [publication, setPublication] = useState(scheme.publication);
  // Publish windows are Tallinn time, whatever zone the staff member's computer is in.
  const [start, setStart] = useState(tallinnDateTimeInput(scheme.publish_start));
  const [end, setEnd] = useState(tallinnDateTimeInput(scheme.publish_end));
  const startIso = tallinnDateTimeInputToIso(start);
  const endIso = tallinnDateTimeInputToIso(end);
  const components = useQuery({
    queryKey: adminKeys.list('components', { scheme_uuid: scheme.uuid, all: true }),
    queryFn: () => api.listAll<AdminComponent>('components', { scheme_uuid: scheme.uuid }),
  });
  const [incomplete, setIncomplete] = useState<IncompleteComponent[]>([]);
  const save = async (event: FormEvent) => {
    event.preventDefault();
    setIncomplete([]);
    if (startIso === undefined || endIso === undefined) return;
    if (publication === PUBLICATION.PUBLISHED) {
      // The API refuses it too (SCHEME_INCOMPLETE); checking the saved blocks first names them and offers to open each.
      const saved = (await components.refetch()).data?.results ?? [];
      const missing = incompleteComponents(saved, { routeType: scheme.type as CreatorRouteType, language: scheme.language });
      if (missing.length > 0) {
        setIncomplete(missing);
        return;
      }
    }
    if (await write(() => api.update('schemes', scheme.uuid, { publication, publish_start: startIso, publish_end: endIso }))) await invalidate('schemes');
  };
  return (
    <form onSubmit={save} aria-label={t('adminUi.tabVisibility')} className="flex max-w-xl flex-col gap-3">
      {incomplete.length > 0 && (
        <SaveBlockedAlert
          action="publish"
          blocks={incomplete}
          onOpen={(uuid) => {
            const component = components.data?.results.find((candidate) => candidate.uuid === uuid);
            if (component) onOpenBlock(component);
          }}
          onDismiss={() => setIncomplete([])}
        />
      )}
      <RadioGroup
        name="publication"
        label={t('adminPages.publication')}
        orientation="horizontal"
        options={Object.values(PUBLICATION).map((value) => ({ value, label: t(PUBLICATION_LABEL_KEYS[value]) }))}
        value={publication}
        onChange={(event) => setPublication(event.target.value)}
      />
      <DateTimeLocalInput
        label={t('adminPages.publishStart')}
        hint={t('adminPages.tallinnTime')}
        error={startIso === undefined ? t('adminPages.invalidDateTime') : undefined}
        value={start}
        onChange={(event) => setStart(event.target.value)}
      />
      <DateTimeLocalInput
        label={t('adminPages.publishEnd')}
        hint={t('adminPages.tallinnTime')}
        error={endIso === undefined ? t('adminPages.invalidDateTime') : undefined}
        value={end}
        onChange={(event) => setEnd(event.target.value)}
      />
      <Button type="submit" className="self-start text-body-sm">
        {t('adminPages.save')}
      </Button>
    </form>
  );
}

function LanguagesPanel({
  api,
  route,
  schemes,
  current,
  onOpen,
  onDeleted,
}: {
  api: AdminApi;
  route: AdminRoute;
  schemes: AdminScheme[];
  current: string | null;
  onOpen: (uuid: string) => void;
  onDeleted: (uuid: string) => void;
}) {
  const { t } = useTranslation();
  const write = useWrite();
  const attempt = useAttempt();
  const invalidate = useInvalidate();
  const [language, setLanguage] = useState<LocaleShortCode>('et');
  const [path, setPath] = useState('');
  const [isBusiness, setIsBusiness] = useState(false);
  const [deleting, setDeleting] = useState<AdminScheme | null>(null);
  const [cloning, setCloning] = useState<AdminScheme | null>(null);
  // The side-by-side preview offers to create a missing variant: the clone modal starts on that audience.
  const [cloneAsBusiness, setCloneAsBusiness] = useState<boolean | null>(null);
  const currentScheme = schemes.find((scheme) => scheme.uuid === current) ?? null;
  const shops = useQuery({ queryKey: adminKeys.list('shops', { page_size: 100 }), queryFn: () => api.list<AdminShop>('shops', { page_size: 100 }), enabled: cloning !== null });

  const create = async (event: FormEvent) => {
    event.preventDefault();
    const created = await write(() => api.create<AdminScheme>('schemes', { route_uuid: route.uuid, language: localeFromShortCode(language), path: path.trim(), is_business: isBusiness, meta_title: route.name }));
    if (created) {
      await invalidate('schemes');
      onOpen(created.uuid);
    }
  };
  const remove = async () => {
    const target = deleting;
    setDeleting(null);
    if (target && (await attempt(() => api.remove('schemes', target.uuid), 'deleted'))) {
      await invalidate('schemes', 'components', 'placeholders', 'blueprints');
      onDeleted(target.uuid);
    }
  };
  return (
    <div className="flex flex-col gap-4">
      <h2 className="text-h3">{t('adminPages.schemes')}</h2>
      <ul className="flex flex-col gap-2">
        {schemes.map((scheme) => (
          <li key={scheme.uuid} className="flex flex-wrap items-center gap-3" aria-current={scheme.uuid === current ? 'true' : undefined}>
            <span className={scheme.uuid === current ? 'font-semibold' : undefined}>
              {scheme.language} · {scheme.path} · {scheme.publication}
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
      <form onSubmit={create} aria-label={t('adminPages.newScheme')} className="flex flex-wrap items-end gap-3 rounded border border-brand-line p-3">
        <label className="flex flex-col gap-1 text-body-sm font-semibold">
          {t('adminPages.language')}
          <select value={language} onChange={(event) => setLanguage(event.target.value as LocaleShortCode)} className="rounded border border-brand-muted px-2 py-1 font-normal">
            {LOCALES.map((locale) => (
              <option key={locale.code} value={locale.shortCode}>
                {locale.name}
              </option>
            ))}
          </select>
        </label>
        <TextInput label={t('adminPages.path')} value={path} onChange={(event) => setPath(event.target.value)} required placeholder="/campaigns/…" />
        <Checkbox label={t('adminPages.isBusiness')} checked={isBusiness} onChange={(event) => setIsBusiness(event.target.checked)} />
        <Button type="submit" disabled={!path.trim()} className="text-body-sm disabled:opacity-60">
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
      <ConfirmDialog open={deleting !== null} subject={deleting ? `${deleting.path} (${deleting.language})` : ''} onConfirm={() => void remove()} onCancel={() => setDeleting(null)} />
      {cloning && (
        <CloneSchemeModal
          open
          onClose={() => (setCloning(null), setCloneAsBusiness(null))}
          schemeName={`${cloning.path} (${cloning.language})`}
          values={{ language: shortCodeFromLocale(cloning.language) ?? 'et', isBusiness: cloneAsBusiness ?? cloning.is_business, shop: 'ee' as Domain }}
          onClone={async (values) => {
            const source = cloning;
            const shopId = shops.data?.results.find((shop) => shop.country_id === countryIdForDomain(values.shop))?.id ?? null;
            const result = await write(() => api.cloneScheme(source.uuid, { language: localeFromShortCode(values.language) ?? source.language, is_business: values.isBusiness, shop_id: shopId }));
            setCloning(null);
            setCloneAsBusiness(null);
            if (result) await invalidate('schemes');
          }}
        />
      )}
    </div>
  );
}

/**
 * The business and the private variant of the open scheme (same route and language) next to each
 * other, each in its own preview frame; a missing variant offers the clone modal to create it.
 */
function VariantsSideBySide({ current, schemes, onCreate }: { current: AdminScheme; schemes: AdminScheme[]; onCreate: (isBusiness: boolean) => void }) {
  const { t } = useTranslation();
  const variant = (isBusiness: boolean) => (current.is_business === isBusiness ? current : (schemes.find((scheme) => scheme.language === current.language && scheme.is_business === isBusiness) ?? null));
  return (
    <section aria-labelledby="creator-variants-heading" className="flex flex-col gap-3">
      <h2 id="creator-variants-heading" className="text-h3">
        {t('creatorEditing.variantsTitle', { language: current.language })}
      </h2>
      <div className="grid gap-4 lg:grid-cols-2">
        {[true, false].map((isBusiness) => {
          const scheme = variant(isBusiness);
          const label = t(isBusiness ? 'creatorEditing.variantBusiness' : 'creatorEditing.variantPrivate');
          return (
            <figure key={String(isBusiness)} className="flex flex-col gap-2 rounded border border-brand-line p-2" data-testid={isBusiness ? 'variant-business' : 'variant-private'}>
              <figcaption className="font-semibold">
                {label}
                {scheme ? ` · ${scheme.path}` : ''}
              </figcaption>
              {scheme ? (
                <iframe title={label} src={creatorIframeHref(scheme.uuid, null)} className="h-[32rem] w-full rounded border border-brand-line bg-white" />
              ) : (
                <div className="flex flex-col items-start gap-2 p-4">
                  <p>{t('creatorEditing.variantMissing', { variant: label, language: current.language })}</p>
                  <Button onClick={() => onCreate(isBusiness)} className="text-body-sm">
                    {t('creatorEditing.variantCreate', { variant: label })}
                  </Button>
                </div>
              )}
            </figure>
          );
        })}
      </div>
    </section>
  );
}

function SchemePanel({ api, scheme }: { api: AdminApi; scheme: AdminScheme }) {
  const { t } = useTranslation();
  const write = useWrite();
  const invalidate = useInvalidate();
  const [values, setValues] = useState({ path: scheme.path, meta_title: scheme.meta_title, meta_description: scheme.meta_description, meta_image_src: scheme.meta_image_src ?? '' });
  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (await write(() => api.update('schemes', scheme.uuid, { ...values, meta_image_src: values.meta_image_src || null }))) await invalidate('schemes');
  };
  const field = (key: keyof typeof values, label: string) => <TextInput label={label} value={values[key]} onChange={(event) => setValues({ ...values, [key]: event.target.value })} />;
  return (
    <form onSubmit={save} aria-label={t('adminUi.tabScheme')} className="flex max-w-xl flex-col gap-3">
      {field('path', t('adminPages.path'))}
      {field('meta_title', t('adminPages.metaTitle'))}
      {field('meta_description', t('adminPages.metaDescription'))}
      {field('meta_image_src', t('adminPages.metaImage'))}
      <Button type="submit" className="self-start text-body-sm">
        {t('adminPages.save')}
      </Button>
    </form>
  );
}

function SettingsPanel({ api, route }: { api: AdminApi; route: AdminRoute }) {
  const { t } = useTranslation();
  const write = useWrite();
  const invalidate = useInvalidate();
  const [name, setName] = useState(route.name);
  const [order, setOrder] = useState(route.props.order === undefined ? '' : String(route.props.order));
  const [highlighted, setHighlighted] = useState(route.props.is_highlighted ?? false);
  const save = async (event: FormEvent) => {
    event.preventDefault();
    const props = { ...route.props, is_highlighted: highlighted, ...(order.trim() === '' ? {} : { order: Number(order) }) };
    if (await write(() => api.update('routes', route.uuid, { name, props }))) await invalidate('routes');
  };
  return (
    <form onSubmit={save} aria-label={t('adminUi.tabSettings')} className="flex max-w-xl flex-col gap-3">
      <TextInput label={t('adminPages.name')} value={name} onChange={(event) => setName(event.target.value)} />
      <TextInput label={t('adminPages.order')} inputMode="numeric" pattern="-?[0-9]*" value={order} onChange={(event) => setOrder(event.target.value)} />
      <Checkbox label={t('adminPages.highlighted')} checked={highlighted} onChange={(event) => setHighlighted(event.target.checked)} />
      <Button type="submit" className="self-start text-body-sm">
        {t('adminPages.save')}
      </Button>
    </form>
  );
}

/** The parent key of unsaved top-level orders (the scheme's or placeholder's own blocks). */
const TOP_LEVEL = '';
interface InsertTarget {
  parent: ComponentNode | null;
  anchor: ComponentNode | null;
}
/** The new block inside its wrappers (outermost first), as the components-tree call takes it. */
const plannedTree = (wrappers: readonly string[], name: string): ComponentTreeNode =>
  wrappers.reduceRight<ComponentTreeNode>((child, wrapper) => ({ name: wrapper, props: {}, slot: 'default', children: [child] }), { name, props: {}, slot: 'default', children: [] });

/**
 * The block editor: the tree of the scheme (or placeholder), an add menu that offers only what
 * the composition rules allow, generated field forms, and unsaved changes collected per
 * component with undo/redo, saved (PUT each) or cleared (originals back).
 */
function EditorPanel({
  api,
  scheme,
  placeholderUuid,
  initialComponent,
  checkRequired = false,
  onLeavePlaceholder,
  onEnterPlaceholder,
  page = 1,
}: {
  api: AdminApi;
  scheme: AdminScheme;
  placeholderUuid: string | null;
  initialComponent: string | null;
  /** Mark empty required fields from the start (the editor was opened from a refused publication). */
  checkRequired?: boolean;
  onLeavePlaceholder: () => void;
  /** Opens a placeholder in the editor (after a block was added in a new one). */
  onEnterPlaceholder: (uuid: string) => void;
  /** 1-based page of the composed page the preview shows (the `page` query parameter). */
  page?: number;
}) {
  const { t } = useTranslation();
  const blockLabel = useBlockLabel();
  const write = useWrite();
  const popups = usePopups();
  const invalidate = useInvalidate();
  const components = useQuery({
    queryKey: adminKeys.list('components', { scheme_uuid: scheme.uuid, all: true }),
    queryFn: () => api.listAll<AdminComponent>('components', { scheme_uuid: scheme.uuid }),
  });
  const blueprints = useQuery({
    queryKey: adminKeys.list('blueprints', { scheme_uuid: scheme.uuid }),
    queryFn: () => api.listAll<AdminBlueprint>('blueprints', { scheme_uuid: scheme.uuid }),
  });
  // Unsaved changes and their undo/redo stacks: one pure reducer (app/admin/creatorHistory.ts).
  const [history, dispatch] = useReducer(creatorHistoryReducer<BlockProps>, undefined, initialHistory<BlockProps>);
  const { present: edits, past, future, version: formVersion } = history;
  const drafts = edits.props;
  const [picking, setPicking] = useState<ApplyPickedUrl | null>(null);
  const [selected, setSelected] = useState<string | null>(initialComponent);
  // The URL's component can arrive after mount (a refused publication opens a block through it).
  useEffect(() => {
    if (initialComponent) setSelected(initialComponent);
  }, [initialComponent]);
  const [inserting, setInserting] = useState<InsertTarget | null>(null);
  const [deleting, setDeleting] = useState<AdminComponent | null>(null);
  const [viewport, setViewport] = useState<CreatorViewport>(CREATOR_VIEWPORT.SCREEN);
  const [saving, setSaving] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);
  // Read after hydration (localStorage is browser-only) and kept in step with copies made in other tabs.
  const [clipboard, setClipboard] = useState<ClipboardBlock | null>(null);
  useEffect(() => {
    const read = () => setClipboard(parseClipboard(window.localStorage.getItem(CREATOR_CLIPBOARD_KEY)));
    read();
    window.addEventListener('storage', read);
    return () => window.removeEventListener('storage', read);
  }, []);

  const all = useMemo(
    () =>
      (components.data?.results ?? []).map((component) => {
        const props = edits.props[component.uuid];
        // Children are ordered by index: an unsaved order shows as the positions it will be saved with.
        const position = component.parent_uuid ? (edits.orders[component.parent_uuid]?.indexOf(component.uuid) ?? -1) : -1;
        return { ...component, ...(props ? { props } : {}), ...(position >= 0 ? { index: position } : {}) };
      }),
    [components.data, edits],
  );
  const here = useMemo(() => all.filter((component) => component.placeholder_uuid === placeholderUuid), [all, placeholderUuid]);
  const savedPattern = blueprints.data?.results.find((blueprint) => blueprint.placeholder_uuid === placeholderUuid)?.pattern ?? null;
  const pattern = edits.orders[TOP_LEVEL] ?? savedPattern;
  const tree = useMemo(() => buildComponentTree(here, { pattern }), [here, pattern]);
  const selectedComponent = all.find((component) => component.uuid === selected) ?? null;
  const changed = Object.keys(edits.props).length + Object.keys(edits.orders).length;
  // The whole scheme (every placeholder) with the unsaved props: what the page would be after Save.
  const incomplete = useMemo(() => incompleteComponents(all, { routeType: scheme.type as CreatorRouteType, language: scheme.language }), [all, scheme.type, scheme.language]);
  const [saveRefused, setSaveRefused] = useState(false);
  const [showMissing, setShowMissing] = useState(checkRequired);
  const openIncomplete = (uuid: string) => {
    setSelected(uuid);
    setShowMissing(true);
    // After the form renders: put the editor on its first empty required field.
    window.setTimeout(() => document.querySelector<HTMLElement>('[data-testid="block-field-form"] [aria-invalid="true"]')?.focus(), 0);
  };

  const setDraft = (uuid: string, props: BlockProps) => dispatch({ type: 'apply', next: (current) => ({ ...current, props: { ...current.props, [uuid]: props } }) });
  const reorder = (parentKey: string, ids: string[]) => dispatch({ type: 'apply', next: (current) => ({ ...current, orders: { ...current.orders, [parentKey]: ids } }) });
  const undo = useCallback(() => dispatch({ type: 'undo' }), []);
  const redo = useCallback(() => dispatch({ type: 'redo' }), []);
  const clear = () => dispatch({ type: 'clear' });

  // Ctrl/Cmd+Z undoes, Ctrl/Cmd+Shift+Z (or Ctrl+Y) redoes, except while typing in a field.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      if (target && (target.tagName === 'INPUT' || target.tagName === 'TEXTAREA' || target.tagName === 'SELECT' || target.isContentEditable)) return;
      if (!(event.ctrlKey || event.metaKey)) return;
      const key = event.key.toLowerCase();
      const redoing = (key === 'z' && event.shiftKey) || key === 'y';
      if (key !== 'z' && !redoing) return;
      event.preventDefault();
      if (redoing) redo();
      else undo();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [undo, redo]);

  // The preview iframe gets the unsaved state whenever it changes or (re)loads.
  const postPreview = useCallback(() => {
    frame.current?.contentWindow?.postMessage({ type: PREVIEW_MESSAGE.STATE, components: here, pattern }, window.location.origin);
  }, [here, pattern]);
  useEffect(() => {
    postPreview();
    const onMessage = (event: MessageEvent) => {
      if (event.origin === window.location.origin && event.data?.type === PREVIEW_MESSAGE.READY) postPreview();
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [postPreview]);

  const save = async () => {
    if (incomplete.length > 0) {
      // Nothing is sent and the drafts stay: the alert lists what to fill in first.
      setSaveRefused(true);
      setShowMissing(true);
      return;
    }
    setSaveRefused(false);
    setSaving(true);
    try {
      for (const [uuid, props] of Object.entries(edits.props)) await api.update('components', uuid, { props });
      // One call per reordered parent (or the top level), each one transaction on the server.
      for (const [parentKey, ids] of Object.entries(edits.orders)) {
        await api.reorderComponents({
          scheme_uuid: scheme.uuid,
          parent_uuid: parentKey === TOP_LEVEL ? null : parentKey,
          ...(parentKey === TOP_LEVEL && placeholderUuid ? { placeholder_uuid: placeholderUuid } : {}),
          order: ids,
        });
      }
      // The saved tree is read back before the drafts go: cleared first, the editor showed (and a
      // copy took) the old props until the refetch landed.
      await invalidate('components', 'blueprints');
      clear();
      popups.show(t('adminPages.saved'));
    } catch (error) {
      popups.show(t('adminPages.saveFailed', { message: errorText(error) }), 'error');
    } finally {
      setSaving(false);
    }
  };

  const insert = async (target: InsertTarget, request: BlockInsertRequest) => {
    const parentName = target.parent?.component.name ?? null;
    // A block that must sit in a wrapper (or a placeholder) gets it created first (domain insertPlan).
    const plan = insertPlan(request.name, parentName, { inPlaceholder: !target.parent && !!placeholderUuid });
    if (!plan) return;
    const blocks = [plannedTree(plan.wrappers, request.name)];
    if (plan.placeholder) {
      // Placeholder, wrappers and block in one call and one transaction: a refusal leaves nothing behind.
      const made = await write(() => api.createComponentTree({ scheme_uuid: scheme.uuid, parent_uuid: null, new_placeholder: { type: placeholderPositionFor(request.name), name: request.name }, tree: blocks }), null);
      setInserting(null);
      await invalidate('placeholders', 'components', 'blueprints');
      if (made?.placeholder) {
        popups.show(t('creatorEditing.insertedInPlaceholder', { name: blockLabel(request.name), type: made.placeholder.type }));
        onEnterPlaceholder(made.placeholder.uuid);
      }
      return;
    }
    const siblings = target.parent ? (target.parent.slots.default ?? []) : tree;
    const anchorIndex = target.anchor ? siblings.indexOf(target.anchor) : siblings.length - 1;
    const at = request.position === 'inside' ? siblings.length : request.position === 'top' || request.position === 'left' ? anchorIndex : anchorIndex + 1;
    // The block (with its wrappers) and the siblings' order as shown here, unsaved moves included:
    // one call and one transaction (the top level's pattern, or the parent's children's indexes).
    const created = await write(
      () =>
        api.createComponentTree({
          scheme_uuid: scheme.uuid,
          parent_uuid: target.parent?.component.uuid ?? null,
          ...(target.parent || !placeholderUuid ? {} : { placeholder_uuid: placeholderUuid }),
          index: at,
          sibling_order: siblings.map((node) => node.component.uuid),
          tree: blocks,
        }),
      null,
    );
    if (!created) return;
    // The insert saved this sibling order (the unsaved one included), so it is no longer a pending change.
    const parentKey = target.parent?.component.uuid ?? TOP_LEVEL;
    dispatch({ type: 'amend', next: (current) => (parentKey in current.orders ? { ...current, orders: Object.fromEntries(Object.entries(current.orders).filter(([key]) => key !== parentKey)) } : current) });
    await invalidate('components', 'blueprints');
    // The menu closes once the tree shows the new order: a next insert opened earlier would
    // anchor on the old tree and write a pattern without this block. Close this menu only: the
    // editor may already have opened another one.
    setInserting((current) => (current === target ? null : current));
  };

  const copy = (node: ComponentNode) => {
    const block = toClipboardBlock(node);
    window.localStorage.setItem(CREATOR_CLIPBOARD_KEY, JSON.stringify(block));
    setClipboard(block);
    popups.show(t('creatorEditing.copied', { name: blockLabel(block.name) }));
  };

  /** Creates the copied subtree anew (new uuids) under a parent block, or at the end of the page or placeholder. */
  const paste = async (parent: ComponentNode | null) => {
    const block = clipboard;
    if (!block) return;
    const target = (parent ? blockLabel(parent.component.name) : null) ?? t('creatorEditing.thePage');
    if (!canPasteUnder(block, parent?.component.name ?? null, { inPlaceholder: !parent && !!placeholderUuid })) {
      popups.show(t('creatorEditing.pasteRefused', { name: blockLabel(block.name), target }), 'error');
      return;
    }
    // One call and one transaction: a refusal anywhere in the subtree leaves the page unchanged.
    const created = await write(
      () =>
        api.createComponentTree({
          scheme_uuid: scheme.uuid,
          parent_uuid: parent?.component.uuid ?? null,
          ...(parent || !placeholderUuid ? {} : { placeholder_uuid: placeholderUuid }),
          tree: [block],
        }),
      null,
    );
    if (!created) return;
    await invalidate('components', 'blueprints');
    popups.show(t('creatorEditing.pasted', { name: blockLabel(block.name), target }));
  };

  const remove = async () => {
    const target = deleting;
    setDeleting(null);
    if (!target) return;
    const result = await write(() => api.remove('components', target.uuid) as Promise<{ deleted: string[] }>, 'deleted');
    if (result) {
      dispatch({ type: 'amend', next: (current) => withoutComponents(current, result.deleted) });
      if (selected && result.deleted.includes(selected)) setSelected(null);
      await invalidate('components', 'blueprints');
    }
  };

  const renderNodes = (nodes: ComponentNode[], parent: ComponentNode | null) => (
    <SortableList<ComponentNode>
      items={nodes}
      label={parent ? t('creatorEditing.childrenOf', { name: blockLabel(parent.component.name) }) : t('adminPages.blocks')}
      getId={(node) => node.component.uuid}
      getLabel={(node) => blockLabel(node.component.name)}
      onReorder={(ids) => reorder(parent?.component.uuid ?? TOP_LEVEL, ids)}
      className="border-l border-brand-line pl-3"
      renderItem={(node, handle) => {
        const { component } = node;
        const children = node.slots.default ?? [];
        const canHaveChildren = allowedChildren(component.name).length > 0;
        const canAddSibling = insertDirections(component.name).length > 0 && allowedChildren(parent?.component.name ?? null, { inPlaceholder: !!placeholderUuid }).length > 0;
        return (
          <div data-testid={`block-${component.name}`} data-uuid={component.uuid} className="flex flex-col gap-1">
            <div className="flex flex-wrap items-center gap-2">
              {handle}
              <span className={component.uuid === selected ? 'font-semibold' : undefined}>
                {blockLabel(component.name)}
                {drafts[component.uuid] ? ' *' : ''}
              </span>
              <Button variant="link" onClick={() => setSelected(component.uuid)} className="text-body-sm" aria-label={`${t('adminPages.edit')} ${blockLabel(component.name)}`}>
                {t('adminPages.edit')}
              </Button>
              {canAddSibling && (
                <Button variant="link" onClick={() => setInserting({ parent, anchor: node })} className="text-body-sm">
                  {t('adminPages.addNextTo', { name: blockLabel(component.name) })}
                </Button>
              )}
              {canHaveChildren && (
                <Button variant="link" onClick={() => setInserting({ parent: node, anchor: children.at(-1) ?? null })} className="text-body-sm">
                  {t('adminPages.addInside', { name: blockLabel(component.name) })}
                </Button>
              )}
              <Button variant="link" onClick={() => copy(node)} className="text-body-sm" aria-label={t('creatorEditing.copyBlock', { name: blockLabel(component.name) })}>
                {t('creatorEditing.copy')}
              </Button>
              {canHaveChildren && clipboard && (
                <Button variant="link" onClick={() => void paste(node)} className="text-body-sm">
                  {t('creatorEditing.pasteInside', { name: blockLabel(clipboard.name), target: blockLabel(component.name) })}
                </Button>
              )}
              <Button variant="link" onClick={() => setDeleting(component as AdminComponent)} className="text-body-sm text-status-error" aria-label={`${t('adminPages.delete')} ${blockLabel(component.name)}`}>
                {t('adminPages.delete')}
              </Button>
            </div>
            {children.length > 0 && renderNodes(children, node)}
          </div>
        );
      }}
    />
  );

  const spec = selectedComponent ? BLOCK_SPECS[selectedComponent.name as BlockName] : undefined;
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-2" role="toolbar" aria-label={t('adminUi.tabEditor')}>
        <Button onClick={() => void save()} disabled={changed === 0 || saving} className="text-body-sm disabled:opacity-60">
          {t('adminPages.save')}
        </Button>
        <Button variant="secondary" onClick={clear} disabled={changed === 0} className="text-body-sm disabled:opacity-60">
          {t('adminPages.clear')}
        </Button>
        <Button variant="secondary" size={null} onClick={undo} disabled={past.length === 0} className="px-3 py-2 text-body-sm disabled:opacity-60" aria-keyshortcuts="Control+Z">
          {t('adminPages.undo')}
        </Button>
        <Button variant="secondary" size={null} onClick={redo} disabled={future.length === 0} className="px-3 py-2 text-body-sm disabled:opacity-60" aria-keyshortcuts="Control+Shift+Z">
          {t('adminPages.redo')}
        </Button>
        <span className="text-body-sm text-brand-muted" role="status">
          {t('adminPages.unsaved', { count: changed })}
        </span>
        <a href={`${scheme.path}?lang=${shortCodeFromLocale(scheme.language) ?? ''}${page > 1 ? `&page=${page}` : ''}`} target="_blank" rel="noreferrer" className="ml-auto text-body-sm underline">
          {t('adminPages.viewPage')}
        </a>
      </div>
      {saveRefused && incomplete.length > 0 && <SaveBlockedAlert action="save" blocks={incomplete} onOpen={openIncomplete} onDismiss={() => setSaveRefused(false)} />}
      {placeholderUuid && (
        <p className="text-body-sm">
          {t('adminPages.editingPlaceholder', { name: placeholderUuid })}{' '}
          <Button variant="link" onClick={onLeavePlaceholder}>
            {t('adminPages.backToPage')}
          </Button>
        </p>
      )}
      <div className="grid gap-4 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]">
        <div className="flex flex-col gap-3">
          <h2 className="text-h3">{t('adminPages.blocks')}</h2>
          {tree.length === 0 && <p className="text-body-sm text-brand-muted">{t('adminPages.emptyPage')}</p>}
          {renderNodes(tree, null)}
          <Button variant="secondary" size="sm" onClick={() => setInserting({ parent: null, anchor: tree.at(-1) ?? null })} className="self-start text-body-sm">
            {t('adminPages.addToPage')}
          </Button>
          {clipboard && (
            <Button variant="secondary" size="sm" onClick={() => void paste(null)} className="self-start text-body-sm">
              {t('creatorEditing.pasteInside', { name: blockLabel(clipboard.name), target: t('creatorEditing.thePage') })}
            </Button>
          )}
          {inserting && (
            <div className="flex flex-col gap-2" data-testid="insert-menu">
              <BlockInsertMenu
                key={`${inserting.parent?.component.uuid ?? 'top'}-${inserting.anchor?.component.uuid ?? 'none'}`}
                parentName={inserting.parent?.component.name ?? null}
                inPlaceholder={!inserting.parent && !!placeholderUuid}
                hasAnchor={inserting.anchor !== null}
                onInsert={(request) => void insert(inserting, request)}
              />
              <Button variant="link" onClick={() => setInserting(null)} className="self-start text-body-sm">
                {t('adminPages.close')}
              </Button>
            </div>
          )}
          {selectedComponent && spec && (
            <div data-testid="block-field-form">
              <BlockFieldForm
                key={`${selectedComponent.uuid}-${formVersion}`}
                spec={spec}
                values={selectedComponent.props}
                routeType={scheme.type as CreatorRouteType}
                language={scheme.language}
                showMissing={showMissing}
                onApply={(values) => setDraft(selectedComponent.uuid, values)}
                onPickImage={(apply) => setPicking(() => apply)}
              />
            </div>
          )}
        </div>
        <div className="flex flex-col gap-2">
          <div className="flex items-center justify-between gap-2">
            <h2 className="text-h3">{t('adminPages.preview')}</h2>
            <ViewportToggle value={viewport} onChange={setViewport} />
          </div>
          <iframe
            ref={frame}
            title={t('adminPages.preview')}
            src={creatorIframeHref(scheme.uuid, placeholderUuid, page)}
            onLoad={postPreview}
            style={{ width: CREATOR_VIEWPORT_WIDTH[viewport] }}
            className="mx-auto h-[70vh] max-w-full border border-brand-line bg-brand-paper"
          />
        </div>
      </div>
      <ConfirmDialog open={deleting !== null} subject={deleting ? blockLabel(deleting.name) : ''} onConfirm={() => void remove()} onCancel={() => setDeleting(null)} />
      {picking && (
        <MediaPicker
          api={api}
          onClose={() => setPicking(null)}
          onPick={(url) => {
            picking(url);
            setPicking(null);
          }}
        />
      )}
    </div>
  );
}
