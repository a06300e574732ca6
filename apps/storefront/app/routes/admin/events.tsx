import { ApiError, apiErrorText } from '@salon/api-client';
import { LOCALE_CODES, LOCALES, PAGE_SIZE, localeName, type LocaleCode } from '@salon/domain';
import { Button, DateTimeLocalInput, ModalWrapper, TextArea, TextInput, useAdminColumnLabels, useTranslation, ViewEventAttendeesModal, type EventAttendee } from '@salon/ui';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { AdminList } from '../../admin/AdminList';
import { RowAction } from '../../admin/RowAction';
import { adminKeys, useAdminApi, type AdminEventAttendee, type AdminTranslations } from '../../admin/adminApi';
import { emptyTicket, eventBodyOf, eventFieldErrors, eventFormErrors, eventFormOf, type AdminEvent, type EventForm } from '../../admin/eventForm';
import { translationOf } from '../../admin/forms';
import { useAdminDone } from '../../admin/useAdminAction';
import { useApp } from '../../lib/appContext';

/**
 * One attendee line as the modal shows it: the order's contact person, else the customer or user;
 * the company only where the customer is one (a private customer's name is their own).
 */
export const attendeeOf = (line: AdminEventAttendee, locale: LocaleCode, statusName: (status: number) => string): EventAttendee => ({
  id: line.line_id,
  name: [line.contact.first_name, line.contact.last_name].filter(Boolean).join(' ') || line.customer?.name || line.user?.email || String(line.order.number),
  email: line.contact.email ?? line.user?.email ?? '',
  phone: line.contact.phone,
  company: line.customer && !line.customer.is_individual ? line.customer.name : null,
  ticket: translationOf(line.ticket.i18n_name, locale),
  seats: line.quantity,
  order: `${line.order.number} · ${statusName(line.order.status)}`,
});

function Attendees({ event, onClose }: { event: { id: number; name: string }; onClose: () => void }) {
  const api = useAdminApi();
  const { locale } = useApp();
  const labels = useAdminColumnLabels();
  // The modal is one table: read every page of the attendee list.
  const attendees = useQuery({
    queryKey: [...adminKeys.endpoint('events'), 'attendees', event.id],
    queryFn: async () => {
      const results: AdminEventAttendee[] = [];
      for (let page: number | null = 1; page !== null; ) {
        const answer = await api.eventAttendees(event.id, { page, page_size: PAGE_SIZE.ADMIN_LIST });
        results.push(...answer.results);
        page = answer.next;
      }
      return { results };
    },
  });
  return (
    <ViewEventAttendeesModal
      open
      onClose={onClose}
      eventName={event.name}
      status={attendees.isError ? 'error' : attendees.data ? 'success' : 'loading'}
      onRetry={() => void attendees.refetch()}
      attendees={(attendees.data?.results ?? []).map((line) => attendeeOf(line, locale, (status) => labels.option('order_status', status)))}
    />
  );
}


const shortCode = (code: LocaleCode) => LOCALES.find((locale) => locale.code === code)?.shortCode;

/**
 * Create or edit an event with its tickets. Translated texts are compact groups of one field per
 * store language; the client refuses what the API would (start before end, capacity not below
 * the seats sold) and the API's own messages land at the same fields.
 */
function EventEditor({ event, onClose }: { event: AdminEvent | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { locale } = useApp();
  const api = useAdminApi();
  const done = useAdminDone('events');
  const [form, setForm] = useState<EventForm>(() => eventFormOf(event));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const update = (patch: Partial<EventForm>) => setForm((current) => ({ ...current, ...patch }));
  const updateTicket = (index: number, patch: Partial<EventForm['tickets'][number]>) =>
    setForm((current) => ({ ...current, tickets: current.tickets.map((ticket, at) => (at === index ? { ...ticket, ...patch } : ticket)) }));
  const submit = async (submitted: FormEvent) => {
    submitted.preventDefault();
    setMessage(null);
    const refused = eventFormErrors(form);
    setErrors(Object.fromEntries(Object.entries(refused).map(([key, text]) => [key, t(text.key, text.values)])));
    if (Object.keys(refused).length) return;
    setSaving(true);
    try {
      const body = eventBodyOf(form, event);
      await (event ? api.update('events', event.id, body) : api.create('events', body));
      await done(event ? undefined : t('adminOps.eventCreated'));
      onClose();
    } catch (error) {
      if (error instanceof ApiError) {
        setErrors(eventFieldErrors(error.fieldErrors));
        setMessage(error.message);
      } else setMessage(apiErrorText(error));
    } finally {
      setSaving(false);
    }
  };
  const perLocale = (legend: string, prefix: string, texts: Record<LocaleCode, string>, onChange: (texts: Record<LocaleCode, string>) => void, multiline = false) => (
    <fieldset className="flex flex-col gap-2 rounded border border-brand-line p-3">
      <legend className="px-1 text-body-sm font-semibold">{legend}</legend>
      {LOCALE_CODES.map((locale) => {
        const props = {
          label: localeName(locale),
          lang: shortCode(locale),
          value: texts[locale],
          error: errors[`${prefix}.${locale}`] ?? (locale === LOCALE_CODES[0] ? errors[prefix] : undefined),
        };
        return multiline ? (
          <TextArea key={locale} rows={3} {...props} onChange={(change) => onChange({ ...texts, [locale]: change.target.value })} />
        ) : (
          <TextInput key={locale} required {...props} onChange={(change) => onChange({ ...texts, [locale]: change.target.value })} />
        );
      })}
    </fieldset>
  );
  const title = event ? t('adminOps.editEvent', { name: translationOf(event.i18n_name, locale) || event.slug }) : t('adminOps.newEvent');
  return (
    <ModalWrapper open onClose={onClose} title={title} size="lg" preventClose={saving}>
      <form noValidate onSubmit={(submitted) => void submit(submitted)} className="flex flex-col gap-4">
        {message ? (
          <p role="alert" className="rounded bg-status-error-bg px-3 py-2 text-body-sm text-status-error">
            {[message, errors.tickets].filter(Boolean).join(' ')}
          </p>
        ) : null}
        {perLocale(t('adminOps.name'), 'i18n_name', form.name, (name) => update({ name }))}
        {perLocale(t('adminOps.description'), 'i18n_description', form.description, (description) => update({ description }), true)}
        <TextInput label={t('adminOps.slug')} required value={form.slug} error={errors.slug} onChange={(change) => update({ slug: change.target.value })} />
        <TextInput label={t('adminOps.location')} required value={form.location} error={errors.location} onChange={(change) => update({ location: change.target.value })} />
        <div className="grid gap-3 md:grid-cols-2">
          <DateTimeLocalInput label={t('adminOps.startsAt')} required value={form.startsAt} error={errors.starts_at} onChange={(change) => update({ startsAt: change.target.value })} />
          <DateTimeLocalInput label={t('adminOps.endsAt')} required value={form.endsAt} error={errors.ends_at} onChange={(change) => update({ endsAt: change.target.value })} />
        </div>
        <section aria-label={t('adminOps.tickets')} className="flex flex-col gap-3">
          <h3 className="text-h4">{t('adminOps.tickets')}</h3>
          {form.tickets.length === 0 ? <p>{t('adminOps.noTickets')}</p> : null}
          <ol className="flex flex-col gap-3">
            {form.tickets.map((ticket, index) => {
              const number = index + 1;
              return (
                <li key={ticket.id ?? `new-${index}`} className="flex flex-col gap-2 rounded border border-brand-ink p-3">
                  <h4 className="font-semibold">
                    {t('adminOps.ticketNumber', { number })}
                    {ticket.sold ? ` · ${t('adminOps.soldCount', { count: ticket.sold })}` : ''}
                  </h4>
                  {perLocale(t('adminOps.ticketName'), `tickets.${index}.i18n_name`, ticket.name, (name) => updateTicket(index, { name }))}
                  <div className="grid gap-3 md:grid-cols-2">
                    <TextInput label={t('adminOps.price')} required inputMode="decimal" value={ticket.price} error={errors[`tickets.${index}.price`]} onChange={(change) => updateTicket(index, { price: change.target.value })} />
                    <TextInput
                      type="number"
                      min={ticket.sold}
                      label={t('adminOps.capacity')}
                      required
                      value={ticket.capacity}
                      error={errors[`tickets.${index}.capacity`]}
                      onChange={(change) => updateTicket(index, { capacity: change.target.value })}
                    />
                  </div>
                  {/* Sold tickets stay: the API refuses removing a ticket that is in orders. */}
                  {ticket.sold === 0 ? (
                    <Button variant="link" onClick={() => update({ tickets: form.tickets.filter((_, at) => at !== index) })} className="self-start text-body-sm">
                      {t('adminOps.removeTicket', { number })}
                    </Button>
                  ) : null}
                </li>
              );
            })}
          </ol>
          <Button variant="secondary" onClick={() => update({ tickets: [...form.tickets, emptyTicket()] })} className="self-start font-semibold">
            {t('adminOps.addTicket')}
          </Button>
        </section>
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose} disabled={saving} className="font-semibold">
            {t('adminUi.cancel')}
          </Button>
          <Button size={null} type="submit" disabled={saving} className="px-6 py-2 disabled:opacity-60">
            {t('adminPages.save')}
          </Button>
        </div>
      </form>
    </ModalWrapper>
  );
}

/** Loads the event with its tickets (sold counts included) before the editor opens. */
function EventEditorLoader({ id, onClose }: { id: number; onClose: () => void }) {
  const api = useAdminApi();
  const detail = useQuery({ queryKey: [...adminKeys.endpoint('events'), 'detail', id], queryFn: () => api.get<AdminEvent>('events', id), gcTime: 0 });
  return detail.data ? <EventEditor event={detail.data} onClose={onClose} /> : null;
}

/** /admin/events: events with tickets sold and capacity; create and edit events with their tickets; the attendees of each. */
export default function AdminEvents() {
  const { t } = useTranslation();
  const { locale } = useApp();
  const [viewing, setViewing] = useState<{ id: number; name: string } | null>(null);
  const [editing, setEditing] = useState<{ id: number | null } | null>(null);
  return (
    <section className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-h2">{t('adminNav.eventsAdmin')}</h1>
        <Button onClick={() => setEditing({ id: null })} className="text-body-sm">
          {t('adminOps.newEvent')}
        </Button>
      </div>
      <AdminList
        endpoint="events"
        caption={t('adminNav.eventsAdmin')}
        renderActions={(row) => {
          const name = translationOf(row.i18n_name as AdminTranslations, locale) || String(row.slug);
          return (
            <span className="flex gap-3">
              <RowAction label={t('adminPages.edit')} of={name} onClick={() => setEditing({ id: Number(row.id) })} />
              <RowAction label={t('adminOps.attendees')} of={name} onClick={() => setViewing({ id: Number(row.id), name })} />
            </span>
          );
        }}
      />
      {viewing ? <Attendees event={viewing} onClose={() => setViewing(null)} /> : null}
      {editing?.id === null ? <EventEditor event={null} onClose={() => setEditing(null)} /> : null}
      {editing?.id ? <EventEditorLoader id={editing.id} onClose={() => setEditing(null)} /> : null}
    </section>
  );
}
