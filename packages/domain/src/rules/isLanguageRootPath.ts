import { LANGUAGE_ROOT_PATHS } from '../constants/locale';

const ROOTS: readonly string[] = LANGUAGE_ROOT_PATHS;
const ONE_TRAILING_SLASH = /\/$/;

/** /et, /en, /ru, /fi with or without one trailing slash: these redirect permanently to /. */
export const isLanguageRootPath = (path: string): boolean => ROOTS.includes(path.replace(ONE_TRAILING_SLASH, ''));
