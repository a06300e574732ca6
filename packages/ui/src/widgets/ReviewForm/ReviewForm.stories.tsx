import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { ReviewForm } from './ReviewForm';

const meta = {
  title: 'Widgets/ReviewForm',
  component: ReviewForm,
  args: { onSubmit: fn() },
} satisfies Meta<typeof ReviewForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Writing: Story = {
  play: async ({ canvasElement, args }) => {
    const form = within(canvasElement);
    // Without a rating nothing is sent; the group says why.
    await userEvent.click(form.getByRole('button', { name: 'Send review' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(form.getByRole('group', { name: 'Your rating' })).toHaveAccessibleDescription('Choose a rating.');
    // The rating is chosen by keyboard: radios, arrows move between them.
    await userEvent.click(form.getByRole('radio', { name: /5 stars/ }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(form.getByRole('radio', { name: /4 stars/ })).toBeChecked();
    await userEvent.type(form.getByRole('textbox', { name: 'Your review (optional)' }), '  Soft hair, lovely smell.  ');
    await userEvent.click(form.getByRole('button', { name: 'Send review' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ rating: 4, comment: 'Soft hair, lovely smell.' });
  },
};

export const OpenedByPress: Story = {
  args: { focusOnOpen: true },
  play: async ({ canvasElement }) => {
    // The button that opened it is gone: focus starts at the first rating, not at the page's top.
    await expect(within(canvasElement).getByRole('radio', { name: /5 stars/ })).toHaveFocus();
  },
};

export const Sending: Story = {
  args: { submitting: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Sending…' })).toBeDisabled();
  },
};

export const Refused: Story = {
  args: { error: 'You have already reviewed this product.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('You have already reviewed this product.');
  },
};

export const Sent: Story = {
  args: { sent: true },
  play: async () => {
    await expect(await screen.findByRole('status')).toHaveTextContent('Thank you! Your review will appear once we have checked it.');
  },
};

export const Russian: Story = {
  globals: { locale: 'ru' },
  play: async ({ canvasElement }) => {
    const form = within(canvasElement);
    await expect(form.getByRole('radio', { name: /2 звезды/ })).toBeInTheDocument();
    await expect(form.getByRole('radio', { name: /5 звёзд/ })).toBeInTheDocument();
    await expect(form.getByRole('radio', { name: /1 звезда/ })).toBeInTheDocument();
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile375', isRotated: false } } };
