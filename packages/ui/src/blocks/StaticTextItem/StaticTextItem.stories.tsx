import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { storyContext } from '../core/storyHelpers';
import { translatable } from '../core/translate';
import { staticTextItemBlock } from './StaticTextItem';

const StaticTextItem = staticTextItemBlock.render;

const meta = {
  title: 'Blocks/StaticTextItem',
  component: StaticTextItem,
  args: {
    props: {
      i18n_title: translatable({ et_EE: 'Tasuta tarne', en_US: 'Free delivery' }),
      i18n_description: translatable({ et_EE: 'Tellimustele alates 50 €.', en_US: 'On orders from 50 €.' }),
      icon: 'package',
    },
    uuid: 'static-1',
    context: storyContext(),
    slots: {},
  },
} satisfies Meta<typeof StaticTextItem>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Free delivery' })).toBeVisible();
  },
};

export const Estonian: Story = {
  globals: { locale: 'et' },
  args: { context: storyContext({ locale: 'et_EE' }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Tasuta tarne' })).toBeVisible();
  },
};

export const RussianFallsBackToEstonian: Story = {
  globals: { locale: 'ru' },
  args: { context: storyContext({ locale: 'ru_RU' }), props: { ...meta.args.props, icon: 'euro' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Tasuta tarne' })).toBeVisible();
  },
};

export const WithoutIcon: Story = { args: { props: { ...meta.args.props, icon: 'none' } } };
