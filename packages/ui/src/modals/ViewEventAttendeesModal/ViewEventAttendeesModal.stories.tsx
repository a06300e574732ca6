import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { ViewEventAttendeesModal } from './ViewEventAttendeesModal';

const meta = {
  title: 'Modals/ViewEventAttendeesModal',
  component: ViewEventAttendeesModal,
  args: {
    open: true,
    onClose: fn(),
    onRetry: fn(),
    eventName: 'Balayage masterclass',
    status: 'success',
    attendees: [
      { id: 1, name: 'Anna Tamm', email: 'anna@salon.ee', phone: '+372 5555 1234', company: 'Salon Aura OÜ' },
      { id: 2, name: 'Liis Kask', email: 'liis@example.com' },
    ],
  },
} satisfies Meta<typeof ViewEventAttendeesModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Table: Story = {
  play: async () => {
    const modal = within(await screen.findByRole('dialog', { name: 'Attendees: Balayage masterclass' }));
    const table = modal.getByRole('table', { name: '2 attendees' });
    await expect(within(table).getAllByRole('row')).toHaveLength(3);
    await expect(within(table).getByRole('rowheader', { name: 'Anna Tamm' })).toBeInTheDocument();
    await expect(within(table).getByRole('link', { name: 'liis@example.com' })).toHaveAttribute('href', 'mailto:liis@example.com');
  },
};

export const Empty: Story = {
  args: { attendees: [] },
  play: async () => {
    await expect(await screen.findByText('Nobody has registered yet.')).toBeInTheDocument();
  },
};

export const Loading: Story = {
  args: { status: 'loading' },
  play: async () => {
    await expect(await screen.findByRole('status')).toHaveTextContent('Loading…');
  },
};

export const LoadError: Story = {
  args: { status: 'error' },
  play: async ({ args }) => {
    await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const Estonian: Story = {
  globals: { locale: 'et' },
  play: async () => {
    await expect(await screen.findByRole('table', { name: '2 osalejat' })).toBeInTheDocument();
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile375', isRotated: false } } };
