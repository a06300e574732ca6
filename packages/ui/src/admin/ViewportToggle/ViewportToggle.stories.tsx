import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ViewportToggle } from './ViewportToggle';

const meta = {
  title: 'Admin/ViewportToggle',
  component: ViewportToggle,
  args: { value: 'SCREEN', onChange: fn() },
} satisfies Meta<typeof ViewportToggle>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Screen: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Screen' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Mobile' }));
    await expect(args.onChange).toHaveBeenCalledWith('MOBILE');
  },
};

export const Mobile: Story = {
  args: { value: 'MOBILE' },
  globals: { viewport: { value: 'mobile375', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Mobile' })).toHaveAttribute('aria-pressed', 'true');
  },
};

export const Estonian: Story = {
  globals: { locale: 'et' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('group', { name: 'Eelvaate laius' })).toBeVisible();
  },
};
