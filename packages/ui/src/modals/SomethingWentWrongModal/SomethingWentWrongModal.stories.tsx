import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { SomethingWentWrongModal } from './SomethingWentWrongModal';

const meta = {
  title: 'Modals/SomethingWentWrongModal',
  component: SomethingWentWrongModal,
  args: { open: true, onClose: fn() },
} satisfies Meta<typeof SomethingWentWrongModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args }) => {
    const modal = within(await screen.findByRole('dialog', { name: 'Something went wrong' }));
    await expect(modal.queryByRole('button', { name: 'Retry' })).toBeNull();
    await userEvent.click(modal.getByRole('button', { name: 'OK' }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};

export const WithRetry: Story = {
  args: { onRetry: fn() },
  play: async ({ args }) => {
    await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const Finnish: Story = {
  globals: { locale: 'fi' },
  play: async () => {
    await expect(await screen.findByRole('dialog', { name: 'Jokin meni vikaan' })).toBeInTheDocument();
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile375', isRotated: false } } };
