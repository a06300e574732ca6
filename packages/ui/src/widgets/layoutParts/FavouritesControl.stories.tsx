import { FAVOURITES_PATH } from '@salon/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FavouritesControl } from './FavouritesControl';

const meta = {
  title: 'Widgets/Parts/FavouritesControl',
  component: FavouritesControl,
  args: { isLoggedIn: true, onLoginRequired: fn() },
} satisfies Meta<typeof FavouritesControl>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LoggedIn: Story = {
  play: async ({ canvasElement, args }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Favourites' });
    // Logged in, it is a plain link to the favourites page (clicking would leave the story).
    await expect(link).toHaveAttribute('href', FAVOURITES_PATH);
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
    await expect(args.onLoginRequired).not.toHaveBeenCalled();
  },
};

export const LoggedOutAsksToLogIn: Story = {
  args: { isLoggedIn: false },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('link')).toBeNull();
    const button = canvas.getByRole('button', { name: 'Favourites' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onLoginRequired).toHaveBeenCalledTimes(1);
  },
};

export const CustomHref: Story = {
  args: { href: '/et/lemmikud' },
  globals: { locale: 'et' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Lemmikud' })).toHaveAttribute('href', '/et/lemmikud');
  },
};
