import * as TabsPrimitive from '@radix-ui/react-tabs';
import type { ComponentProps } from 'react';
import { cn } from '../cn';

export type TabsProps = ComponentProps<typeof TabsPrimitive.Root>;
export type TabsListProps = ComponentProps<typeof TabsPrimitive.List>;
export type TabsTriggerProps = ComponentProps<typeof TabsPrimitive.Trigger>;
export type TabsContentProps = ComponentProps<typeof TabsPrimitive.Content>;

/**
 * Tabs on Radix: roles, aria-selected/controls/labelledby, roving focus with the arrow keys,
 * Home and End. A tab is chosen when it takes focus (automatic activation).
 */
export function Tabs({ className, ...props }: TabsProps) {
  return <TabsPrimitive.Root data-slot="tabs" className={cn('flex flex-col gap-3', className)} {...props} />;
}

/** The row of tabs; give it an accessible name (`aria-label`). */
export function TabsList({ className, ...props }: TabsListProps) {
  return <TabsPrimitive.List data-slot="tabs-list" className={cn('flex border-b border-brand-line', className)} {...props} />;
}

/** One tab: underlined when chosen, muted when not. */
export function TabsTrigger({ className, ...props }: TabsTriggerProps) {
  return (
    <TabsPrimitive.Trigger
      data-slot="tabs-trigger"
      className={cn(
        'border-b-2 px-3 py-2 data-[state=active]:border-brand-ink data-[state=inactive]:border-transparent data-[state=inactive]:text-brand-muted',
        className,
      )}
      {...props}
    />
  );
}

/**
 * The panel of one tab; only the chosen one is mounted unless `forceMount` (then pass
 * `hidden` yourself, e.g. to keep every form field registered).
 */
export function TabsContent(props: TabsContentProps) {
  return <TabsPrimitive.Content data-slot="tabs-content" {...props} />;
}
