import { allowedChildren, insertDirections, insertPlan, insertableBlocks, type BlockName, type InsertSide } from '@salon/domain';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n';
import { RadioGroup } from '../../widgets/RadioGroup';
import { Button } from '../../primitives/Button';
import { useBlockLabel } from '../blockLabel';

/** Where the new block goes: next to the anchor block on a side, or inside an empty container. */
export type InsertPosition = InsertSide | 'inside';

export interface BlockInsertRequest {
  name: BlockName;
  position: InsertPosition;
}

export interface BlockInsertMenuProps {
  /** The block the new one goes into; null for the page's top level or a placeholder. */
  parentName: string | null;
  inPlaceholder?: boolean;
  /** Whether there is a block to insert next to; without one the block goes inside. */
  hasAnchor?: boolean;
  onInsert: (request: BlockInsertRequest) => void;
  /** Shown to editors as each block's name; by default its translated name (useBlockLabel). */
  labelOf?: (name: BlockName) => string;
}

const SIDE_LABEL: Record<InsertSide, string> = { top: 'adminUi.sideTop', bottom: 'adminUi.sideBottom', left: 'adminUi.sideLeft', right: 'adminUi.sideRight' };

/**
 * The creator's add menu: offers the block types the composition rules allow under the parent,
 * and only the insert sides (top/bottom or left/right) of the chosen type. At the top level or in
 * a placeholder it also offers the blocks that must sit in a wrapper (or a placeholder): those are
 * listed apart, named with what is created around them (domain `insertPlan`), and go next to the
 * anchor on the wrapper's sides.
 */
export function BlockInsertMenu({ parentName, inPlaceholder = false, hasAnchor = false, onInsert, labelOf: givenLabelOf }: BlockInsertMenuProps) {
  const { t } = useTranslation();
  const blockLabel = useBlockLabel();
  const labelOf = givenLabelOf ?? blockLabel;
  const selectId = useId();
  const direct = allowedChildren(parentName, { inPlaceholder });
  const contained = insertableBlocks(parentName, { inPlaceholder }).filter((option) => !direct.includes(option));
  const options = [...direct, ...contained];
  const [name, setName] = useState<BlockName | ''>(options[0] ?? '');
  const plan = name ? insertPlan(name, parentName, { inPlaceholder }) : null;
  // In a new placeholder the block has no sibling here; in a new wrapper, the wrapper is the sibling.
  const sides = !name || plan?.placeholder ? [] : insertDirections(plan?.wrappers[0] ?? name);
  const containedLabel = (option: BlockName) => {
    const planned = insertPlan(option, parentName, { inPlaceholder });
    return planned?.placeholder
      ? t('adminUi.insertInPlaceholder', { name: labelOf(option) })
      : t('adminUi.insertInWrapper', { name: labelOf(option), wrapper: labelOf(planned?.wrappers[0] ?? option) });
  };
  const [side, setSide] = useState<InsertSide | null>(null);
  const chosenSide = side && sides.includes(side) ? side : (sides[sides.length - 1] ?? null);

  if (options.length === 0) return <p className="text-body-sm text-brand-muted">{t('adminUi.noneAllowed')}</p>;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!name) return;
    onInsert({ name, position: hasAnchor && chosenSide ? chosenSide : 'inside' });
  };

  return (
    <form onSubmit={submit} aria-label={t('adminUi.insertTitle')} className="flex flex-col gap-3 rounded border border-brand-line p-3">
      <div className="flex flex-col gap-1">
        <label htmlFor={selectId} className="text-body-sm font-semibold">
          {t('adminUi.blockType')}
        </label>
        <select id={selectId} value={name} onChange={(event) => setName(event.target.value as BlockName)} className="min-w-0 max-w-full rounded border border-brand-muted px-2 py-1 text-body">
          {direct.map((option) => (
            <option key={option} value={option}>
              {labelOf(option)}
            </option>
          ))}
          {contained.length > 0 && (
            <optgroup label={t('adminUi.insertWithContainer')}>
              {contained.map((option) => (
                <option key={option} value={option}>
                  {containedLabel(option)}
                </option>
              ))}
            </optgroup>
          )}
        </select>
      </div>
      {hasAnchor && sides.length > 0 && (
        <RadioGroup
          name={`${selectId}-side`}
          label={t('adminUi.position')}
          orientation="horizontal"
          options={sides.map((value) => ({ value, label: t(SIDE_LABEL[value]) }))}
          value={chosenSide ?? undefined}
          onChange={(event) => setSide(event.target.value as InsertSide)}
        />
      )}
      <Button type="submit" className="self-start text-body-sm">
        {t('adminUi.insert')}
      </Button>
    </form>
  );
}
