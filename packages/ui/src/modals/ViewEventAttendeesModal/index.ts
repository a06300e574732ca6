export { ViewEventAttendeesModal, type ViewEventAttendeesModalProps, type EventAttendee } from './ViewEventAttendeesModal';
