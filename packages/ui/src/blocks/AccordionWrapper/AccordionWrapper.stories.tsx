import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { accordionToggleBlock } from '../AccordionToggle';
import { storyContext, storySlot } from '../core/storyHelpers';
import { accordionWrapperBlock } from './AccordionWrapper';

const AccordionWrapper = accordionWrapperBlock.render;
const toggles = [
  { title: 'Can I return a product?', content: [{ type: 'paragraph', data: { text: 'Unopened products within 14 days.' } }] },
  { title: 'Do you ship to Finland?', content: [{ type: 'paragraph', data: { text: 'Yes, in 2-4 working days.' } }] },
];

const meta = {
  title: 'Blocks/AccordionWrapper',
  component: AccordionWrapper,
  args: { props: { title: 'Frequently asked questions', isTermsInEvents: 'no' }, uuid: 'faq-1', context: storyContext(), slots: { default: storySlot(accordionToggleBlock, toggles) } },
} satisfies Meta<typeof AccordionWrapper>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Questions: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Frequently asked questions' })).toBeVisible();
    await userEvent.click(canvas.getByText('Do you ship to Finland?'));
    await expect(canvas.getByText(/2-4 working days/)).toBeVisible();
  },
};

export const EventTerms: Story = {
  args: { props: { title: '', isTermsInEvents: 'yes' }, context: storyContext({ routeType: 'EVENT' }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Terms and conditions' })).toBeVisible();
    await expect(canvasElement.querySelector('section')).toHaveAttribute('data-terms', 'true');
  },
};

export const TermsFlagIgnoredOutsideEvents: Story = {
  args: { props: { title: 'Questions', isTermsInEvents: 'yes' }, context: storyContext({ routeType: 'CAMPAIGN' }) },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('section')).toHaveAttribute('data-terms', 'false');
  },
};

export const Estonian: Story = {
  globals: { locale: 'et' },
  args: { props: { title: '', isTermsInEvents: 'yes' }, context: storyContext({ routeType: 'EVENT', locale: 'et_EE' }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Tingimused' })).toBeVisible();
  },
};
