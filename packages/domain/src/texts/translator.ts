import { interpolate, type TextValues } from './interpolate';
import { pluralCategory } from './pluralCategory';

/** Texts as they travel: nested objects whose leaves are texts, addressed by dotted keys. */
export type TextTree = Readonly<{ [key: string]: string | TextTree }>;

/**
 * The texts of one language. `t('navbar.cart', { count: 2 })` picks the key's plural form
 * (`cart_zero` for 0 when written, then `cart_<category>`, `cart_other`, `cart`), fills its
 * `{{placeholders}}` and answers the key itself when no language has the text.
 */
export interface Translator {
  readonly language: string;
  t(key: string, values?: TextValues): string;
  exists(key: string): boolean;
  /** Adds texts (e.g. the editors' names loaded with the editing code); keys already present win. */
  addTexts(texts: TextTree): void;
}

export interface TranslatorOptions {
  language: string;
  texts: TextTree;
  /** Looked up when `texts` lacks a key (the reference language, for screens that carry every catalogue). */
  fallback?: TextTree;
}

/** Resolved keys kept per translator; the catalogues hold about a thousand. */
const KEPT_KEYS = 4000;

function find(tree: TextTree | undefined, key: string): string | undefined {
  let node: string | TextTree | undefined = tree;
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

function merged(base: TextTree, added: TextTree): TextTree {
  const result: Record<string, string | TextTree> = { ...base };
  for (const [key, value] of Object.entries(added)) {
    const present = result[key];
    if (present === undefined) result[key] = value;
    else if (typeof present !== 'string' && typeof value !== 'string') result[key] = merged(present, value);
  }
  return result;
}

/**
 * One language's translator. It never changes language, so one instance is shared by every
 * render in that language (server renders in different languages use different instances).
 */
export function createTranslator({ language, texts, fallback }: TranslatorOptions): Translator {
  let own = texts;
  // A render asks for the same few hundred keys over and over: each is walked once.
  const found = new Map<string, string | undefined>();
  const lookup = (key: string): string | undefined => {
    if (found.has(key)) return found.get(key);
    const text = find(own, key) ?? find(fallback, key);
    // Keys come from code, but a key built from outside input must not grow a server's memory.
    if (found.size >= KEPT_KEYS) found.clear();
    found.set(key, text);
    return text;
  };

  const formOf = (key: string, count: number): string | undefined =>
    (count === 0 ? lookup(`${key}_zero`) : undefined) ??
    lookup(`${key}_${pluralCategory(language, count)}`) ??
    lookup(`${key}_other`) ??
    lookup(key);

  return {
    language,
    t(key, values) {
      const count = values?.count;
      const text = typeof count === 'number' ? formOf(key, count) : lookup(key);
      return text === undefined ? key : interpolate(text, values);
    },
    exists: (key) => lookup(key) !== undefined,
    addTexts(added) {
      own = merged(own, added);
      found.clear();
    },
  };
}
