export interface LetterGroup<T> {
  /** Upper-case first letter, or OTHER_LETTER_GROUP for names starting with a digit or sign. */
  readonly letter: string;
  readonly items: readonly T[];
}

/** Heading of the group for names that do not start with a letter. */
export const OTHER_LETTER_GROUP = '#';

const startsWithLetter = /^\p{L}/u;

/**
 * The brand directory: names sorted in the language's alphabet and grouped by their first
 * letter (accents kept, so Estonian Š and Ž get their own sections). Names without a leading
 * letter come first under OTHER_LETTER_GROUP.
 */
export const groupBrandsByLetter = <T>(items: readonly T[], nameOf: (item: T) => string, language: string): LetterGroup<T>[] => {
  const collator = new Intl.Collator(language, { sensitivity: 'base' });
  const sorted = [...items].sort((a, b) => collator.compare(nameOf(a).trim(), nameOf(b).trim()));
  const groups = new Map<string, T[]>();
  const other: T[] = [];
  for (const item of sorted) {
    const name = nameOf(item).trim();
    if (!startsWithLetter.test(name)) {
      other.push(item);
      continue;
    }
    const letter = [...name][0]!.toLocaleUpperCase(language);
    const group = groups.get(letter);
    if (group) group.push(item);
    else groups.set(letter, [item]);
  }
  const letters = [...groups.entries()].map(([letter, grouped]) => ({ letter, items: grouped }));
  return other.length > 0 ? [{ letter: OTHER_LETTER_GROUP, items: other }, ...letters] : letters;
};
