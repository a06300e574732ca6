import { schemaForField, type BlockSpec, type FieldMap, type PropsOf } from '@salon/domain';
import type { ComponentType } from 'react';
import type { BlockRenderProps } from './context';

/** A block: its spec (fields, defaults, derived schema; from @salon/domain) plus how it renders. */
export interface BlockDefinition<Fields extends FieldMap = FieldMap> extends BlockSpec<Fields> {
  /** Slot names the block renders children into; empty for leaf blocks. */
  slots: readonly string[];
  render: ComponentType<BlockRenderProps<PropsOf<Fields>>>;
}

// Any definition, for maps keyed by name: props are erased there and checked by resolveBlockProps.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyBlockDefinition = BlockDefinition<any>;

export interface BlockRendering<Fields extends FieldMap> {
  slots?: readonly string[];
  render: ComponentType<BlockRenderProps<NoInfer<PropsOf<Fields>>>>;
}

/**
 * A block: the domain spec and a renderer, tied by one generic so the renderer's props are
 * exactly the spec's field values (a renderer reading a prop that is no field fails type-check).
 */
export function defineBlock<Fields extends FieldMap>(spec: BlockSpec<Fields>, { slots = [], render }: BlockRendering<Fields>): BlockDefinition<Fields> {
  if (!render.displayName) render.displayName = spec.name;
  return { ...spec, slots, render };
}

export interface PropsIssue {
  field: string;
  message: string;
}

export interface ResolvedProps<Props> {
  props: Props;
  /** Fields that were stored invalid and replaced by their default. */
  replaced: PropsIssue[];
  /** Cross-field rules (conditional required) that the resolved props break. */
  violations: PropsIssue[];
}

/**
 * Stored props are read field by field: a missing field takes its default silently, an
 * invalid one takes its default and is reported; unknown keys are dropped. Cross-field rules
 * are checked afterwards and reported separately (the registry decides what to do with them).
 */
export function resolveBlockProps<Fields extends FieldMap>(
  definition: BlockDefinition<Fields>,
  stored: unknown,
): ResolvedProps<PropsOf<Fields>> {
  const raw = typeof stored === 'object' && stored !== null && !Array.isArray(stored) ? (stored as Record<string, unknown>) : {};
  const replaced: PropsIssue[] = [];
  const props: Record<string, unknown> = {};
  for (const [key, fieldDefinition] of Object.entries(definition.fields)) {
    const fallback = (definition.defaults as Record<string, unknown>)[key];
    if (raw[key] === undefined) {
      props[key] = fallback;
      continue;
    }
    const parsed = schemaForField(fieldDefinition).safeParse(raw[key]);
    if (parsed.success) props[key] = parsed.data;
    else {
      props[key] = fallback;
      replaced.push({ field: key, message: parsed.error.issues[0]?.message ?? 'invalid' });
    }
  }
  const whole = definition.schema.safeParse(props);
  const violations = whole.success
    ? []
    : whole.error.issues.map((issue) => ({ field: issue.path.join('.'), message: issue.message }));
  return { props: props as PropsOf<Fields>, replaced, violations };
}
