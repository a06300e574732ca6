import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CookiePrompt } from './CookiePrompt';

const meta = {
  title: 'Widgets/CookiePrompt',
  component: CookiePrompt,
  parameters: { layout: 'fullscreen' },
  args: { onAcceptAll: fn(), onOpenSettings: fn() },
} satisfies Meta<typeof CookiePrompt>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AcceptAll: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'We use cookies' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Accept all' }));
    await expect(args.onAcceptAll).toHaveBeenCalledTimes(1);
    await expect(args.onOpenSettings).not.toHaveBeenCalled();
  },
};

export const OpenSettings: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Settings' }));
    await expect(args.onOpenSettings).toHaveBeenCalledTimes(1);
  },
};

export const EstonianMobile: Story = {
  globals: { locale: 'et', viewport: { value: 'mobile375', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Nõustu kõigiga' })).toBeVisible();
  },
};

export const Finnish: Story = {
  globals: { locale: 'fi' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: 'Käytämme evästeitä' })).toBeVisible();
  },
};
