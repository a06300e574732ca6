import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { storyContext } from '../core/storyHelpers';
import { scrollToButtonBlock } from './ScrollToButton';

const ScrollToButton = scrollToButtonBlock.render;

const meta = {
  title: 'Blocks/ScrollToButton',
  component: ScrollToButton,
  decorators: [
    (Story) => (
      <div>
        {Story()}
        <div style={{ height: 1500 }} />
        <h2 id="prices">Prices</h2>
      </div>
    ),
  ],
  args: { props: { label: 'Jump to prices', targetId: '#prices' }, uuid: 'scroll-1', context: storyContext(), slots: {} },
} satisfies Meta<typeof ScrollToButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Scrolls: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Jump to prices' });
    await expect(link).toHaveAttribute('href', '#prices');
    await userEvent.click(link);
    // The scroll may be smooth: wait until it has arrived, then return at once, so the picture
    // is never taken while a smooth scroll still runs (a full run once caught it at the bottom).
    let last = -1;
    await waitFor(
      () => {
        const settled = window.scrollY > 0 && window.scrollY === last;
        last = window.scrollY;
        expect(settled).toBe(true);
      },
      { interval: 100, timeout: 5000 },
    );
    window.scrollTo({ top: 0, behavior: 'instant' });
    await waitFor(() => expect(window.scrollY).toBe(0));
  },
};

export const Estonian: Story = { globals: { locale: 'et' }, args: { props: { label: 'Hindade juurde', targetId: 'prices' } } };
