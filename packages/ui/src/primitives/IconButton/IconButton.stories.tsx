import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ArrowUpIcon, ChevronRightIcon, SearchIcon } from '../../widgets/layoutParts/icons';
import { IconButton } from './IconButton';

const meta = {
  title: 'Primitives/IconButton',
  component: IconButton,
  args: { label: 'Search', children: <SearchIcon />, variant: 'ghost', size: 'md', disabled: false, onClick: fn() },
  argTypes: {
    variant: { control: 'select', options: ['ghost', 'outline', 'primary', 'unstyled'] },
    size: { control: 'select', options: ['sm', 'md', 'lg'] },
    disabled: { control: 'boolean' },
    label: { control: 'text' },
    children: { control: false },
    className: { control: 'text' },
  },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ghost: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Search' });
    await expect(button).toHaveAttribute('data-slot', 'icon-button');
    await expect(button).toHaveAttribute('type', 'button');
    await expect(button.offsetWidth).toBe(button.offsetHeight);
    await userEvent.click(button);
    button.blur();
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onClick).toHaveBeenCalledTimes(3);
  },
};

export const Outline: Story = { args: { variant: 'outline', label: 'Next slide', children: <ChevronRightIcon /> } };

export const Primary: Story = { args: { variant: 'primary', size: 'lg', label: 'Back to top', children: <ArrowUpIcon /> } };

export const Sizes: Story = {
  render: (args) => (
    <div className="flex items-center gap-3">
      {(['sm', 'md', 'lg'] as const).map((size) => (
        <IconButton key={size} {...args} size={size} label={`Search (${size})`} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const widths = within(canvasElement)
      .getAllByRole('button')
      .map((button) => [button.offsetWidth, button.offsetHeight]);
    await expect(widths).toEqual([
      [32, 32],
      [40, 40],
      [48, 48],
    ]);
  },
};

/** Disabled: not clickable, not in the tab order. */
export const Disabled: Story = {
  args: { disabled: true, className: 'disabled:text-brand-muted' },
  render: (args) => (
    <div className="flex gap-3">
      <IconButton {...args} />
      <IconButton label="Next slide" variant="outline">
        <ChevronRightIcon />
      </IconButton>
    </div>
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Search' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Next slide' })).toHaveFocus();
  },
};
