import { FIELD_ERROR_SEPARATOR } from '../constants/messaging';

/** Field errors as the form popup lists them: one "[field] - message" line per message. */
export const formatFieldErrors = (errors: Readonly<Record<string, readonly string[]>> | null | undefined): string[] =>
  Object.entries(errors ?? {}).flatMap(([field, messages]) =>
    messages.map((message) => `[${field}]${FIELD_ERROR_SEPARATOR}${message}`),
  );
