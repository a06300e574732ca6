/** query_fields as editors type them: one `key=value` per line. */
export const queryFieldsText = (fields: unknown) =>
  fields && typeof fields === 'object' ? Object.entries(fields as Record<string, unknown>).map(([key, value]) => `${key}=${String(value)}`).join('\n') : '';

/** Lines to query_fields; blank lines are skipped, a line without '=' (or without a key) is returned as wrong. */
export function parseQueryFields(text: string): { fields: Record<string, string>; wrong: string | null } {
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
