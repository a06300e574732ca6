import { clsx, type ClassValue } from 'clsx';
import { classGroup } from './classGroups';

export { FONT_SIZE_TOKENS } from './classGroups';

/** Splits a class into its modifiers (breakpoint, state: everything up to the last top-level colon), importance and utility. */
function parts(className: string): { modifiers: string; important: boolean; utility: string } {
  let depth = 0;
  let start = 0;
  for (let index = 0; index < className.length; index++) {
    const char = className[index];
    if (char === '[' || char === '(') depth++;
    else if (char === ']' || char === ')') depth--;
    else if (char === ':' && depth === 0) start = index + 1;
  }
  let utility = className.slice(start);
  const important = utility.startsWith('!') || utility.endsWith('!');
  if (important) utility = utility.replace(/^!|!$/g, '');
  return { modifiers: className.slice(0, start), important, utility };
}

/**
 * Class names joined by clsx; of two Tailwind classes that set the same thing (under the same
 * modifiers), the later wins, as tailwind-merge does for the classes the store writes, without
 * its 9 kB and its first-call set-up in the browser (decision 0059).
 */
export function cn(...inputs: ClassValue[]): string {
  const joined = clsx(inputs);
  const known = merged.get(joined);
  if (known !== undefined) return known;
  const result = merge(joined);
  // A page renders the same few hundred class strings again and again (tailwind-merge kept 500 too).
  if (merged.size >= MERGED_KEPT) merged.clear();
  merged.set(joined, result);
  return result;
}

const MERGED_KEPT = 500;
const merged = new Map<string, string>();

function merge(joined: string): string {
  const classes = joined.split(' ');
  if (classes.length < 2) return classes[0] ?? '';
  const taken = new Set<string>();
  const kept: string[] = [];
  for (let index = classes.length - 1; index >= 0; index--) {
    const className = classes[index]!;
    if (className === '') continue;
    const { modifiers, important, utility } = parts(className);
    const group = classGroup(utility);
    if (!group) {
      kept.push(className);
      continue;
    }
    const scope = `${modifiers}${important ? '!' : ''}`;
    if (taken.has(scope + group.group)) continue;
    taken.add(scope + group.group);
    for (const overridden of group.overrides) taken.add(scope + overridden);
    kept.push(className);
  }
  return kept.reverse().join(' ');
}
