import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { storyContext } from '../core/storyHelpers';
import { titleWithTextColumnsBlock } from './TitleWithTextColumns';

const TitleWithTextColumns = titleWithTextColumnsBlock.render;
const content = [
  { id: 'h', type: 'header', data: { text: 'Professional care at home', level: 2 } },
  { id: 'p1', type: 'paragraph', data: { text: 'Our stylists chose <b>three routines</b> for dry, coloured and curly hair.' } },
  { id: 'l', type: 'list', data: { style: 'unordered', items: ['Wash with a mild shampoo', 'Use a mask once a week', 'Protect from heat'] } },
];

const meta = {
  title: 'Blocks/TitleWithTextColumns',
  component: TitleWithTextColumns,
  args: {
    props: { ...titleWithTextColumnsBlock.defaults, content, linkText: 'See the routines', linkUrl: '/inspiration/routines', firstColumnWidth: '40' },
    uuid: 'columns-1',
    context: storyContext(),
    slots: {},
  },
} satisfies Meta<typeof TitleWithTextColumns>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FixedFirstColumn: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Professional care at home' })).toBeVisible();
    await expect(canvasElement.querySelector('[data-layout]')).toHaveAttribute('data-layout', 'fixed');
    await expect(canvas.getByRole('link', { name: 'See the routines' })).toHaveAttribute('href', '/inspiration/routines');
  },
};

export const FlexWhenNotDigits: Story = {
  args: { props: { ...meta.args.props, firstColumnWidth: '40%' } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-layout]')).toHaveAttribute('data-layout', 'flex');
  },
};

export const Estonian: Story = {
  globals: { locale: 'et' },
  args: {
    props: {
      ...meta.args.props,
      content: [
        { type: 'header', data: { text: 'Professionaalne hool/-/dus kodus', level: 2 } },
        { type: 'paragraph', data: { text: 'Meie stilistid valisid <i>kolm rutiini</i> kuivadele ja värvitud juustele.' }, alignment: 'justify' },
      ],
      linkText: 'Vaata rutiine',
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/kolm rutiini/, { selector: 'em' })).toBeVisible();
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile375', isRotated: false } } };
