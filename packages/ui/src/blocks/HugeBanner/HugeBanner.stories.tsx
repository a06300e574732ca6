import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { storyContext, storyImage } from '../core/storyHelpers';
import { hugeBannerBlock } from './HugeBanner';

const HugeBanner = hugeBannerBlock.render;
const seen = (isSeen = false) => ({ isSeen: fn(() => isSeen), markSeen: fn() });

const meta = {
  title: 'Blocks/HugeBanner',
  component: HugeBanner,
  args: {
    props: {
      ...hugeBannerBlock.defaults,
      uuid: 'spring-2025',
      title: 'Spring sale -30%',
      description: 'On all hair colours until Sunday.',
      imgSrc: storyImage('Sale', '#1f3a93'),
      imgSrcTwo: storyImage('Colours', '#5b2a86'),
      // Captured stories must not switch images between screenshots; FirstVisit tests the switching.
      switchTimeoutSeconds: '600',
      closeTimeoutSeconds: '30',
      linkUrl: '/campaigns/spring',
    },
    uuid: 'banner-1',
    context: storyContext({ seenBanners: seen() }),
    slots: {},
  },
} satisfies Meta<typeof HugeBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstVisit: Story = {
  args: { props: { ...meta.args.props, switchTimeoutSeconds: '0,5' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Spring sale -30%' })).toBeVisible();
    await expect(args.context.seenBanners?.markSeen).toHaveBeenCalledWith('spring-2025');
    await expect(canvas.getByTestId('countdown-ring')).toBeInTheDocument();
    // Two images alternate at the (comma-decimal) switch interval.
    await waitFor(() => expect(canvasElement.querySelector('[data-image-index="1"]')).toHaveClass('block'), { timeout: 2000 });
    await userEvent.click(canvas.getByRole('button', { name: 'Close' }));
    await expect(canvas.queryByRole('heading')).toBeNull();
  },
};

export const AutoHides: Story = {
  args: { props: { ...meta.args.props, closeTimeoutSeconds: '1' }, context: storyContext({ seenBanners: seen() }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading')).toBeVisible();
    await waitFor(() => expect(canvas.queryByRole('heading')).toBeNull(), { timeout: 3000 });
  },
};

export const AlreadySeen: Story = {
  args: { context: storyContext({ seenBanners: seen(true) }) },
  play: async ({ canvasElement, args }) => {
    await waitFor(() => expect(args.context.seenBanners?.isSeen).toHaveBeenCalledWith('spring-2025'));
    await expect(within(canvasElement).queryByRole('heading')).toBeNull();
  },
};

export const MissingUuidOutsideEditing: Story = {
  args: { props: { ...meta.args.props, uuid: '' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('heading')).toBeNull();
  },
};

export const EditModeWithoutUuid: Story = {
  args: { props: { ...meta.args.props, uuid: '', textColor: 'black' }, context: storyContext({ mode: 'edit' }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading')).toBeVisible();
  },
};

export const Estonian: Story = {
  globals: { locale: 'et' },
  args: { props: { ...meta.args.props, title: 'Kevadine allahindlus -30%', description: 'Kõigile juuksevärvidele pühapäevani.' }, context: storyContext({ locale: 'et_EE', seenBanners: seen() }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Vaata lähemalt' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Sulge' })).toBeVisible();
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile375', isRotated: false } }, args: { context: storyContext({ seenBanners: seen() }) } };
