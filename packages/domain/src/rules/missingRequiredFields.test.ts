import { describe, expect, it } from 'vitest';
import { LOCALE_CODE } from '../constants/locale';
import { BLOCK_NAME } from '../enums/blockName';
import { CREATOR_ROUTE_TYPE } from '../enums/creatorRouteType';
import { BLOCK_SPECS } from '../blockSpecs/blockSpecs';
import { defineBlockSpec } from '../blockSpecs/defineBlockSpec';
import { field } from '../blockSpecs/fields';
import { schemaForFields } from '../blockSpecs/fieldSchemas';
import { checkBlockProps } from '../blockProps/blockPropSchemas';
import { incompleteComponents, missingRequiredFields } from './missingRequiredFields';

describe('missingRequiredFields', () => {
  it('lists empty required fields of a block created with its defaults', () => {
    expect(missingRequiredFields(BLOCK_NAME.DYNAMIC_BUTTON, {})).toEqual(['label', 'linkUrl']);
    expect(missingRequiredFields(BLOCK_NAME.CONTENT_IMAGE, { imgSrc: '   ', imgAlt: 'x' })).toEqual(['imgSrc']);
    expect(missingRequiredFields(BLOCK_NAME.PRODUCT_PREVIEW, { productId: '' })).toEqual(['productId']);
  });

  it('is empty once the required fields are filled (a numeric product id counts)', () => {
    expect(missingRequiredFields(BLOCK_NAME.DYNAMIC_BUTTON, { label: 'See all', linkUrl: '/products' })).toEqual([]);
    expect(missingRequiredFields(BLOCK_NAME.PRODUCT_PREVIEW, { productId: 42 })).toEqual([]);
    expect(missingRequiredFields(BLOCK_SPECS[BLOCK_NAME.IFRAME], { path: '/forms/cv' })).toEqual([]);
  });

  it('keeps draft blocks storable: the props schema does not refuse an empty required field', () => {
    expect(checkBlockProps(BLOCK_NAME.DYNAMIC_BUTTON, { label: '', linkUrl: '' }).ok).toBe(true);
    expect(schemaForFields(BLOCK_SPECS[BLOCK_NAME.CONTENT_IMAGE].fields).safeParse(BLOCK_SPECS[BLOCK_NAME.CONTENT_IMAGE].defaults).success).toBe(true);
  });

  it('needs a required translatable field in the scheme language, or in any language without one', () => {
    const onlyEstonian = { i18n_value: { [LOCALE_CODE.ET]: { value: 'Kadri', ext_id: null }, [LOCALE_CODE.EN]: { value: ' ', ext_id: null } } };
    expect(missingRequiredFields(BLOCK_NAME.LABEL_TEXT_ITEM, onlyEstonian, { language: LOCALE_CODE.EN })).toEqual(['i18n_value']);
    expect(missingRequiredFields(BLOCK_NAME.LABEL_TEXT_ITEM, onlyEstonian, { language: LOCALE_CODE.ET })).toEqual([]);
    expect(missingRequiredFields(BLOCK_NAME.LABEL_TEXT_ITEM, onlyEstonian)).toEqual([]);
    expect(missingRequiredFields(BLOCK_NAME.LABEL_TEXT_ITEM, { i18n_value: {} })).toEqual(['i18n_value']);
  });

  it('skips hidden fields and checks requiredWhenVisible ones while shown', () => {
    expect(missingRequiredFields(BLOCK_NAME.HORIZONTAL_PRODUCT_LIST, { queryType: 'popular' })).toEqual([]);
    expect(missingRequiredFields(BLOCK_NAME.HORIZONTAL_PRODUCT_LIST, { queryType: 'brand_favourites', favouriteBrandId: null })).toEqual(['favouriteBrandId']);
    const spec = defineBlockSpec({
      name: BLOCK_NAME.ACCORDION_WRAPPER,
      fields: { title: field.text({ required: true, visibleWhen: ({ routeType }) => routeType === CREATOR_ROUTE_TYPE.EVENT }), content: field.richText({ required: true }) },
      defaults: { title: '', content: [] },
    });
    expect(missingRequiredFields(spec, {}, { routeType: CREATOR_ROUTE_TYPE.CAMPAIGN })).toEqual(['content']);
    expect(missingRequiredFields(spec, {}, { routeType: CREATOR_ROUTE_TYPE.EVENT })).toEqual(['title', 'content']);
    expect(missingRequiredFields(spec, { title: 'Terms', content: [{ type: 'paragraph', data: { text: 'x' } }] }, { routeType: CREATOR_ROUTE_TYPE.EVENT })).toEqual([]);
  });

  it('has nothing to say about unknown blocks or blocks without required fields', () => {
    expect(missingRequiredFields('NoSuchBlock', {})).toEqual([]);
    expect(missingRequiredFields(BLOCK_NAME.SPACER, null)).toEqual([]);
  });
});

describe('incompleteComponents', () => {
  it('keeps only the components that miss something, with their fields, in order', () => {
    expect(
      incompleteComponents([
        { uuid: 'a', name: BLOCK_NAME.SPACER, props: {} },
        { uuid: 'b', name: BLOCK_NAME.SCROLL_TO_BUTTON, props: { label: 'Up' } },
        { uuid: 'c', name: BLOCK_NAME.IFRAME, props: {} },
      ]),
    ).toEqual([
      { uuid: 'b', name: BLOCK_NAME.SCROLL_TO_BUTTON, fields: ['targetId'] },
      { uuid: 'c', name: BLOCK_NAME.IFRAME, fields: ['path'] },
    ]);
  });
});
