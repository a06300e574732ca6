import { describe, expect, it } from 'vitest';
import { SPEC_WIDGET, SPEC_WIDGETS } from './specWidget';

describe('SPEC_WIDGETS', () => {
  it('names one component per widget of storefront.md section 2, each once', () => {
    expect(SPEC_WIDGETS).toHaveLength(38);
    expect(new Set(SPEC_WIDGETS).size).toBe(SPEC_WIDGETS.length);
  });

  it('uses component (folder) names', () => {
    for (const widget of SPEC_WIDGETS) expect(widget).toMatch(/^[A-Z][A-Za-z]+$/);
  });

  it('covers the six input kinds and the brand modal', () => {
    expect([SPEC_WIDGET.TEXT_INPUT, SPEC_WIDGET.TEXTAREA, SPEC_WIDGET.CHECKBOX, SPEC_WIDGET.RADIO, SPEC_WIDGET.DATE_INPUT, SPEC_WIDGET.DATETIME_LOCAL_INPUT]).toEqual([
      'TextInput',
      'TextArea',
      'Checkbox',
      'RadioGroup',
      'DateInput',
      'DateTimeLocalInput',
    ]);
    expect(SPEC_WIDGET.BRAND_DIRECTORY).toBe('BrandDirectory');
  });
});
