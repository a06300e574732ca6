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
      { id: 1, name: 'Anna Tamm', email: 'anna@salon.ee', phone: '+372 5555 1234', company: 'Salon Aura OÜ', ticket: 'Full ticket', seats: 3, order: '1042 · SUBMITTED' },
      { id: 2, name: 'Liis Kask', email: 'liis@example.com', ticket: 'Reduced ticket', seats: 1, order: '1057 · IN_PROGRESS' },
    ],
  },
} satisfies Meta<typeof ViewEventAttendeesModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Table: Story = {
  play: async () => {
    const modal = within(await screen.findByRole('dialog', { name: 'Attendees: Balayage masterclass' }));
    // Four people are coming: Anna brings three.
    const table = modal.getByRole('table', { name: '4 attendees' });
    await expect(within(table).getAllByRole('row')).toHaveLength(3);
    const anna = within(table).getByRole('rowheader', { name: 'Anna Tamm' }).closest('tr')!;
    await expect(within(anna).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['anna@salon.ee', '+372 5555 1234', 'Salon Aura OÜ', 'Full ticket', '3', '1042 · SUBMITTED']);
    await expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Name', 'E-mail', 'Phone', 'Company', 'Ticket', 'Seats', 'Order']);
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
    await expect(await screen.findByRole('table', { name: '4 osalejat' })).toBeInTheDocument();
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile375', isRotated: false } } };
