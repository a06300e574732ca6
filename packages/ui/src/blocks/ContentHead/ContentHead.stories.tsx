import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { labelTextItemBlock } from '../LabelTextItem';
import { storyContext, storyImage, storySlot } from '../core/storyHelpers';
import { translatable } from '../core/translate';
import { contentHeadBlock } from './ContentHead';

const ContentHead = contentHeadBlock.render;
const labels = (context = storyContext()) =>
  storySlot(
    labelTextItemBlock,
    [
      { i18n_label: translatable({ en_US: 'Author', et_EE: 'Autor' }), i18n_value: translatable({ en_US: 'Mari Tamm', et_EE: 'Mari Tamm' }) },
      { i18n_label: translatable({ en_US: 'Reading time', et_EE: 'Lugemisaeg' }), i18n_value: translatable({ en_US: '4 minutes', et_EE: '4 minutit' }) },
    ],
    context,
  );

const meta = {
  title: 'Blocks/ContentHead',
  component: ContentHead,
  args: {
    props: { title: 'Five spring routines', intro: 'Light textures and fresh scents for the new season.', tags: 'hair care, spring', imgSrc: storyImage('Spring', '#1d6b4f'), imgAlt: 'Spring hair routine' },
    uuid: 'head-1',
    context: storyContext({ pageCreatedAt: '2025-03-10T08:00:00Z' }),
    slots: { default: labels() },
  },
} satisfies Meta<typeof ContentHead>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Article: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Five spring routines' })).toBeVisible();
    await expect(canvas.getByText('2025-03-10')).toHaveAttribute('datetime', '2025-03-10T08:00:00Z');
    await expect(within(canvas.getByRole('list', { name: 'Tags' })).getAllByRole('listitem')).toHaveLength(2);
    await expect(canvas.getAllByRole('term')).toHaveLength(2);
  },
};

export const Estonian: Story = {
  globals: { locale: 'et' },
  args: {
    props: { title: 'Viis kevadist rutiini', intro: 'Kerged tekstuurid ja värsked lõhnad.', tags: 'juuksehooldus, kevad', imgSrc: storyImage('Kevad', '#1d6b4f'), imgAlt: 'Kevadine rutiin' },
    context: storyContext({ locale: 'et_EE', pageCreatedAt: '2025-03-10T08:00:00Z' }),
    slots: { default: labels(storyContext({ locale: 'et_EE' })) },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/Avaldatud/)).toBeVisible();
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile375', isRotated: false } } };
