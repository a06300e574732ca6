import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { nameSlugDescriptionStories } from '../shared/nameSlugDescriptionStories';
import { EditCategoryModal } from './EditCategoryModal';

const values = { name: 'Shampoos', slug: 'shampoos', description: '' };

const meta = {
  title: 'Modals/EditCategoryModal',
  component: EditCategoryModal,
  args: { open: true, onClose: fn(), onSave: fn(), values },
} satisfies Meta<typeof EditCategoryModal>;

export default meta;
type Story = StoryObj<typeof meta>;

const stories = nameSlugDescriptionStories({ values, title: 'Edit category', estonianTitle: 'Muuda kategooriat' });

export const Edit: Story = stories.Edit;
export const RequiredFields: Story = stories.RequiredFields;
export const ServerError: Story = stories.ServerError;
export const Saving: Story = stories.Saving;
export const Estonian: Story = stories.Estonian;
export const Mobile: Story = stories.Mobile;
