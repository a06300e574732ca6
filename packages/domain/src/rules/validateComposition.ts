import { COMPOSITION_RULES } from '../constants/compositionRules';
import type { BlockName } from '../enums/blockName';
import { canPlace, isBlockName, parentKind } from './composition';

export interface CompositionComponent {
  uuid: string;
  name: string;
  parent_uuid: string | null;
  placeholder_uuid?: string | null;
}

type CompositionRuleId = 'unknown-block' | 'missing-parent' | 'not-allowed-here';

export interface CompositionViolation {
  uuid: string;
  name: string;
  rule: CompositionRuleId;
  /** The parent the block sits in: a block name, TOP_LEVEL or PLACEHOLDER. */
  parent: string;
  message: string;
}

const describeParents = (name: BlockName): string => {
  const parents = COMPOSITION_RULES[name].allowedParents;
  return parents.length === 0 ? 'cannot be placed anywhere' : `must sit in ${parents.join(' or ')}`;
};

/** Every placement in a stored page that the composition table forbids, naming block and rule. */
export function validateComposition(components: readonly CompositionComponent[]): CompositionViolation[] {
  const byUuid = new Map(components.map((component) => [component.uuid, component]));
  const violations: CompositionViolation[] = [];
  for (const component of components) {
    const parentComponent = component.parent_uuid ? byUuid.get(component.parent_uuid) : undefined;
    const parent = component.parent_uuid
      ? (parentComponent?.name ?? component.parent_uuid)
      : parentKind(null, { inPlaceholder: Boolean(component.placeholder_uuid) });
    const base = { uuid: component.uuid, name: component.name, parent };
    if (!isBlockName(component.name)) {
      violations.push({ ...base, rule: 'unknown-block', message: `${component.name} (${component.uuid}) is not a known block` });
      continue;
    }
    if (component.parent_uuid && !parentComponent) {
      violations.push({ ...base, rule: 'missing-parent', message: `${component.name} (${component.uuid}) points at missing parent ${component.parent_uuid}` });
      continue;
    }
    const allowed = parentComponent
      ? canPlace(component.name, parentComponent.name)
      : canPlace(component.name, null, { inPlaceholder: Boolean(component.placeholder_uuid) });
    if (!allowed) {
      violations.push({
        ...base,
        rule: 'not-allowed-here',
        message: `${component.name} (${component.uuid}) may not sit in ${parent}: it ${describeParents(component.name)}`,
      });
    }
  }
  return violations;
}
