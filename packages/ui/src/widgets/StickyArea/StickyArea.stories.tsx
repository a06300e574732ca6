import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StickyArea } from './StickyArea';

const meta = {
  title: 'Widgets/StickyArea',
  component: StickyArea,
  args: {
    cookiePromptVisible: false,
    children: <p className="bg-scheme-green p-3 text-white">Tasuta tarne alates 50 € – kehtib Eestis.</p>,
  },
} satisfies Meta<typeof StickyArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Shown: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/Tasuta tarne/)).toBeVisible();
  },
};

export const HiddenWhileCookiePromptShows: Story = {
  args: { cookiePromptVisible: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('sticky-area')).not.toBeVisible();
    await expect(canvas.getByText(/Tasuta tarne/)).not.toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile375', isRotated: false } },
};
