import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { storyContext, storyImage } from '../core/storyHelpers';
import { translatable } from '../core/translate';
import { brandHeadBlock } from './BrandHead';

const BrandHead = brandHeadBlock.render;
const longEn = Array.from({ length: 12 }, () => 'Davines makes sustainable hair care in Parma, Italy, combining natural ingredients with salon know-how.').join(' ');
const longEt = Array.from({ length: 12 }, () => 'Davines valmistab Itaalias Parmas jätkusuutlikke juuksehooldustooteid.').join(' ');

const meta = {
  title: 'Blocks/BrandHead',
  component: BrandHead,
  args: {
    props: {
      i18n_title: translatable({ en_US: 'Davines', et_EE: 'Davines' }),
      i18n_description: translatable({ en_US: longEn, et_EE: longEt }),
      logoSrc: storyImage('DAVINES', '#111111', 400, 100),
      logoAlt: 'Davines logo',
      imgSrc: storyImage('Davines', '#1d6b4f'),
      imgAlt: 'Davines products',
    },
    uuid: 'brand-1',
    context: storyContext(),
    slots: {},
  },
} satisfies Meta<typeof BrandHead>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ReadMore: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Davines' })).toBeVisible();
    const toggle = await canvas.findByRole('button', { name: 'Read more' });
    await userEvent.click(toggle);
    await expect(canvas.getByRole('button', { name: 'Show less' })).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Show less' }));
    await expect(canvas.getByRole('button', { name: 'Read more' })).toBeVisible();
  },
};

export const ShortDescription: Story = {
  args: { props: { ...meta.args.props, i18n_description: translatable({ en_US: 'Sustainable hair care from Parma.' }) } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

export const Estonian: Story = {
  globals: { locale: 'et' },
  args: { context: storyContext({ locale: 'et_EE' }) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Loe edasi' })).toBeVisible();
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile375', isRotated: false } } };

/** In a brand page's head placeholder the page already has its h1: the block's title steps down to h2. */
export const UnderPageTitle: Story = {
  args: { context: storyContext({ pageHasTitle: true }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Davines' })).toBeVisible();
    await expect(canvas.queryByRole('heading', { level: 1 })).toBeNull();
  },
};
