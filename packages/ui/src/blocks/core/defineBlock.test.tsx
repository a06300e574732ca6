import { BLOCK_NAME, CREATOR_ROUTE_TYPE, defineBlockSpec, field, isFieldVisible, schemaForField, schemaForFields, type FieldMap } from '@salon/domain';
import { describe, expect, it } from 'vitest';
import { BLOCK_DEFINITIONS } from '..';
import { accordionWrapperBlock } from '../AccordionWrapper';
import { horizontalProductListWithPanelBlock } from '../HorizontalProductListWithPanel';
import { hugeBannerBlock } from '../HugeBanner';
import { defineBlock, resolveBlockProps, type AnyBlockDefinition } from './defineBlock';

describe('defineBlock', () => {
  it('ties renderer props to the spec fields (type-level)', () => {
    const spec = defineBlockSpec({
      name: BLOCK_NAME.SPACER,
      fields: { size: field.select(['s', 'l']), count: field.number() },
      defaults: { size: 's', count: 1 },
    });
    const block = defineBlock(spec, {
      render: ({ props }) => {
        const size: 's' | 'l' = props.size;
        // @ts-expect-error a prop that is not a field does not exist
        void props.colour;
        return size;
      },
    });
    expect(schemaForFields(block.fields).safeParse(block.defaults).success).toBe(true);
    expect(block.slots).toEqual([]);
    expect(block.render.displayName).toBe(BLOCK_NAME.SPACER);
  });
});

describe('resolveBlockProps', () => {
  it('fills missing fields with defaults and replaces invalid ones, reporting them', () => {
    const result = resolveBlockProps(hugeBannerBlock, { title: 'Sale', textColor: 'pink', closeTimeoutSeconds: '2,5', extra: 'dropped' });
    expect(result.props.title).toBe('Sale');
    expect(result.props.textColor).toBe(hugeBannerBlock.defaults.textColor);
    expect(result.props.closeTimeoutSeconds).toBe('2,5');
    expect(result.props).not.toHaveProperty('extra');
    expect(result.replaced.map((issue) => issue.field)).toEqual(['textColor']);
    expect(result.violations).toEqual([]);
  });

  it('treats non-object props as empty', () => {
    for (const stored of [null, 'x', 3, []]) {
      expect(resolveBlockProps(hugeBannerBlock, stored).props).toEqual(hugeBannerBlock.defaults);
    }
  });

  it('requires the favourite brand only for brand favourites', () => {
    const { fields } = horizontalProductListWithPanelBlock;
    expect(isFieldVisible(fields.favouriteBrandId, { props: { queryType: 'popular' } })).toBe(false);
    expect(isFieldVisible(fields.favouriteBrandId, { props: { queryType: 'brand_favourites' } })).toBe(true);
    expect(resolveBlockProps(horizontalProductListWithPanelBlock, { queryType: 'popular' }).violations).toEqual([]);
    expect(resolveBlockProps(horizontalProductListWithPanelBlock, { queryType: 'brand_favourites' }).violations.map((issue) => issue.field)).toEqual(['favouriteBrandId']);
    expect(resolveBlockProps(horizontalProductListWithPanelBlock, { queryType: 'brand_favourites', favouriteBrandId: 12 }).violations).toEqual([]);
  });

  it('offers isTermsInEvents only on event routes', () => {
    const terms = accordionWrapperBlock.fields.isTermsInEvents;
    expect(isFieldVisible(terms, { props: {}, routeType: CREATOR_ROUTE_TYPE.EVENT })).toBe(true);
    expect(isFieldVisible(terms, { props: {}, routeType: CREATOR_ROUTE_TYPE.CAMPAIGN })).toBe(false);
  });
});


/** resolveBlockProps as it was before it checked only the cross-field rule: every field, then the whole schema. */
function referenceResolve(definition: AnyBlockDefinition, stored: unknown) {
  const raw = typeof stored === 'object' && stored !== null && !Array.isArray(stored) ? (stored as Record<string, unknown>) : {};
  const replaced: { field: string; message: string }[] = [];
  const props: Record<string, unknown> = {};
  for (const [key, fieldDefinition] of Object.entries(definition.fields as FieldMap)) {
    const fallback = (definition.defaults as Record<string, unknown>)[key];
    if (raw[key] === undefined) {
      props[key] = fallback;
      continue;
    }
    const parsed = schemaForField(fieldDefinition).safeParse(raw[key]);
    if (parsed.success) props[key] = parsed.data;
    else {
      props[key] = fallback;
      replaced.push({ field: key, message: parsed.error.issues[0]?.message ?? 'invalid' });
    }
  }
  const whole = schemaForFields(definition.fields).safeParse(props);
  const violations = whole.success ? [] : whole.error.issues.map((issue) => ({ field: issue.path.join('.'), message: issue.message }));
  return { props, replaced, violations };
}

/**
 * The replaced fields without their messages: the renderers' check words a few refusals better
 * than zod (fieldCheck.test.ts in @salon/domain says which), everything else must be the same.
 */
const withoutMessages = ({ props, replaced, violations }: { props: unknown; replaced: { field: string }[]; violations: unknown[] }) => ({
  props,
  replaced: replaced.map(({ field: name }) => name),
  violations,
});

/** Stored values of every kind a field can meet: right, wrong, empty, odd. */
const SAMPLE_VALUES: unknown[] = [
  null, '', ' ', 'text', '12', '2,5', '-3.5', 'soon', 0, 1, 2, 3, 7, -1, 2.5, Number.NaN, true, [], {},
  [{ type: 'paragraph', data: { text: 'x' } }], [{ type: 5 }], { et_EE: { value: 'Tere', ext_id: null, extra: 1 } }, { et_EE: 'Tere' },
  '2025-03-15T10:00', 'tomorrow', 'Y', 'N', 'rounded', 'popular', 'brand_favourites', 'narrow', 'wide',
];

describe('resolveBlockProps matches the full whole-props parse', () => {
  it.each(BLOCK_DEFINITIONS.map((definition) => [definition.name, definition] as const))('%s', (_name, definition) => {
    const fields = definition.fields as FieldMap;
    const variants: unknown[] = [undefined, null, 'x', [], {}, definition.defaults];
    for (const [key, fieldDefinition] of Object.entries(fields)) {
      const options = fieldDefinition.kind === 'select' ? fieldDefinition.options : [];
      for (const value of [...SAMPLE_VALUES, ...options]) {
        variants.push({ [key]: value });
        // With every other field set to a sample too, so cross-field rules meet many combinations.
        variants.push(Object.fromEntries(Object.keys(fields).map((other) => [other, other === key ? value : options[0] ?? value])));
      }
    }
    for (const stored of variants) expect(withoutMessages(resolveBlockProps(definition, stored)), JSON.stringify(stored)).toEqual(withoutMessages(referenceResolve(definition, stored)));
  });

  it('still reports a broken default through the whole schema', () => {
    const spec = defineBlockSpec({ name: BLOCK_NAME.SPACER, fields: { size: field.select(['s', 'l']) }, defaults: { size: 'xl' as 's' } });
    const block = defineBlock(spec, { render: () => null });
    expect(resolveBlockProps(block, {}).violations.map((issue) => issue.field)).toEqual(['size']);
    expect(withoutMessages(resolveBlockProps(block, { size: 'm' }))).toEqual(withoutMessages(referenceResolve(block, { size: 'm' })));
    expect(resolveBlockProps(block, { size: 'l' }).violations).toEqual([]);
  });
});
