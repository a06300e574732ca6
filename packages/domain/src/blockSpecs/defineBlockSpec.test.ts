import { describe, expect, it } from 'vitest';
import { BLOCK_NAME, BLOCK_NAMES } from '../enums/blockName';
import { BLOCK_SPECS } from './blockSpecs';
import { defineBlockSpec } from './defineBlockSpec';
import { field } from './fields';
import { schemaForField, schemaForFields } from './fieldSchemas';

describe('defineBlockSpec', () => {
  it('ties defaults to the fields (type-level)', () => {
    const spec = defineBlockSpec({
      name: BLOCK_NAME.SPACER,
      fields: { size: field.select(['s', 'l']), count: field.number() },
      defaults: { size: 's', count: 1 },
    });
    // @ts-expect-error defaults must use an option of the select
    defineBlockSpec({ ...spec, defaults: { size: 'xl', count: 1 } });
    // @ts-expect-error every field needs a default
    defineBlockSpec({ ...spec, defaults: { size: 's' } });
    expect(schemaForFields(spec.fields).safeParse(spec.defaults).success).toBe(true);
  });

  it('refuses translatable fields not named i18n_ and i18n_ fields of other kinds', () => {
    expect(() => defineBlockSpec({ name: BLOCK_NAME.SPACER, fields: { title: field.translatable() }, defaults: { title: {} } })).toThrow(/i18n_/);
    expect(() => defineBlockSpec({ name: BLOCK_NAME.SPACER, fields: { i18n_title: field.text() }, defaults: { i18n_title: '' } })).toThrow(/i18n_/);
  });

  it('keys every spec by its own stored name', () => {
    expect(Object.keys(BLOCK_SPECS).sort()).toEqual([...BLOCK_NAMES].sort());
    for (const [name, spec] of Object.entries(BLOCK_SPECS)) expect(spec.name).toBe(name);
  });
});

describe('schemas are built once', () => {
  it('gives the same field schema for the same field definition, and a new one for another', () => {
    const title = field.text({ pattern: /^[a-z]+$/ });
    expect(schemaForField(title)).toBe(schemaForField(title));
    expect(schemaForField(field.text({ pattern: /^[a-z]+$/ }))).not.toBe(schemaForField(title));
    expect(schemaForField(title).safeParse('abc').success).toBe(true);
    expect(schemaForField(title).safeParse('ABC').success).toBe(false);
  });

  it('gives every spec one whole-props schema, built on first use', () => {
    for (const spec of Object.values(BLOCK_SPECS)) {
      expect(schemaForFields(spec.fields), spec.name).toBe(schemaForFields(spec.fields));
      expect(schemaForFields(spec.fields).safeParse(spec.defaults).success, spec.name).toBe(true);
    }
  });
});
