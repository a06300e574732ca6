import type { ComponentNode } from '@salon/block-registry';

/** A stored block as the editor's tree holds it, for the actions' specs. */
export const node = (uuid: string, name: string, children: ComponentNode[] = [], props: Record<string, unknown> = {}): ComponentNode => ({
  component: { uuid, name, parent_uuid: null, slot: null, props },
  slots: children.length > 0 ? { default: children } : {},
});
