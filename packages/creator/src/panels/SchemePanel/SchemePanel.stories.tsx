import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { CreatorStoryHost } from '../../testing/CreatorStoryHost';
import { fakeCreatorApi, type FakeCreatorApi } from '../../testing/fakeCreatorApi';
import { storyData, storyScheme } from '../../testing/storyData';
import { SchemePanel } from './SchemePanel';

const meta = {
  title: 'Creator/SchemePanel',
  component: SchemePanel,
  args: { scheme: storyScheme },
  decorators: [CreatorStoryHost],
  loaders: [() => ({ api: fakeCreatorApi(storyData) })],
} satisfies Meta<typeof SchemePanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SavesTheScheme: Story = {
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    const title = canvas.getByRole('textbox', { name: 'Title' });
    await userEvent.clear(title);
    await userEvent.type(title, 'Spring for salons');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('Saved');
    await expect((loaded.api as FakeCreatorApi).calls).toEqual([
      { method: 'update', endpoint: 'schemes', id: 'scheme-et', body: { path: '/campaigns/spring', meta_title: 'Spring for salons', meta_description: 'Spring offers for salons', meta_image_src: null } },
    ]);
  },
};

export const PathRefused: Story = {
  loaders: [() => ({ api: fakeCreatorApi(storyData, { refuse: [{ method: 'update', message: 'Check the form.', errors: { path: ['A path has no spaces, ? or #.'] } }] }) })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const path = canvas.getByRole('textbox', { name: /Path/ });
    await userEvent.clear(path);
    await userEvent.type(path, '/spring sale');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('A path has no spaces, ? or #.')).toBeVisible();
    await expect(path).toHaveAttribute('aria-invalid', 'true');
    await expect(path).toHaveValue('/spring sale');
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};

export const PathMissing: Story = {
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await userEvent.clear(canvas.getByRole('textbox', { name: /Path/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('Enter the page address, for example /campaigns/spring.')).toBeVisible();
    await expect((loaded.api as FakeCreatorApi).calls).toEqual([]);
  },
};
