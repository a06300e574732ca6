import { useTranslation } from 'react-i18next';
import { Spinner } from '../../widgets/AddToCartButton';
import { ModalWrapper } from '../ModalWrapper';

export interface EventAttendee {
  id: number | string;
  name: string;
  email: string;
  phone?: string | null;
  company?: string | null;
}

export interface ViewEventAttendeesModalProps {
  open: boolean;
  onClose: () => void;
  eventName: string;
  status: 'loading' | 'error' | 'success';
  onRetry?: () => void;
  attendees: readonly EventAttendee[];
}

export function ViewEventAttendeesModal({ open, onClose, eventName, status, onRetry, attendees }: ViewEventAttendeesModalProps) {
  const { t } = useTranslation();
  return (
    <ModalWrapper open={open} onClose={onClose} title={t('adminModals.attendeesTitle', { event: eventName })} size="xl">
      {status === 'loading' ? (
        <p role="status" className="flex items-center gap-2 text-brand-muted">
          <Spinner />
          {t('modalCommon.loading')}
        </p>
      ) : status === 'error' ? (
        <div role="alert" className="flex flex-col items-start gap-2">
          <p>{t('modalCommon.loadFailed')}</p>
          {onRetry ? (
            <button type="button" onClick={onRetry} className="rounded border border-brand-ink px-4 py-2">
              {t('common.retry')}
            </button>
          ) : null}
        </div>
      ) : attendees.length === 0 ? (
        <p>{t('adminModals.noAttendees')}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-body-sm">
            <caption className="mb-2 text-left text-brand-muted">{t('adminModals.attendeeCount', { count: attendees.length })}</caption>
            <thead className="border-b border-brand-ink">
              <tr>
                <th scope="col" className="py-2 pr-4">{t('adminModals.attendeeName')}</th>
                <th scope="col" className="py-2 pr-4">{t('authModal.email')}</th>
                <th scope="col" className="py-2 pr-4">{t('accountModals.phone')}</th>
                <th scope="col" className="py-2">{t('adminModals.company')}</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-brand-line">
              {attendees.map((attendee) => (
                <tr key={attendee.id}>
                  <th scope="row" className="py-2 pr-4 font-medium">{attendee.name}</th>
                  <td className="py-2 pr-4">
                    <a href={`mailto:${attendee.email}`} className="underline">
                      {attendee.email}
                    </a>
                  </td>
                  <td className="py-2 pr-4">{attendee.phone ?? ''}</td>
                  <td className="py-2">{attendee.company ?? ''}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </ModalWrapper>
  );
}
