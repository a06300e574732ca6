import { describe, expect, it } from 'vitest';
import { BLOCK_SPECS } from './blockSpecs';
import { checkFieldValue } from './fieldCheck';
import { field, type Field } from './fields';
import { schemaForField } from './fieldSchemas';

/**
 * The renderers' zod-free check (decision 0061) against the zod schema the API stores by: same
 * answer, same value back, same message where the schema sets its own, for every field of every
 * block and a field of every kind, on values right, wrong and odd.
 */
const VALUES: unknown[] = [
  undefined, null, '', ' ', 'text', 'ABC', 'abc', '12', ' 12 ', '2,5', '-3.5', '1e3', '0x10', 'soon', '--1',
  0, -0, 1, 2, 3, 4, 7, -1, 2.5, 1e21, 2 ** 53, 2 ** 53 - 1, -(2 ** 53), Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY,
  true, false, [], {}, Object.create(null), new Date(0), /x/, () => 1, 10n, Symbol.for('x'),
  [{ type: 'paragraph', data: { text: 'x' } }],
  [{ id: 'a1', type: 'paragraph', data: { text: 'x' }, alignment: 'left', extra: [1] }],
  [{ id: 5, type: 'paragraph', data: {} }],
  [{ type: 5, data: {} }],
  [{ type: 'paragraph' }],
  [{ type: 'paragraph', data: [] }],
  [{ type: 'paragraph', data: null }],
  [{ type: 'paragraph', data: new Date(0) }],
  [null],
  ['paragraph'],
  { et_EE: { value: 'Tere', ext_id: null, extra: 1 } },
  { et_EE: { value: 'Tere', ext_id: 12 }, en_US: { value: 'Hi', ext_id: 'x-1' } },
  { et_EE: { value: 'Tere', ext_id: Number.NaN } },
  { et_EE: { value: 'Tere', ext_id: true } },
  { et_EE: { value: 'Tere', ext_id: undefined } },
  { et_EE: { value: 5 } },
  { et_EE: {} },
  { et_EE: 'Tere' },
  { et_EE: null },
  { et_EE: [] },
  '2025-03-15T10:00', '2025-03-15T10:00:30', '2025-03-15 10:00', '2025-03-15T10:00:30.5', 'tomorrow',
  'Y', 'N', 'y', 'rounded', 'popular', 'brand_favourites', 'highlighted', 'narrow', 'wide', 'light', 'dark', 'left', 'right',
];

const KINDS: Field[] = [
  field.text(),
  field.text({ pattern: /^[a-z]+$/ }),
  field.text({ pattern: /^[a-z]+$/g }),
  field.textarea(),
  field.richText(),
  field.translatable(),
  field.image(),
  field.link(),
  field.select(['left', 'right']),
  field.radios(['narrow', 'wide']),
  field.datetimeLocal(),
  field.number(),
  field.yesNo(),
  field.colorScheme('name'),
  field.colorScheme('number'),
  field.productList(),
  field.brand(),
  field.product(),
  field.post(),
];

const SPEC_FIELDS: [string, Field][] = Object.values(BLOCK_SPECS).flatMap((spec) =>
  Object.entries(spec.fields as Record<string, Field>).map(([key, definition]) => [`${spec.name}.${key}`, definition] as [string, Field]),
);

function expectSameAnswer(definition: Field, value: unknown, label: string) {
  const parsed = schemaForField(definition).safeParse(value);
  const checked = checkFieldValue(definition, value);
  expect(checked.ok, label).toBe(parsed.success);
  if (parsed.success && checked.ok) expect(checked.value, label).toStrictEqual(parsed.data);
  // The messages are the schema's own, except where zod's are worse and the check keeps the
  // field's: a value refused deep inside (zod names the nested key: rich text, a translatable
  // value), and a number or product id whose
  // value has the type of one alternative but fails its rule (zod says "Must be text." of a "1a"
  // typed as a number, or quotes the largest safe integer).
  const issue = !parsed.success && parsed.error.issues.length === 1 ? parsed.error.issues[0]! : null;
  const unionRule = (definition.kind === 'number' || definition.kind === 'product') && issue?.code !== 'invalid_union';
  if (issue && issue.path.length === 0 && !checked.ok && definition.kind !== 'translatable' && !unionRule) expect(checked.message, label).toBe(issue.message);
}

const describeValue = (value: unknown) => {
  try {
    return typeof value === 'symbol' || typeof value === 'bigint' || typeof value === 'function' ? String(value) : JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
};

describe('checkFieldValue answers as the zod schema does', () => {
  it.each(KINDS.map((definition) => [definition.kind + ('format' in definition ? `(${definition.format})` : '') + ('pattern' in definition && definition.pattern ? `(${definition.pattern})` : ''), definition] as const))(
    'a %s field',
    (_kind, definition) => {
      for (const value of VALUES) expectSameAnswer(definition, value, describeValue(value));
    },
  );

  it('on every field of every block', () => {
    expect(SPEC_FIELDS.length).toBeGreaterThan(100);
    for (const [label, definition] of SPEC_FIELDS) {
      const options = definition.kind === 'select' ? definition.options : [];
      for (const value of [...VALUES, ...options]) expectSameAnswer(definition, value, `${label} = ${describeValue(value)}`);
    }
  });

  it('gives back a copy of stored rich text, not the stored objects', () => {
    const stored = [{ type: 'paragraph', data: { text: 'x' } }];
    const checked = checkFieldValue(field.richText(), stored);
    expect(checked.ok && checked.value).not.toBe(stored);
    expect(checked.ok && (checked.value as unknown[])[0]).not.toBe(stored[0]);
  });
});
