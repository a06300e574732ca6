import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CartButton } from './CartButton';

const meta = {
  title: 'Widgets/Parts/CartButton',
  component: CartButton,
  args: { lineCount: 3, onOpenCart: fn() },
} satisfies Meta<typeof CartButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithLines: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Cart, products: 3' });
    // The bubble is for the eye; the button's name carries the count.
    await expect(canvas.getByTestId('count-bubble')).toHaveTextContent('3');
    await expect(canvas.getByTestId('count-bubble')).toHaveAttribute('aria-hidden', 'true');
    await userEvent.click(button);
    await expect(args.onOpenCart).toHaveBeenCalledTimes(1);
  },
};

export const Empty: Story = {
  args: { lineCount: 0 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByTestId('count-bubble')).toBeNull();
    canvas.getByRole('button', { name: 'Cart, products: 0' }).focus();
    await userEvent.keyboard(' ');
    await expect(args.onOpenCart).toHaveBeenCalledTimes(1);
  },
};

export const Latvian: Story = {
  args: { lineCount: 12 },
  globals: { locale: 'lv' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Grozs, produkti: 12' })).toBeVisible();
  },
};
