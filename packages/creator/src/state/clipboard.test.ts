import type { ComponentNode } from '@salon/block-registry';
import { describe, expect, it } from 'vitest';
import { canPasteUnder, parseClipboard, toClipboardBlock } from './clipboard';

const node = (uuid: string, name: string, props: Record<string, unknown>, children: ComponentNode[] = [], slot: string | null = null): ComponentNode => ({
  component: { uuid, name, parent_uuid: null, slot, props },
  slots: children.length > 0 ? { default: children } : {},
});

const wrapper = node('w-1', 'SplitPreviewWrapper', { gap: 8 }, [node('m-1', 'SplitPreviewMini', { i18n_title: { en_US: { value: 'One' } } }), node('m-2', 'SplitPreviewMini', {})]);

describe('creator clipboard', () => {
  it('copies names, props, slots and order, never uuids', () => {
    const block = toClipboardBlock(wrapper);
    expect(block).toEqual({
      name: 'SplitPreviewWrapper',
      props: { gap: 8 },
      slot: 'default',
      children: [
        { name: 'SplitPreviewMini', props: { i18n_title: { en_US: { value: 'One' } } }, slot: 'default', children: [] },
        { name: 'SplitPreviewMini', props: {}, slot: 'default', children: [] },
      ],
    });
    expect(JSON.stringify(block)).not.toMatch(/w-1|m-1|m-2/);
  });

  it('reads back what it stored and refuses anything else', () => {
    const block = toClipboardBlock(wrapper);
    expect(parseClipboard(JSON.stringify(block))).toEqual(block);
    expect(parseClipboard(null)).toBeNull();
    expect(parseClipboard('not json')).toBeNull();
    expect(parseClipboard(JSON.stringify({ name: 'Spacer', props: {}, slot: 'default' }))).toBeNull();
    expect(parseClipboard(JSON.stringify({ ...block, children: [{ name: 1 }] }))).toBeNull();
  });

  it('pastes only where the composition rules allow the root and every child', () => {
    const block = toClipboardBlock(wrapper);
    expect(canPasteUnder(block, null)).toBe(true);
    expect(canPasteUnder(block, 'Carousel')).toBe(false);
    // Every child is checked under its own parent too: minis under a Spacer (a tampered tree) are refused.
    expect(canPasteUnder({ ...block, name: 'Spacer' }, null)).toBe(false);
    expect(canPasteUnder(toClipboardBlock(node('m-3', 'SplitPreviewMini', {})), null)).toBe(false);
    expect(canPasteUnder(toClipboardBlock(node('m-3', 'SplitPreviewMini', {})), 'SplitPreviewWrapper')).toBe(true);
  });
});
