export const EDITOR_HEADER_LEVEL_MIN = 1;
export const EDITOR_HEADER_LEVEL_MAX = 5;
export const EDITOR_HEADER_LEVELS = [1, 2, 3, 4, 5] as const;
export const EDITOR_HEADER_DEFAULT_LEVEL = 1;
/** Editors type this marker where a word may break; it renders as U+00AD. */
export const SOFT_HYPHEN_MARKER = '/-/';
export const SOFT_HYPHEN = '\u00AD';
