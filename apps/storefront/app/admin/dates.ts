import { TIME_ZONE } from '@salon/domain';

/**
 * An API timestamp as staff read it: Tallinn wall time (every business date is Tallinn time) in
 * the admin language. '–' when there is none; a value that is not a date is shown as given.
 */
export function formatAdminDateTime(value: string | null | undefined, language: string): string {
  if (!value) return '–';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(language.replace('_', '-'), { timeZone: TIME_ZONE, dateStyle: 'medium', timeStyle: 'short' }).format(date);
}
