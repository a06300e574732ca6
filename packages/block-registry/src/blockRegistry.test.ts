import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BLOCK_NAME, BLOCK_NAMES, schemaForFields } from '@salon/domain';
import { describe, expect, it } from 'vitest';
import { BLOCK_REGISTRY, getBlockDefinition } from './blockRegistry';

const blocksDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../ui/src/blocks');

/** Every block the issue lists, by the words it uses, with the stored name we gave it. */
const ISSUE_BLOCKS: readonly [string, string][] = [
  ['carousel', BLOCK_NAME.CAROUSEL],
  ['carousel slide', BLOCK_NAME.CAROUSEL_ITEM],
  ['title with text columns', BLOCK_NAME.TITLE_WITH_TEXT_COLUMNS],
  ['content image', BLOCK_NAME.CONTENT_IMAGE],
  ['huge banner', BLOCK_NAME.HUGE_BANNER],
  ['loyalty intro banner', BLOCK_NAME.LOYALTY_INTRO_BANNER],
  ['three-steps loyalty explainer', BLOCK_NAME.LOYALTY_THREE_STEPS],
  ['post teaser list', BLOCK_NAME.POST_TEASER_LIST],
  ['static text with icon', BLOCK_NAME.STATIC_TEXT_ITEM],
  ['text row wrapper', BLOCK_NAME.STATIC_TEXT_ROW_WRAPPER],
  ['brand head', BLOCK_NAME.BRAND_HEAD],
  ['category head', BLOCK_NAME.CATEGORY_HEAD],
  ['category foot', BLOCK_NAME.CATEGORY_FOOT],
  ['spacer', BLOCK_NAME.SPACER],
  ['split preview wrapper', BLOCK_NAME.SPLIT_PREVIEW_WRAPPER],
  ['split preview mini', BLOCK_NAME.SPLIT_PREVIEW_MINI],
  ['split preview regular', BLOCK_NAME.SPLIT_PREVIEW_REGULAR],
  ['split preview transparent', BLOCK_NAME.SPLIT_PREVIEW_TRANSPARENT],
  ['single large preview', BLOCK_NAME.SINGLE_LARGE_PREVIEW],
  ['accordion wrapper', BLOCK_NAME.ACCORDION_WRAPPER],
  ['accordion toggle', BLOCK_NAME.ACCORDION_TOGGLE],
  ['icon text boxes', BLOCK_NAME.ICON_TEXT_BOXES],
  ['icon text box row', BLOCK_NAME.ICON_TEXT_BOX_ROW],
  ['dynamic button', BLOCK_NAME.DYNAMIC_BUTTON],
  ['iframe', BLOCK_NAME.IFRAME],
  ['label text', BLOCK_NAME.LABEL_TEXT_ITEM],
  ['horizontal text-card list', BLOCK_NAME.TEXT_CARD_LIST],
  ['horizontal text card', BLOCK_NAME.LIST_PREVIEW_TEXT_CARD],
  ['horizontal product list with side panel', BLOCK_NAME.HORIZONTAL_PRODUCT_LIST_WITH_PANEL],
  ['excerpt title-text', BLOCK_NAME.EXCERPT_TITLE_TEXT],
  ['content head', BLOCK_NAME.CONTENT_HEAD],
  ['thin banner', BLOCK_NAME.THIN_BANNER],
  ['game block', BLOCK_NAME.GAME],
  ['careers list with CV form', BLOCK_NAME.CAREERS_LIST],
  ['loyalty levels comparison table', BLOCK_NAME.LOYALTY_LEVELS_TABLE],
  ['loyalty login/register/join buttons', BLOCK_NAME.LOYALTY_BUTTONS],
  ['newsletter signup', BLOCK_NAME.NEWSLETTER_SIGNUP],
  ['product preview card', BLOCK_NAME.PRODUCT_PREVIEW],
  ['horizontal product list', BLOCK_NAME.HORIZONTAL_PRODUCT_LIST],
  ['scroll-to list', BLOCK_NAME.SCROLL_TO_LIST],
  ['scroll-to button', BLOCK_NAME.SCROLL_TO_BUTTON],
  ['loyalty progress banner', BLOCK_NAME.LOYALTY_PROGRESS_BANNER],
  ['post content', BLOCK_NAME.POST_CONTENT],
  ['loyalty image and text', BLOCK_NAME.LOYALTY_IMAGE_AND_TEXT],
  ['horizontal line', BLOCK_NAME.HORIZONTAL_LINE],
  ['content wrapper', BLOCK_NAME.CONTENT_WRAPPER],
  ['content subhead', BLOCK_NAME.CONTENT_SUBHEAD],
  ['dynamic text', BLOCK_NAME.CONTENT_DYNAMIC_TEXT],
  ['table of contents', BLOCK_NAME.TABLE_OF_CONTENTS],
];

describe('block registry', () => {
  it('the issue list covers every stored block name', () => {
    expect(new Set(ISSUE_BLOCKS.map(([, name]) => name))).toEqual(new Set(BLOCK_NAMES));
  });

  it.each(ISSUE_BLOCKS)('%s (%s) is registered with a schema, valid defaults and a story', (_, name) => {
    const definition = getBlockDefinition(name);
    expect(definition, `${name} registered`).toBeDefined();
    expect(definition!.name).toBe(name);
    expect(Object.keys(definition!.fields).length + definition!.slots.length).toBeGreaterThan(0);
    const parsed = schemaForFields(definition!.fields).safeParse(definition!.defaults);
    expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
    expect(Object.keys(definition!.defaults).sort()).toEqual(Object.keys(definition!.fields).sort());
    expect(existsSync(path.join(blocksDir, name, `${name}.stories.tsx`)), `${name}.stories.tsx`).toBe(true);
  });

  it('does not resolve unknown or inherited names', () => {
    expect(getBlockDefinition('Nope')).toBeUndefined();
    expect(getBlockDefinition('toString')).toBeUndefined();
    expect(Object.keys(BLOCK_REGISTRY)).toHaveLength(BLOCK_NAMES.length);
  });
});
