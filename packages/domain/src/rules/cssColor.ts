/**
 * Colours staff type for a placeholder's strip (background and text). Rendered into a style
 * attribute, so anything else (`red;position:fixed;...`) would be CSS of the staff member's
 * choosing on every page (decision 0082): only a hex colour or a colour name.
 */
const HEX_COLOR = /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const COLOR_NAME = /^[a-z]{3,20}$/i;

export function isCssColor(value: string): boolean {
  const color = value.trim();
  return HEX_COLOR.test(color) || COLOR_NAME.test(color);
}

/** The colour to render, or undefined for an empty or refused one. */
export function cssColor(value: unknown): string | undefined {
  return typeof value === 'string' && isCssColor(value) ? value.trim() : undefined;
}
