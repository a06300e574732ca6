import { useTranslation } from '../../i18n/useTranslation';
import { Spinner } from '../../widgets/AddToCartButton';
import { DataTable } from '../../widgets/DataTable';
import { ModalWrapper } from '../ModalWrapper';
import { Button } from '../../primitives/Button';

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
            <Button variant="secondary" onClick={onRetry}>
              {t('common.retry')}
            </Button>
          ) : null}
        </div>
      ) : attendees.length === 0 ? (
        <p>{t('adminModals.noAttendees')}</p>
      ) : (
        // The e-mail links make the scrolling box reachable by keyboard.
        <div className="relative overflow-x-auto">
          <DataTable
            caption={t('adminModals.attendeeCount', { count: attendees.length })}
            columns={[t('adminModals.attendeeName'), t('authModal.email'), t('accountModals.phone'), t('adminModals.company')]}
            rows={attendees.map((attendee) => ({
              key: attendee.id,
              cells: [
                attendee.name,
                <a key="email" href={`mailto:${attendee.email}`} className="underline">
                  {attendee.email}
                </a>,
                attendee.phone ?? '',
                attendee.company ?? '',
              ],
            }))}
          />
        </div>
      )}
    </ModalWrapper>
  );
}
