import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { articleBlocks } from '../core/richTextFixtures';
import { storyContext } from '../core/storyHelpers';
import { contentDynamicTextBlock } from './ContentDynamicText';

const ContentDynamicText = contentDynamicTextBlock.render;

const meta = {
  title: 'Blocks/ContentDynamicText',
  component: ContentDynamicText,
  args: { props: { content: articleBlocks('en').slice(0, 3) }, uuid: 'text-1', context: storyContext(), slots: {} },
} satisfies Meta<typeof ContentDynamicText>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Mari, senior stylist')).toBeVisible();
  },
};

export const Estonian: Story = { globals: { locale: 'et' }, args: { props: { content: articleBlocks('et') } } };

export const HostileContentIsInert: Story = {
  args: {
    props: {
      content: [
        { type: 'paragraph', data: { text: 'Safe <img src=x onerror="window.__xss=1"><script>window.__xss=1</script><a href="javascript:window.__xss=1">link</a>' } },
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('script, img, [onerror]')).toBeNull();
    await expect(within(canvasElement).queryByRole('link')).toBeNull();
    await expect((window as { __xss?: number }).__xss).toBeUndefined();
  },
};
