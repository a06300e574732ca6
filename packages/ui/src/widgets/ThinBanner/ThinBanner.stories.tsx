import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ThinBanner } from './ThinBanner';

// An inline gradient stands in for the photo so the stories work offline.
const image = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="120"><defs><linearGradient id="g"><stop offset="0" stop-color="#5b2a86"/><stop offset="1" stop-color="#b3122e"/></linearGradient></defs><rect width="1200" height="120" fill="url(#g)"/></svg>',
)}`;

const meta = {
  title: 'Widgets/ThinBanner',
  component: ThinBanner,
  args: { imageUrl: image, title: 'Kéravelle juuksehooldus −20%', buttonText: 'Vaata lähemalt', linkUrl: '/campaigns/keravelle' },
} satisfies Meta<typeof ThinBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithButton: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const links = canvas.getAllByRole('link');
    await expect(links).toHaveLength(1);
    await expect(links[0]).toHaveAccessibleName('Kéravelle juuksehooldus −20% Vaata lähemalt');
    await expect(links[0]).toHaveAttribute('href', '/campaigns/keravelle');
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const WithoutButton: Story = {
  args: { buttonText: undefined, title: 'Uued Balmora värvitoonid on saabunud' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link')).toHaveAccessibleName('Uued Balmora värvitoonid on saabunud');
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile375', isRotated: false } },
};

export const Latvian: Story = {
  args: { title: 'Rīgas Ziedi matu kopšana −15%', buttonText: 'Skatīt vairāk', linkUrl: '/campaigns/sale' },
  globals: { locale: 'lv' },
};
