import { ICON, type Icon } from '@salon/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BlockIcon } from './BlockIcon';

const meta = {
  title: 'Blocks/Parts/BlockIcon',
  component: BlockIcon,
  args: { icon: ICON.TRUCK },
} satisfies Meta<typeof BlockIcon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Truck: Story = {
  play: async ({ canvasElement }) => {
    const svg = canvasElement.querySelector('svg');
    // Decorative: the text beside an icon carries the meaning.
    await expect(svg).toHaveAttribute('aria-hidden', 'true');
    await expect(svg).toHaveClass('h-8', 'w-8');
    await expect(svg?.querySelector('path')?.getAttribute('d')).toBeTruthy();
  },
};

export const NoneRendersNothing: Story = {
  args: { icon: ICON.NONE },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('svg')).toBeNull();
  },
};

const icons = Object.values(ICON).filter((icon): icon is Exclude<Icon, typeof ICON.NONE> => icon !== ICON.NONE);

/** Every icon the editor offers, each with its own glyph, in the text colour. */
export const EveryIcon: Story = {
  render: () => (
    <ul className="flex flex-wrap gap-6 text-scheme-blue">
      {icons.map((icon) => (
        <li key={icon} className="flex flex-col items-center gap-1 text-body-sm">
          <BlockIcon icon={icon} className="h-10 w-10" />
          <code className="text-brand-ink">{icon}</code>
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvasElement }) => {
    const items = within(canvasElement).getAllByRole('listitem');
    await expect(items).toHaveLength(icons.length);
    const paths = new Set(items.map((item) => item.querySelector('path')?.getAttribute('d')));
    await expect(paths.size).toBe(icons.length);
    await expect(items[0]!.querySelector('svg')).toHaveClass('h-10', 'w-10');
  },
};
