import { describe, expect, it } from 'vitest';
import { interpolate } from './interpolate';
import { pluralCategory } from './pluralCategory';
import { createTranslator } from './translator';

const rows = { rowCount_zero: 'No rows', rowCount_one: '{{count}} row', rowCount_few: '{{count}} rows (few)', rowCount_many: '{{count}} rows (many)', rowCount_other: '{{count}} rows' };

describe('interpolate', () => {
  it('fills placeholders, keeps unknown ones and prints null as empty', () => {
    expect(interpolate('{{name}} has {{ count }} of {{missing}}', { name: 'Mari', count: 3 })).toBe('Mari has 3 of {{missing}}');
    expect(interpolate('Hi {{name}}', { name: null })).toBe('Hi ');
    expect(interpolate('Plain', undefined)).toBe('Plain');
  });
});

describe('pluralCategory', () => {
  it('follows each language’s CLDR rules', () => {
    expect([0, 1, 2, 5, 21].map((n) => pluralCategory('ru', n))).toEqual(['many', 'one', 'few', 'many', 'one']);
    expect([0, 1, 2, 11, 21].map((n) => pluralCategory('lv', n))).toEqual(['zero', 'one', 'other', 'zero', 'one']);
    expect([0, 1, 2].map((n) => pluralCategory('et', n))).toEqual(['other', 'one', 'other']);
  });
});

describe('createTranslator', () => {
  it('reads dotted keys, fills values and answers the key when no text exists', () => {
    const { t } = createTranslator({ language: 'en', texts: { common: { hello: 'Hello {{name}}' } } });
    expect(t('common.hello', { name: 'Mari' })).toBe('Hello Mari');
    expect(t('common.nothing')).toBe('common.nothing');
    expect(t('common')).toBe('common');
  });

  it('picks the plural form of the language, _zero first for 0, _other when a form is missing', () => {
    const ru = createTranslator({ language: 'ru', texts: { admin: rows } });
    expect([0, 1, 3, 5].map((count) => ru.t('admin.rowCount', { count }))).toEqual(['No rows', '1 row', '3 rows (few)', '5 rows (many)']);
    const et = createTranslator({ language: 'et', texts: { cart_one: '{{count}} toode', cart_other: '{{count}} toodet' } });
    expect([0, 1, 2].map((count) => et.t('cart', { count }))).toEqual(['0 toodet', '1 toode', '2 toodet']);
    const fewMissing = createTranslator({ language: 'ru', texts: { cart_one: '{{count}} товар', cart_other: '{{count}} товаров' } });
    expect(fewMissing.t('cart', { count: 3 })).toBe('3 товаров');
    const plain = createTranslator({ language: 'en', texts: { stock: '{{count}} in stock' } });
    expect(plain.t('stock', { count: 4 })).toBe('4 in stock');
  });

  it('falls back to the reference texts and says what exists', () => {
    const translator = createTranslator({ language: 'fi', texts: { a: 'A fi' }, fallback: { a: 'A en', b: 'B en' } });
    expect([translator.t('a'), translator.t('b')]).toEqual(['A fi', 'B en']);
    expect([translator.exists('b'), translator.exists('c')]).toEqual([true, false]);
  });

  it('adds texts without overwriting and without changing the given objects', () => {
    const texts = { blockNames: { ContentHead: 'Pealkiri' } };
    const translator = createTranslator({ language: 'et', texts });
    translator.addTexts({ blockNames: { ContentHead: 'Other', Spacer: 'Vahe' }, blockFields: { title: 'Pealkiri' } });
    expect([translator.t('blockNames.ContentHead'), translator.t('blockNames.Spacer'), translator.t('blockFields.title')]).toEqual(['Pealkiri', 'Vahe', 'Pealkiri']);
    expect(texts).toEqual({ blockNames: { ContentHead: 'Pealkiri' } });
  });
});
