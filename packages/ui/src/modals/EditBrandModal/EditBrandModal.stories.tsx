import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { nameSlugDescriptionStories } from '../shared/nameSlugDescriptionStories';
import { EditBrandModal } from './EditBrandModal';

const values = { name: 'Kérastase', slug: 'kerastase', description: '' };

const meta = {
  title: 'Modals/EditBrandModal',
  component: EditBrandModal,
  args: { open: true, onClose: fn(), onSave: fn(), values },
} satisfies Meta<typeof EditBrandModal>;

export default meta;
type Story = StoryObj<typeof meta>;

const stories = nameSlugDescriptionStories({ values, title: 'Edit brand', estonianTitle: 'Muuda brändi' });

export const Edit: Story = stories.Edit;
export const RequiredFields: Story = stories.RequiredFields;
export const ServerError: Story = stories.ServerError;
export const Saving: Story = stories.Saving;
export const Estonian: Story = stories.Estonian;
export const Mobile: Story = stories.Mobile;
