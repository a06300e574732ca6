import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Creator } from './Creator';
import { CreatorStoryHost } from './testing/CreatorStoryHost';
import { fakeCreatorApi } from './testing/fakeCreatorApi';
import { storyData } from './testing/storyData';

const meta = {
  title: 'Creator/Creator',
  component: Creator,
  args: {
    location: { route: 'route-1', scheme: null, placeholder: null, component: null, page: 1 },
    onNavigate: fn(),
    backLink: () => <a href="#routes">Back</a>,
  },
  decorators: [CreatorStoryHost],
  loaders: [() => ({ api: fakeCreatorApi(storyData) })],
} satisfies Meta<typeof Creator>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Without a scheme the creator opens on the route's languages; opening one moves to the editor. */
export const OpensAScheme: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Page builder: Spring campaign' })).toBeVisible();
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit' }));
    await expect(args.onNavigate).toHaveBeenCalledWith({ scheme: 'scheme-et', placeholder: null, component: null });
    await expect(canvas.getByRole('tab', { name: 'Editor', selected: true })).toBeVisible();
  },
};

export const RouteNotFound: Story = {
  args: { location: { route: 'no-such-route', scheme: null, placeholder: null, component: null, page: 1 } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Loading failed.');
  },
};
