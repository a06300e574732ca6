import { TEXT_SIZE_LIMIT } from '../constants/blocks';
import { TEXT_SIZE_CLASS, type TextSizeClass } from '../enums/textSizeClass';

/**
 * The size class of a text by length. Past the large limit (1000) text stays 'large': the
 * limit is an editing guideline, and the longest texts need the roomiest layout.
 * Length counts characters (code points), so emoji and accents count once.
 */
export const textSizeClass = (text: string | null | undefined): TextSizeClass => {
  const length = [...(text ?? '')].length;
  if (length <= TEXT_SIZE_LIMIT.SMALL) return TEXT_SIZE_CLASS.SMALL;
  if (length <= TEXT_SIZE_LIMIT.MEDIUM) return TEXT_SIZE_CLASS.MEDIUM;
  return TEXT_SIZE_CLASS.LARGE;
};
