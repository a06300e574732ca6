import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ScrollToTopButton } from './ScrollToTopButton';

const meta = {
  title: 'Widgets/ScrollToTopButton',
  component: ScrollToTopButton,
  decorators: [
    (Story) => (
      <div style={{ height: '400vh' }}>
        <p>Juuksehoolduse tooted – keri alla.</p>
        <Story />
      </div>
    ),
  ],
  // Each story starts at the top of the page.
  beforeEach: () => {
    window.scrollTo(0, 0);
  },
} satisfies Meta<typeof ScrollToTopButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AppearsAfterScrolling: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Back to top' })).toBeNull();
    window.scrollTo(0, window.innerHeight * 2);
    const button = await canvas.findByRole('button', { name: 'Back to top' });
    await userEvent.click(button);
    await waitFor(() => expect(window.scrollY).toBe(0), { timeout: 3000 });
    await waitFor(() => expect(canvas.queryByRole('button', { name: 'Back to top' })).toBeNull());
  },
};

export const CustomThreshold: Story = {
  args: { threshold: 100 },
  play: async ({ canvasElement }) => {
    window.scrollTo(0, 150);
    await expect(await within(canvasElement).findByRole('button', { name: 'Back to top' })).toBeVisible();
  },
};

export const Estonian: Story = {
  args: { threshold: 10 },
  globals: { locale: 'et' },
  play: async ({ canvasElement }) => {
    window.scrollTo(0, 50);
    await expect(await within(canvasElement).findByRole('button', { name: 'Tagasi üles' })).toBeVisible();
  },
};

export const Mobile: Story = {
  args: { threshold: 10 },
  globals: { viewport: { value: 'mobile375', isRotated: false } },
  play: async ({ canvasElement }) => {
    window.scrollTo(0, 50);
    await expect(await within(canvasElement).findByRole('button', { name: 'Back to top' })).toBeVisible();
  },
};
