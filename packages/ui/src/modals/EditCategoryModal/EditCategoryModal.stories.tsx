import type { Meta, StoryObj } from '@storybook/react-vite';
import { LOCALE_CODE } from '@salon/domain';
import { fn } from 'storybook/test';
import { nameSlugDescriptionStories } from '../shared/nameSlugDescriptionStories';
import { EditCategoryModal } from './EditCategoryModal';

const values = {
  name: { et_EE: 'Šampoonid', en_US: 'Shampoos', ru_RU: 'Шампуни', fi_FI: 'Shampoot', lv_LV: 'Šampūni' },
  slug: { et_EE: 'sampoonid', en_US: 'shampoos', ru_RU: 'shampuni', fi_FI: 'shampoot', lv_LV: 'sampuni' },
  description: { et_EE: '', en_US: '', ru_RU: '', fi_FI: '', lv_LV: '' },
};

const meta = {
  title: 'Modals/EditCategoryModal',
  component: EditCategoryModal,
  args: { open: true, onClose: fn(), onSave: fn(), values, initialLocale: LOCALE_CODE.EN },
} satisfies Meta<typeof EditCategoryModal>;

export default meta;
type Story = StoryObj<typeof meta>;

const stories = nameSlugDescriptionStories({ values, title: 'Edit category', estonianTitle: 'Muuda kategooriat', firstLocale: LOCALE_CODE.EN });

export const Edit: Story = stories.Edit;
export const RequiredFields: Story = stories.RequiredFields;
export const ServerError: Story = stories.ServerError;
export const Saving: Story = stories.Saving;
export const Estonian: Story = stories.Estonian;
export const Mobile: Story = stories.Mobile;
