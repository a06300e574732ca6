import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { BlockInsertMenu } from './BlockInsertMenu';

const meta = {
  title: 'Admin/BlockInsertMenu',
  component: BlockInsertMenu,
  args: { parentName: null, onInsert: fn() },
} satisfies Meta<typeof BlockInsertMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

const optionValues = (select: HTMLElement) => Array.from((select as HTMLSelectElement).options).map((option) => option.value);

/**
 * At the top level a split preview mini is offered with the wrapper it must sit in (the creator
 * makes the wrapper first); a product preview, which may go nowhere, is not offered.
 */
export const TopLevel: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const select = canvas.getByRole('combobox', { name: 'Block type' });
    await expect(optionValues(select)).toContain('Carousel');
    await expect(optionValues(select)).toContain('SplitPreviewWrapper');
    await expect(canvas.getByRole('option', { name: 'Small split preview (in a new Split preview group)' })).toBeInTheDocument();
    await expect(canvas.getByRole('option', { name: 'Carousel slide (in a new Carousel)' })).toBeInTheDocument();
    await expect(canvas.getByRole('option', { name: 'Brand header (in a new placeholder)' })).toBeInTheDocument();
    await expect(optionValues(select)).not.toContain('ProductPreview');
    await userEvent.selectOptions(select, 'Carousel');
    await userEvent.click(canvas.getByRole('button', { name: 'Add block' }));
    await expect(args.onInsert).toHaveBeenCalledWith({ name: 'Carousel', position: 'inside' });
  },
};

/** Inside a carousel only slides, which go left or right of another slide. */
export const InCarouselNextToSlide: Story = {
  args: { parentName: 'Carousel', hasAnchor: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(optionValues(canvas.getByRole('combobox', { name: 'Block type' }))).toEqual(['CarouselItem']);
    await expect(canvas.queryByRole('radio', { name: 'Above' })).toBeNull();
    await userEvent.click(canvas.getByRole('radio', { name: 'Left' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Add block' }));
    await expect(args.onInsert).toHaveBeenCalledWith({ name: 'CarouselItem', position: 'left' });
  },
};

/** A block made inside a new wrapper goes next to the anchor on the wrapper's sides. */
export const TopLevelInWrapper: Story = {
  args: { parentName: null, hasAnchor: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Block type' }), 'SplitPreviewMini');
    await expect(canvas.getByRole('radio', { name: 'Below' })).toBeChecked();
    await expect(canvas.queryByRole('radio', { name: 'Left' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Add block' }));
    await expect(args.onInsert).toHaveBeenCalledWith({ name: 'SplitPreviewMini', position: 'bottom' });
  },
};

export const TopLevelNextToBlock: Story = {
  args: { parentName: null, hasAnchor: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Block type' }), 'Spacer');
    await expect(canvas.getByRole('radio', { name: 'Above' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'Below' })).toBeChecked();
  },
};

export const NothingAllowed: Story = {
  args: { parentName: 'Spacer' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No block may be added here.')).toBeVisible();
  },
};

export const Estonian: Story = {
  args: { parentName: 'SplitPreviewWrapper', hasAnchor: true },
  globals: { locale: 'et' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Ploki tüüp' }), 'SplitPreviewMini');
    await expect(canvas.getByRole('radio', { name: 'Paremal' })).toBeChecked();
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile375', isRotated: false } } };
