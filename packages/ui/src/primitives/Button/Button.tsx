import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '../cn';

/**
 * The looks the store's buttons share, taken from the buttons it had (decision 0049). Weight,
 * text size, hover and disabled looks still differ between the shop, the account pages and the
 * admin, so they stay with the caller (`className`) until they are made one on purpose.
 */
export const buttonVariants = cva('', {
  variants: {
    variant: {
      primary: 'rounded bg-brand-ink font-semibold text-brand-paper',
      secondary: 'rounded border border-brand-ink',
      danger: 'rounded bg-status-error font-semibold text-brand-paper',
      ghost: 'rounded hover:bg-brand-surface',
      link: 'underline',
      // Composite controls (switches, cards, thumbnails) that draw themselves from className.
      unstyled: '',
    },
    size: {
      xs: 'px-2 py-1',
      sm: 'px-3 py-1',
      md: 'px-4 py-2',
      lg: 'px-6 py-3',
    },
  },
  defaultVariants: { variant: 'primary' },
});

type ButtonVariant = NonNullable<VariantProps<typeof buttonVariants>['variant']>;

// A link-like or self-drawn button sits in running text or draws its own box: no padding
// unless a size is asked for.
const BOXLESS: ReadonlySet<ButtonVariant> = new Set(['link', 'unstyled']);

export type ButtonProps = ComponentProps<'button'> & VariantProps<typeof buttonVariants>;

/** The store's button; `type` is "button" unless the caller submits a form with "submit". */
export function Button({ className, variant = 'primary', size, type = 'button', ...props }: ButtonProps) {
  const resolvedSize = size === undefined && !BOXLESS.has(variant ?? 'primary') ? 'md' : size;
  return (
    <button
      data-slot="button"
      data-variant={variant}
      data-size={resolvedSize ?? undefined}
      type={type}
      className={cn(buttonVariants({ variant, size: resolvedSize }), className)}
      {...props}
    />
  );
}
