import { SOFT_HYPHEN, SOFT_HYPHEN_MARKER } from '../constants/editor';

/** Editors mark optional word breaks with '/-/'; the browser needs U+00AD there. */
export const softHyphen = (text: string): string => text.replaceAll(SOFT_HYPHEN_MARKER, SOFT_HYPHEN);
