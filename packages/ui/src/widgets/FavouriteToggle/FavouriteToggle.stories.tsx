import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FavouriteToggle } from './FavouriteToggle';

const meta = {
  title: 'Widgets/FavouriteToggle',
  component: FavouriteToggle,
  args: {
    productName: 'Repair Shampoo',
    isFavourite: false,
    loggedIn: true,
    onAdd: fn(),
    onRemove: fn(),
    onLoginRequired: fn(),
  },
} satisfies Meta<typeof FavouriteToggle>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Off: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Favourite: Repair Shampoo' });
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(button);
    await expect(args.onAdd).toHaveBeenCalledTimes(1);
    await expect(args.onRemove).not.toHaveBeenCalled();
    await expect(button).toHaveAttribute('aria-pressed', 'true');
  },
};

export const On: Story = {
  args: { isFavourite: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button');
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(button);
    await expect(args.onRemove).toHaveBeenCalledTimes(1);
    await expect(args.onAdd).not.toHaveBeenCalled();
    await expect(button).toHaveAttribute('aria-pressed', 'false');
  },
};

export const KeyboardToggle: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onAdd).toHaveBeenCalledTimes(1);
    await expect(args.onRemove).toHaveBeenCalledTimes(1);
  },
};

/** The caller could not store the favourite: the heart turns back off. */
export const AddFails: Story = {
  args: { onAdd: fn(async () => Promise.reject(new Error('503'))) },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button');
    await userEvent.click(button);
    await expect(args.onAdd).toHaveBeenCalledTimes(1);
    await expect(button).toHaveAttribute('aria-pressed', 'false');
  },
};

export const LoggedOut: Story = {
  args: { loggedIn: false },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button');
    await userEvent.click(button);
    await expect(args.onLoginRequired).toHaveBeenCalledTimes(1);
    await expect(args.onAdd).not.toHaveBeenCalled();
    await expect(button).toHaveAttribute('aria-pressed', 'false');
  },
};

export const Latvian: Story = {
  globals: { locale: 'lv' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Izlase: Repair Shampoo' })).toBeInTheDocument();
  },
};

export const Mobile: Story = { args: { isFavourite: true }, globals: { viewport: { value: 'mobile375', isRotated: false } } };
