import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { storyContext } from '../core/storyHelpers';
import { accordionToggleBlock } from './AccordionToggle';

const AccordionToggle = accordionToggleBlock.render;

const meta = {
  title: 'Blocks/AccordionToggle',
  component: AccordionToggle,
  args: {
    props: {
      ...accordionToggleBlock.defaults,
      title: 'How long does delivery take?',
      content: [{ type: 'paragraph', data: { text: 'Orders placed before <b>14:00</b> ship the same working day.' } }],
    },
    uuid: 'toggle-1',
    context: storyContext(),
    slots: {},
  },
} satisfies Meta<typeof AccordionToggle>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const details = canvasElement.querySelector('details')!;
    await expect(details.open).toBe(false);
    await userEvent.click(canvas.getByText('How long does delivery take?'));
    await expect(details.open).toBe(true);
    await expect(canvas.getByText('14:00')).toBeVisible();
  },
};

export const OpenByDefault: Story = {
  args: { props: { ...meta.args.props, isOpen: 'yes' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/ship the same working day/)).toBeVisible();
  },
};

export const Estonian: Story = {
  globals: { locale: 'et' },
  args: { props: { ...meta.args.props, isOpen: 'yes', title: 'Kui kaua tarne võtab?', content: [{ type: 'paragraph', data: { text: 'Enne kella 14 tehtud tellimused saadetakse samal päeval.' } }] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/samal päeval/)).toBeVisible();
  },
};
