import { checkFieldValue, requiredWhenVisibleIssues, type BlockSpec, type Field, type FieldMap, type PropsOf } from '@salon/domain';
import type { ComponentType } from 'react';
import type { BlockRenderProps } from './context';

/** A block: its spec (fields and defaults, from @salon/domain) plus how it renders. */
export interface BlockDefinition<Fields extends FieldMap = FieldMap> extends BlockSpec<Fields> {
  /** Slot names the block renders children into; empty for leaf blocks. */
  slots: readonly string[];
  render: ComponentType<BlockRenderProps<PropsOf<Fields>>>;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any definition, for maps keyed by name: props are erased there and checked by resolveBlockProps
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

interface FieldPlan {
  key: string;
  field: Field;
  fallback: unknown;
  /** Whether the default passes its own field check (all do today; a broken one is still handled). */
  fallbackValid: boolean;
}

// What resolveBlockProps needs per field, worked out once per block definition instead of per render.
const plans = new WeakMap<BlockSpec, FieldPlan[]>();

function planOf(definition: BlockSpec): FieldPlan[] {
  let plan = plans.get(definition);
  if (!plan) {
    const defaults = definition.defaults as Record<string, unknown>;
    plan = Object.entries(definition.fields as FieldMap).map(([key, field]) => ({ key, field, fallback: defaults[key], fallbackValid: checkFieldValue(field, defaults[key]).ok }));
    plans.set(definition, plan);
  }
  return plan;
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
  let invalidDefaultUsed = false;
  for (const { key, field, fallback, fallbackValid } of planOf(definition)) {
    if (raw[key] === undefined) {
      props[key] = fallback;
      invalidDefaultUsed ||= !fallbackValid;
      continue;
    }
    const checked = checkFieldValue(field, raw[key]);
    if (checked.ok) props[key] = checked.value;
    else {
      props[key] = fallback;
      invalidDefaultUsed ||= !fallbackValid;
      replaced.push({ field: key, message: checked.message });
    }
  }
  return { props: props as PropsOf<Fields>, replaced, violations: violationsOf(definition, props, invalidDefaultUsed) };
}

/**
 * Props that resolveBlockProps already produced where the page was built (the storefront's server),
 * sent without the fields equal to their default: the defaults go back in and no field is checked.
 * A browser hydrating a server-rendered page would otherwise check every block's fields only to
 * reach the answer the server already had (decision 0054). Only props that
 * resolved cleanly (nothing replaced, no rule broken) are sent this way.
 */
export function restoreResolvedProps<Fields extends FieldMap>(definition: BlockDefinition<Fields>, sent: Readonly<Record<string, unknown>>): ResolvedProps<PropsOf<Fields>> {
  return { props: { ...(definition.defaults as Record<string, unknown>), ...sent } as PropsOf<Fields>, replaced: [], violations: [] };
}

/**
 * Every value now passed its field check (checked values check again to themselves) or is a
 * default that does, so only the cross-field rule can fail: check just that rather than every
 * field a second time. A broken default is reported as well.
 */
function violationsOf(definition: BlockSpec, props: Record<string, unknown>, invalidDefaultUsed: boolean): PropsIssue[] {
  const fields = definition.fields as FieldMap;
  const ruleIssues = requiredWhenVisibleIssues(fields, props);
  if (!invalidDefaultUsed) return ruleIssues;
  const fieldIssues = Object.entries(fields).flatMap(([key, field]) => {
    const checked = checkFieldValue(field, props[key]);
    return checked.ok ? [] : [{ field: key, message: checked.message }];
  });
  return [...fieldIssues, ...ruleIssues];
}
