import { BLOCK_NAMES, BLOCK_SPECS, COLOR_SCHEME, PRODUCT_HIGHLIGHT_LIST, YES_NO, type AnyBlockSpec, type Field } from '@salon/domain';
import { describe, expect, it } from 'vitest';
import { blockFieldOptions } from '../../i18n/namespaces/admin/blockFieldOptions';
import { blockFields } from '../../i18n/namespaces/admin/blockFields';
import { blockNames } from '../../i18n/namespaces/admin/blockNames';
import { createUiI18nFromTexts } from '../../i18n/createUiI18nFromTexts';
import { UI_LANGUAGES } from '../../i18n/defineNamespace';
import { addBlockEditorTexts } from './addBlockEditorTexts';

describe('block names for editors', () => {
  it.each(UI_LANGUAGES)('names every block in %s, each name once, none the code name', (language) => {
    const names = blockNames[language] as Record<string, string>;
    expect(Object.keys(names).sort()).toEqual([...BLOCK_NAMES].sort());
    expect(new Set(Object.values(names)).size).toBe(BLOCK_NAMES.length);
    // A code name is one word with an inner capital ("SplitPreviewMini").
    expect(Object.values(names).filter((name) => /^[A-Z][a-z]+[A-Z]\w*$/.test(name))).toEqual([]);
  });
});

describe('block field names for editors', () => {
  const specs = Object.values(BLOCK_SPECS) as readonly AnyBlockSpec[];
  const fieldKeys = [...new Set(specs.flatMap((spec) => Object.keys(spec.fields)))].sort();
  const optionValues = [
    ...new Set(
      specs.flatMap((spec) =>
        Object.values(spec.fields as Record<string, Field>).flatMap((field) => (field.kind === 'select' ? field.options.map(String).filter((option) => !/^\d+$/.test(option)) : [])),
      ),
    ),
    ...Object.values(YES_NO),
    ...Object.values(PRODUCT_HIGHLIGHT_LIST),
    ...Object.values(COLOR_SCHEME),
  ];

  it.each(UI_LANGUAGES)('names every field of every block in %s, none the code name', (language) => {
    const names = blockFields[language] as Record<string, string>;
    expect(Object.keys(names).sort()).toEqual(fieldKeys);
    expect(Object.values(names).filter((name) => /^[a-z]+[A-Z_]\w*$/.test(name))).toEqual([]);
  });

  it.each(UI_LANGUAGES)('names every choice a field offers in %s', (language) => {
    const names = blockFieldOptions[language] as Record<string, string>;
    expect(Object.keys(names).sort()).toEqual([...new Set(optionValues)].sort());
  });
});

describe('block editor texts on a shopper page', () => {
  it('adds the names of blocks and fields in the page language, keeps every shopper text, and adds once', () => {
    const shopperTexts = { inlineEdit: { label: 'Muuda ploki {{block}} välja {{field}}' }, common: { close: 'Sulge' } };
    const instance = createUiI18nFromTexts('et', shopperTexts);
    expect(instance.exists('blockNames.ContentSubhead')).toBe(false);
    addBlockEditorTexts(instance);
    expect(instance.t('blockNames.ContentSubhead')).toBe(blockNames.et.ContentSubhead);
    expect(instance.t('blockFields.title')).toBe(blockFields.et.title);
    expect(instance.t('common.close')).toBe('Sulge');
    expect(instance.t('inlineEdit.label', { block: instance.t('blockNames.ContentSubhead'), field: instance.t('blockFields.title') })).toBe(
      `Muuda ploki ${blockNames.et.ContentSubhead} välja ${blockFields.et.title}`,
    );
    addBlockEditorTexts(instance);
    expect(instance.t('blockNames.ContentSubhead')).toBe(blockNames.et.ContentSubhead);
  });
});
