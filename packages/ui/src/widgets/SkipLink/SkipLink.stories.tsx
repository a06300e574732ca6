import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { SkipLink } from './SkipLink';

const meta = {
  title: 'Widgets/SkipLink',
  component: SkipLink,
  args: { targetId: 'story-main' },
  render: (args) => (
    <>
      <SkipLink {...args} />
      <nav aria-label="Header">
        <a href="#one">One</a> <a href="#two">Two</a>
      </nav>
      <main id="story-main" tabIndex={-1}>
        <h1>Page content</h1>
      </main>
    </>
  ),
} satisfies Meta<typeof SkipLink>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Hidden until the first Tab reaches it; Enter moves focus to the main region. */
export const FirstTabThenEnter: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: 'Skip to content' });
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await expect(link).toBeVisible();
    await userEvent.keyboard('{Enter}');
    await expect(canvasElement.ownerDocument.activeElement?.id).toBe('story-main');
  },
};

export const Estonian: Story = {
  globals: { locale: 'et' },
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('link', { name: 'Liigu sisu juurde' })).toHaveFocus();
  },
};
