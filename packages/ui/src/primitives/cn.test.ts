import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { extendTailwindMerge } from 'tailwind-merge';
import { describe, expect, it } from 'vitest';
import tailwindConfig from '../../../../tailwind.config';
import { buttonVariants } from './Button/Button';
import { cn, FONT_SIZE_TOKENS } from './cn';
import { iconButtonVariants } from './IconButton/IconButton';

// The reference: tailwind-merge (a devDependency only) with the store's font sizes.
const twMerge = extendTailwindMerge({ extend: { theme: { text: [...FONT_SIZE_TOKENS] } } });

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const SOURCES = ['packages/ui/src', 'packages/creator/src', 'packages/block-registry/src', 'apps/storefront/app'];

/**
 * For each primitive that merges a caller's className into its own classes, every class string
 * the sources pass it: the literals of `className` on each `<Button>`, `<IconButton>`, `<Tabs…>`
 * element (also inside `clsx(...)` or a condition), each alone and all of them together.
 */
function classNamesPassedTo(tags: readonly string[]): string[] {
  const found = new Set<string>();
  const element = new RegExp(`<(?:${tags.join('|')})\\b([^<>]*?(?:=>[^<>]*?)*)/?>`, 'g');
  for (const root of SOURCES) {
    for (const file of readdirSync(path.join(repo, root), { recursive: true }) as string[]) {
      if (!/\.tsx$/.test(file) || file.includes('node_modules')) continue;
      const full = path.join(repo, root, file);
      if (!statSync(full).isFile()) continue;
      const source = readFileSync(full, 'utf8');
      // Class strings kept in constants (`className={primaryButton}`) count where they are used.
      const constants = new Map([...source.matchAll(/const (\w+) =\s*['"`]([^'"`$]+)['"`]/g)].map(([, name, value]) => [name!, value!]));
      for (const [, attributes] of source.matchAll(element)) {
        const className = attributes!.match(/className=(\{[\s\S]*\}|"[^"]*")/)?.[1];
        if (!className) continue;
        const named = [...className.matchAll(/\b\w+\b/g)].flatMap(([word]) => (constants.has(word) ? [constants.get(word)!] : []));
        const literals = [...className.matchAll(/['"`]([^'"`$]*)['"`]/g), ...named.map((value) => [value, value])]
          .map(([, literal]) => literal!.trim())
          .filter(Boolean);
        for (const literal of literals) found.add(literal);
        if (literals.length > 1) found.add(literals.join(' '));
      }
    }
  }
  return [...found];
}

const BUTTON_BASES = (['primary', 'secondary', 'danger', 'ghost', 'link', 'unstyled'] as const).flatMap((variant) =>
  ([undefined, 'xs', 'sm', 'md', 'lg'] as const).map((size) => buttonVariants({ variant, size })),
);
const ICON_BUTTON_BASES = (['ghost', 'outline', 'primary', 'unstyled'] as const).flatMap((variant) =>
  (['sm', 'md', 'lg'] as const).map((size) => iconButtonVariants({ variant, size })),
);
const TABS_BASES = [
  'flex flex-col gap-3',
  'flex border-b border-brand-line',
  'border-b-2 px-3 py-2 data-[state=active]:border-brand-ink data-[state=inactive]:border-transparent data-[state=inactive]:text-brand-muted',
];

describe('cn', () => {
  it('keeps a font-size token beside a text colour', () => {
    expect(cn('text-body-sm text-brand-paper')).toBe('text-body-sm text-brand-paper');
    expect(cn('text-brand-paper', 'text-h2')).toBe('text-brand-paper text-h2');
  });

  it('lets the later of two font sizes or two colours win', () => {
    expect(cn('text-body-sm text-brand-paper', 'text-lead')).toBe('text-brand-paper text-lead');
    expect(cn('text-body-sm text-brand-paper', 'text-status-error')).toBe('text-body-sm text-status-error');
    expect(cn('text-lg', 'text-body-sm')).toBe('text-body-sm');
  });

  it('merges padding, colours and modifiers as tailwind-merge does', () => {
    expect(cn('rounded bg-brand-ink px-4 py-2', 'px-6 bg-status-error')).toBe('rounded py-2 px-6 bg-status-error');
    expect(cn('px-4 py-2', 'p-0')).toBe('p-0');
    expect(cn('hover:bg-brand-surface bg-brand-ink', 'hover:bg-brand-line/30')).toBe('bg-brand-ink hover:bg-brand-line/30');
    expect(cn('size-10', 'size-8 md:size-12')).toBe('size-8 md:size-12');
    expect(cn('underline', false, undefined, ['self-start', { 'font-semibold': true, italic: false }])).toBe('underline self-start font-semibold');
  });

  it('knows every font size of the theme', () => {
    expect([...FONT_SIZE_TOKENS].sort()).toEqual(Object.keys(tailwindConfig.theme.extend.fontSize).sort());
  });

  it('gives what tailwind-merge gives for every class string the sources pass to a primitive', () => {
    const cases: [readonly string[], readonly string[]][] = [
      [BUTTON_BASES, classNamesPassedTo(['Button'])],
      [ICON_BUTTON_BASES, classNamesPassedTo(['IconButton'])],
      [TABS_BASES, classNamesPassedTo(['Tabs', 'TabsList', 'TabsTrigger'])],
      [['relative'], classNamesPassedTo(['Combobox'])],
    ];
    expect(cases[0]![1].length).toBeGreaterThan(50);
    const differences: string[] = [];
    let overridden = 0;
    for (const [bases, classNames] of cases) {
      for (const base of bases) {
        for (const classes of classNames) {
          if (cn(base, classes) !== `${base} ${classes}`.trim()) overridden++;
          if (cn(base, classes) !== twMerge(base, classes)) differences.push(`${base} + ${classes}: ${cn(base, classes)} ≠ ${twMerge(base, classes)}`);
        }
      }
    }
    expect(differences.slice(0, 20)).toEqual([]);
    // Not vacuous: many of these pairs really override a class of the primitive.
    expect(overridden).toBeGreaterThan(100);
  });
});
