import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../cn';

/** Square boxes around the store's 24 px icons (widgets/layoutParts/icons.tsx). */
export const iconButtonVariants = cva('inline-flex shrink-0 items-center justify-center', {
  variants: {
    variant: {
      ghost: 'rounded text-brand-ink hover:bg-brand-surface',
      outline: 'rounded-full border border-brand-line bg-brand-paper text-brand-ink shadow hover:bg-brand-surface',
      primary: 'rounded-full bg-brand-ink text-brand-paper shadow-lg hover:opacity-90',
      // Over images and coloured surfaces the caller picks the colours.
      unstyled: '',
    },
    size: {
      sm: 'size-8',
      md: 'size-10',
      lg: 'size-12',
    },
  },
  defaultVariants: { variant: 'ghost', size: 'md' },
});

export type IconButtonProps = Omit<ComponentProps<'button'>, 'aria-label' | 'children'> &
  VariantProps<typeof iconButtonVariants> & {
    /** The accessible name: an icon alone says nothing to a screen reader. */
    label: string;
    /** The icon (decorative: aria-hidden). */
    children: ReactNode;
  };

/** A button that shows only an icon; `label` is its accessible name. */
export function IconButton({ className, variant = 'ghost', size = 'md', type = 'button', label, ...props }: IconButtonProps) {
  return (
    <button
      data-slot="icon-button"
      data-variant={variant}
      data-size={size ?? undefined}
      type={type}
      aria-label={label}
      className={cn(iconButtonVariants({ variant, size }), className)}
      {...props}
    />
  );
}
