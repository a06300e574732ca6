import { COLOR_SCHEME, type ColorScheme } from '@salon/domain';

/** Background and text classes of the colour schemes (white text passes AA on each). */
export const schemeClasses: Record<ColorScheme, string> = {
  [COLOR_SCHEME.BLUE]: 'bg-scheme-blue text-white',
  [COLOR_SCHEME.GREEN]: 'bg-scheme-green text-white',
  [COLOR_SCHEME.PURPLE]: 'bg-scheme-purple text-white',
};
