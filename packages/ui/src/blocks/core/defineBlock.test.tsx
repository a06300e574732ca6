import { BLOCK_NAME, CREATOR_ROUTE_TYPE, defineBlockSpec, field, isFieldVisible } from '@salon/domain';
import { describe, expect, it } from 'vitest';
import { accordionWrapperBlock } from '../AccordionWrapper';
import { horizontalProductListWithPanelBlock } from '../HorizontalProductListWithPanel';
import { hugeBannerBlock } from '../HugeBanner';
import { defineBlock, resolveBlockProps } from './defineBlock';

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
    expect(block.schema.safeParse(block.defaults).success).toBe(true);
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

