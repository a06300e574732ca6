import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { storyContext } from '../core/storyHelpers';
import { translatable } from '../core/translate';
import { labelTextItemBlock } from './LabelTextItem';

const LabelTextItem = labelTextItemBlock.render;

const meta = {
  title: 'Blocks/LabelTextItem',
  component: LabelTextItem,
  decorators: [(Story) => <dl>{Story()}</dl>],
  args: {
    props: { i18n_label: translatable({ en_US: 'Reading time', et_EE: 'Lugemisaeg' }), i18n_value: translatable({ en_US: '4 minutes', et_EE: '4 minutit' }) },
    uuid: 'label-1',
    context: storyContext(),
    slots: {},
  },
} satisfies Meta<typeof LabelTextItem>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('term')).toHaveTextContent('Reading time');
    await expect(within(canvasElement).getByRole('definition')).toHaveTextContent('4 minutes');
  },
};

export const Estonian: Story = {
  globals: { locale: 'et' },
  args: { context: storyContext({ locale: 'et_EE' }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('term')).toHaveTextContent('Lugemisaeg');
  },
};
