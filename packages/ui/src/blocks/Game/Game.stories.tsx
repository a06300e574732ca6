import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { storyContext } from '../core/storyHelpers';
import { gameBlock } from './Game';

const Game = gameBlock.render;

const meta = {
  title: 'Blocks/Game',
  component: Game,
  args: { props: { ...gameBlock.defaults, gameId: 'spring-quiz', gameIframeURL: '/games/spring-quiz' }, uuid: 'game-1', context: storyContext(), slots: {} },
} satisfies Meta<typeof Game>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Defaults: Story = {
  play: async ({ canvasElement }) => {
    const frame = within(canvasElement).getByTitle('Game');
    await expect(frame).toHaveStyle({ height: '900px' });
    await expect(frame.style.width).toBe('100%');
    await expect(frame).toHaveAttribute('sandbox', 'allow-scripts allow-forms allow-popups allow-modals allow-same-origin');
  },
};

export const CustomSize: Story = {
  args: { props: { ...meta.args.props, height: '600', width: '80%' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTitle('Game')).toHaveStyle({ height: '600px' });
  },
};

export const Estonian: Story = {
  globals: { locale: 'et' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTitle('Mäng')).toBeInTheDocument();
  },
};
