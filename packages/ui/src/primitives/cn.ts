import { clsx, type ClassValue } from 'clsx';
import { extendTailwindMerge } from 'tailwind-merge';

/**
 * The store's font-size tokens (tailwind.config.ts `theme.extend.fontSize`). tailwind-merge
 * knows only Tailwind's own sizes: it would read `text-body-sm` as a text colour and drop it
 * beside `text-brand-paper`. cn.test.ts holds this list to the config.
 */
export const FONT_SIZE_TOKENS = ['body-sm', 'body', 'lead', 'h3', 'h2', 'h1'] as const;

const twMerge = extendTailwindMerge({ extend: { theme: { text: [...FONT_SIZE_TOKENS] } } });

/** Class names joined by clsx; of two Tailwind classes that set the same thing, the later wins. */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}
