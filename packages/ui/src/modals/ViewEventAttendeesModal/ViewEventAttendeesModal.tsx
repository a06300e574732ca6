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
  /** The ticket kind bought (full, reduced…). */
  ticket?: string | null;
  /** Seats this buyer holds; 1 when not given. */
  seats?: number;
  /** The order the tickets were bought in, as staff look it up (number and status). */
  order?: string | null;
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
  // Who is coming counts people, not purchases: one buyer of three tickets brings three.
  const seats = attendees.reduce((sum, attendee) => sum + (attendee.seats ?? 1), 0);
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
            caption={t('adminModals.attendeeCount', { count: seats })}
            columns={[
              t('adminModals.attendeeName'),
              t('authModal.email'),
              t('accountModals.phone'),
              t('adminModals.company'),
              t('adminModals.ticket'),
              t('adminModals.seats'),
              t('adminModals.order'),
            ]}
            rows={attendees.map((attendee) => ({
              key: attendee.id,
              cells: [
                attendee.name,
                <a key="email" href={`mailto:${attendee.email}`} className="underline">
                  {attendee.email}
                </a>,
                // A phone number broken over three lines is misread when dialled.
                <span key="phone" className="whitespace-nowrap">
                  {attendee.phone ?? ''}
                </span>,
                attendee.company ?? '',
                attendee.ticket ?? '',
                String(attendee.seats ?? 1),
                attendee.order ?? '',
              ],
            }))}
          />
        </div>
      )}
    </ModalWrapper>
  );
}
