import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { storyContext, storyImage } from '../core/storyHelpers';
import { postTeaserListBlock } from './PostTeaserList';

const PostTeaserList = postTeaserListBlock.render;
const posts = [
  { path: 'spring-routines', meta_title: 'Five spring routines', meta_image_src: storyImage('Routines', '#1f3a93', 800, 600) },
  { path: 'curl-care', meta_title: 'Caring for curls', meta_image_src: storyImage('Curls', '#1d6b4f', 800, 600) },
  { path: 'colour-at-home', meta_title: 'Colour at home', meta_image_src: storyImage('Colour', '#5b2a86', 800, 600) },
];

const meta = {
  title: 'Blocks/PostTeaserList',
  component: PostTeaserList,
  args: {
    props: { ...postTeaserListBlock.defaults, title: 'Inspiration', post_1: 'Five spring routines', post_2: 'Caring for curls', post_3: 'Colour at home', featured: '1' },
    uuid: 'teasers-1',
    context: storyContext({ posts }),
    slots: {},
  },
} satisfies Meta<typeof PostTeaserList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstFeatured: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('link')).toHaveLength(3);
    await expect(canvas.getByRole('link', { name: 'Five spring routines' })).toHaveAttribute('href', '/inspiration/spring-routines');
    await expect(canvas.getAllByRole('listitem')[0]).toHaveAttribute('data-featured', 'true');
  },
};

export const NoneFeatured: Story = { args: { props: { ...meta.args.props, featured: 'None' } } };

export const HiddenWithTwoPosts: Story = {
  args: { props: { ...meta.args.props, post_3: '' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('list')).toBeNull();
  },
};

export const Estonian: Story = {
  globals: { locale: 'et' },
  args: {
    props: { ...meta.args.props, title: 'Inspiratsioon', post_1: 'Viis kevadist rutiini', post_2: 'Lokkide hooldus', post_3: 'Värvimine kodus' },
    context: storyContext({
      locale: 'et_EE',
      posts: [
        { path: 'kevad', meta_title: 'Viis kevadist rutiini' },
        { path: 'lokid', meta_title: 'Lokkide hooldus' },
        { path: 'varv', meta_title: 'Värvimine kodus' },
      ],
    }),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Lokkide hooldus' })).toHaveAttribute('href', '/inspiration/lokid');
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile375', isRotated: false } } };
