import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Message } from './Message';

const meta = {
  title: 'Widgets/Message',
  component: Message,
  args: { kind: 'info', children: 'Orders placed before 14:00 ship the same day.' },
} satisfies Meta<typeof Message>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Info: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Orders placed before 14:00');
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const Warning: Story = { args: { kind: 'warning', children: 'Only 2 left in stock.' } };

export const Error: Story = {
  args: { kind: 'error', children: 'Payment failed. Please try again.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Error');
  },
};

export const Success: Story = { args: { kind: 'success', children: 'You are subscribed to the newsletter.' } };

export const Dismissible: Story = {
  args: { kind: 'success', children: 'Saved.', onDismiss: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss message' }));
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
  },
};

export const Estonian: Story = {
  args: { kind: 'warning', children: 'Laos on ainult 2 toodet.' },
  globals: { locale: 'et' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Hoiatus');
  },
};

export const Mobile: Story = {
  args: { kind: 'info', children: 'Free delivery from 50 € in Estonia.' },
  globals: { viewport: { value: 'mobile375', isRotated: false } },
};
