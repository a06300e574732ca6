/**
 * The property a Tailwind class sets, for the classes the store writes: `px-4` sets `px`,
 * `hover:bg-brand-ink` sets `bg-color` under `hover:`. A class this table does not know gets no
 * group and is never dropped. `cn.test.ts` holds the table to tailwind-merge on every class
 * string in the sources (decision 0059).
 */

/** The store's font-size tokens (tailwind.config.ts `theme.extend.fontSize`). */
export const FONT_SIZE_TOKENS = ['body-sm', 'body', 'lead', 'h3', 'h2', 'h1'] as const;

const COLOR = String.raw`(?:inherit|current|transparent|black|white|brand|brand-(?:ink|paper|muted|line|surface|accent)|campaign|campaign-contrast|scheme-[a-z-]+|text-(?:black|white)|status-[a-z-]+|[a-z]+-(?:50|[1-9]00|950))(?:\/\d+)?`;
const SPACE = String.raw`(?:\d+(?:\.\d+)?|px|auto|gutter|gutter-lg|section|\[[^\]]+\])`;
const SIZE = String.raw`(?:\d+(?:\.\d+)?|\d+\/\d+|px|auto|full|screen|svh|lvh|dvh|min|max|fit|prose|xs|sm|md|lg|xl|[2-7]xl|none|\[[^\]]+\])`;
const SIDES = ['x', 'y', 's', 'e', 't', 'r', 'b', 'l'] as const;
const CORNERS = ['s', 'e', 't', 'r', 'b', 'l', 'ss', 'se', 'ee', 'es', 'tl', 'tr', 'br', 'bl'] as const;

/** A group and the groups a class of it also overrides (`p-2` overrides `px-4`). */
export interface ClassGroup {
  group: string;
  overrides: readonly string[];
}

const single = (group: string): ClassGroup => ({ group, overrides: [] });

/** Sides a spacing group covers: `p` covers `px`, `pt`, ...; `px` covers `pr` and `pl`. */
function spacingGroup(prefix: string, side: string | undefined): ClassGroup {
  if (!side) return { group: prefix, overrides: SIDES.map((s) => prefix + s) };
  if (side === 'x') return { group: prefix + side, overrides: [`${prefix}r`, `${prefix}l`] };
  if (side === 'y') return { group: prefix + side, overrides: [`${prefix}t`, `${prefix}b`] };
  return single(prefix + side);
}

const RULES: readonly [RegExp, (match: RegExpMatchArray) => ClassGroup][] = [
  [/^(?:block|inline-block|inline|flex|inline-flex|table|inline-table|table-[a-z-]+|flow-root|grid|inline-grid|contents|list-item|hidden)$/, () => single('display')],
  [/^(?:static|fixed|absolute|relative|sticky)$/, () => single('position')],
  [/^(?:visible|invisible|collapse)$/, () => single('visibility')],
  [/^shrink(?:-\d+)?$/, () => single('shrink')],
  [/^grow(?:-\d+)?$/, () => single('grow')],
  [/^flex-(?:row|row-reverse|col|col-reverse)$/, () => single('flex-direction')],
  [/^flex-(?:wrap|wrap-reverse|nowrap)$/, () => single('flex-wrap')],
  [/^items-(?:start|end|center|baseline|stretch)$/, () => single('align-items')],
  [/^justify-(?:normal|start|end|center|between|around|evenly|stretch|baseline)$/, () => single('justify-content')],
  [/^self-(?:auto|start|end|center|stretch|baseline)$/, () => single('align-self')],
  [new RegExp(`^(p|m)([xysetrbl])?-${SPACE}$`), (m) => spacingGroup(m[1]!, m[2])],
  [new RegExp(`^-(m)([xysetrbl])?-${SPACE}$`), (m) => spacingGroup(m[1]!, m[2])],
  [new RegExp(`^gap(?:-(x|y))?-${SPACE}$`), (m) => (m[1] ? single(`gap-${m[1]}`) : { group: 'gap', overrides: ['gap-x', 'gap-y'] })],
  [new RegExp(`^size-${SIZE}$`), () => ({ group: 'size', overrides: ['w', 'h'] })],
  [new RegExp(`^(w|h|min-w|max-w|min-h|max-h)-${SIZE}$`), (m) => single(m[1]!)],
  [/^rounded(?:-(?:none|xs|sm|md|lg|xl|2xl|3xl|4xl|full))?$/, () => ({ group: 'rounded', overrides: CORNERS.map((c) => `rounded-${c}`) })],
  [/^rounded-(s|e|t|r|b|l|ss|se|ee|es|tl|tr|br|bl)(?:-(?:none|xs|sm|md|lg|xl|2xl|3xl|4xl|full))?$/, (m) => {
    const corner = m[1]!;
    const covers: Record<string, string[]> = { s: ['ss', 'es'], e: ['se', 'ee'], t: ['tl', 'tr'], r: ['tr', 'br'], b: ['br', 'bl'], l: ['tl', 'bl'] };
    return { group: `rounded-${corner}`, overrides: (covers[corner] ?? []).map((c) => `rounded-${c}`) };
  }],
  [/^font-(?:thin|extralight|light|normal|medium|semibold|bold|extrabold|black)$/, () => single('font-weight')],
  [/^font-(?:sans|serif|mono|display)$/, () => single('font-family')],
  [/^(?:italic|not-italic)$/, () => single('font-style')],
  [/^text-(?:left|center|right|justify|start|end)$/, () => single('text-align')],
  [new RegExp(`^text-(?:xs|sm|base|lg|xl|[2-9]xl|${FONT_SIZE_TOKENS.join('|')})$`), () => ({ group: 'font-size', overrides: ['leading'] })],
  [/^leading-(?:none|tight|snug|normal|relaxed|loose|\d+)$/, () => single('leading')],
  [new RegExp(`^text-${COLOR}$`), () => single('text-color')],
  [/^(?:underline|overline|line-through|no-underline)$/, () => single('text-decoration-line')],
  [/^(?:uppercase|lowercase|capitalize|normal-case)$/, () => single('text-transform')],
  [/^(?:truncate|text-ellipsis|text-clip)$/, () => single('text-overflow')],
  [/^whitespace-[a-z-]+$/, () => single('whitespace')],
  [new RegExp(`^bg-${COLOR}$`), () => single('bg-color')],
  [/^border(?:-(\d+|px))?$/, () => ({ group: 'border-w', overrides: SIDES.map((s) => `border-w-${s}`) })],
  [/^border-([xysetrbl])(?:-(\d+|px))?$/, (m) => spacingGroup('border-w-', m[1])],
  [new RegExp(`^border-${COLOR}$`), () => ({ group: 'border-color', overrides: SIDES.map((s) => `border-color-${s}`) })],
  [new RegExp(`^border-([xysetrbl])-${COLOR}$`), (m) => spacingGroup('border-color-', m[1])],
  [/^border-(?:solid|dashed|dotted|double|hidden|none)$/, () => single('border-style')],
  [/^shadow(?:-(?:2xs|xs|sm|md|lg|xl|2xl|none|inner))?$/, () => single('shadow')],
  [/^opacity-\d+$/, () => single('opacity')],
  [/^cursor-[a-z-]+$/, () => single('cursor')],
  [/^overflow-(?:auto|hidden|clip|visible|scroll)$/, () => ({ group: 'overflow', overrides: ['overflow-x', 'overflow-y'] })],
  [/^overflow-(x|y)-(?:auto|hidden|clip|visible|scroll)$/, (m) => single(`overflow-${m[1]}`)],
];

/** The group of a class without its modifiers (`px-4`, not `md:px-4`); undefined when not known. */
export function classGroup(utility: string): ClassGroup | undefined {
  // A page writes a few hundred utilities thousands of times; each one is matched once.
  if (groups.has(utility)) return groups.get(utility);
  let found: ClassGroup | undefined;
  for (const [pattern, group] of RULES) {
    const match = utility.match(pattern);
    if (match) {
      found = group(match);
      break;
    }
  }
  if (groups.size >= GROUPS_KEPT) groups.clear();
  groups.set(utility, found);
  return found;
}

const GROUPS_KEPT = 2000;
const groups = new Map<string, ClassGroup | undefined>();
