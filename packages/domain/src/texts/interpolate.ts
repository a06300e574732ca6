/** The values a text's `{{name}}` placeholders are filled from. */
export type TextValues = Readonly<Record<string, unknown>>;

const PLACEHOLDER = /\{\{\s*([\w.-]+)\s*\}\}/g;

/**
 * Fills `{{name}}` placeholders. A name the values do not carry stays as written, so a missing
 * value shows up in review instead of vanishing; a value given as null or undefined prints empty.
 */
export function interpolate(template: string, values: TextValues | undefined): string {
  if (!values || !template.includes('{{')) return template;
  return template.replace(PLACEHOLDER, (placeholder, name: string) => {
    if (!Object.prototype.hasOwnProperty.call(values, name)) return placeholder;
    const value = values[name];
    return value === undefined || value === null ? '' : String(value);
  });
}
