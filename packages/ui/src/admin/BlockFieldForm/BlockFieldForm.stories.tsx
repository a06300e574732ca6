import { BLOCK_SPECS } from '@salon/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { BlockFieldForm } from './BlockFieldForm';

const meta = {
  title: 'Admin/BlockFieldForm',
  component: BlockFieldForm,
  args: { spec: BLOCK_SPECS.CarouselItem, values: { title: 'Spring care' }, onApply: fn() },
} satisfies Meta<typeof BlockFieldForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CarouselSlide: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const title = canvas.getByRole('textbox', { name: 'Title' });
    await expect(title).toHaveValue('Spring care');
    await userEvent.clear(title);
    await userEvent.type(title, 'Summer sale');
    await userEvent.click(canvas.getByRole('radio', { name: 'Green' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(args.onApply).toHaveBeenCalledWith(expect.objectContaining({ title: 'Summer sale', colorSchemeNumber: 2 })));
  },
};

/** The favourite brand shows, and is required, only for the brand favourites list. */
export const ConditionalRequiredField: Story = {
  args: { spec: BLOCK_SPECS.HorizontalProductList, values: { queryType: 'popular' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('textbox', { name: /Brand \(for brand favourites\)/ })).toBeNull();
    await userEvent.click(canvas.getByRole('radio', { name: 'Brand favourites' }));
    const brand = await canvas.findByRole('textbox', { name: /Brand \(for brand favourites\)/ });
    await userEvent.click(canvas.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(brand).toHaveAttribute('aria-invalid', 'true'));
    await expect(args.onApply).not.toHaveBeenCalled();
    await userEvent.type(brand, '7');
    await userEvent.click(canvas.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(args.onApply).toHaveBeenCalledWith(expect.objectContaining({ queryType: 'brand_favourites', favouriteBrandId: 7 })));
  },
};

export const WrongDateRefused: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const start = canvas.getByLabelText('Shown from');
    await expect(start).toHaveAttribute('type', 'datetime-local');
    await userEvent.click(canvas.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(args.onApply).toHaveBeenCalledTimes(1));
  },
};

export const TranslatableFields: Story = {
  args: { spec: BLOCK_SPECS.SplitPreviewMini, values: { i18n_title: { et_EE: { value: 'Juuksehooldus' } } } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: 'Title in each language' });
    await expect(within(group).getByRole('textbox', { name: 'et_EE' })).toHaveValue('Juuksehooldus');
    await userEvent.type(within(group).getByRole('textbox', { name: 'en_US' }), 'Hair care');
    await userEvent.click(canvas.getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(args.onApply).toHaveBeenCalledWith(expect.objectContaining({ i18n_title: expect.objectContaining({ en_US: expect.objectContaining({ value: 'Hair care' }) }) })),
    );
  },
};

/** Rich-text fields use the structured Editor.js-format editor; Apply hands the blocks over. */
export const RichTextField: Story = {
  args: { spec: BLOCK_SPECS.TitleWithTextColumns, values: { content: [{ id: 'p1', type: 'paragraph', data: { text: 'Old text' }, alignment: 'justify' }] } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const paragraph = canvas.getByRole('group', { name: 'Block 1: Paragraph' });
    await expect(within(paragraph).getByRole('radio', { name: 'Left' })).toBeChecked();
    const text = within(paragraph).getByRole('textbox', { name: 'Text' });
    await userEvent.clear(text);
    await userEvent.type(text, 'Juukse/-/hooldus');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Block type' }), 'delimiter');
    await userEvent.click(canvas.getByRole('button', { name: 'Add block' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(args.onApply).toHaveBeenCalledWith(
        expect.objectContaining({
          content: [
            expect.objectContaining({ id: 'p1', type: 'paragraph', data: { text: 'Juukse/-/hooldus' }, alignment: 'left' }),
            expect.objectContaining({ type: 'delimiter', data: {}, alignment: 'left' }),
          ],
        }),
      ),
    );
  },
};

/** Image fields open the media library through the callback and take the picked URL. */
export const ImageFromMediaLibrary: Story = {
  args: {
    spec: BLOCK_SPECS.ContentImage,
    values: {},
    onPickImage: fn((apply: (url: string) => void) => apply('/media/library/1-spring.webp')),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Choose from media library: Image' }));
    await expect(args.onPickImage).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('textbox', { name: 'Image' })).toHaveValue('/media/library/1-spring.webp');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Image description (alt text)' }), 'Spring');
    await userEvent.click(canvas.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(args.onApply).toHaveBeenCalledWith(expect.objectContaining({ imgSrc: '/media/library/1-spring.webp', imgAlt: 'Spring' })));
  },
};

/** After a refused save: empty required fields are marked inline, yet Apply still keeps the draft. */
export const MissingRequiredFields: Story = {
  args: { spec: BLOCK_SPECS.DynamicButton, values: { label: '', linkUrl: '' }, showMissing: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const label = canvas.getByRole('textbox', { name: 'Label' });
    const link = canvas.getByRole('textbox', { name: 'Link address' });
    await expect(label).toHaveAttribute('aria-invalid', 'true');
    await expect(label).toHaveAccessibleDescription('Required before saving or publishing.');
    await expect(link).toHaveAttribute('aria-invalid', 'true');
    await expect(label).toBeRequired();
    await userEvent.type(label, 'See all');
    await waitFor(() => expect(label).not.toHaveAttribute('aria-invalid'));
    await expect(link).toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(args.onApply).toHaveBeenCalledWith(expect.objectContaining({ label: 'See all', linkUrl: '' })));
  },
};

/** A required translatable field must be filled in the scheme's language; other languages are not marked. */
export const MissingTranslation: Story = {
  args: { spec: BLOCK_SPECS.LabelTextItem, values: { i18n_value: { et_EE: { value: 'Kadri', ext_id: null } } }, showMissing: true, language: 'en_US' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const value = within(canvas.getByRole('group', { name: 'Text in each language' }));
    const english = value.getByRole('textbox', { name: 'en_US' });
    await expect(english).toHaveAttribute('aria-invalid', 'true');
    await expect(english).toHaveAccessibleDescription('Required before saving or publishing.');
    await expect(value.getByRole('textbox', { name: 'et_EE' })).not.toHaveAttribute('aria-invalid');
    await userEvent.type(english, 'Kadri Kask');
    await waitFor(() => expect(english).not.toHaveAttribute('aria-invalid'));
    await userEvent.click(canvas.getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(args.onApply).toHaveBeenCalledWith(expect.objectContaining({ i18n_value: expect.objectContaining({ en_US: expect.objectContaining({ value: 'Kadri Kask' }) }) })),
    );
  },
};

/** Without a refused save the same empty fields are not flagged. */
export const RequiredNotYetChecked: Story = {
  args: { spec: BLOCK_SPECS.DynamicButton, values: {} },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Label' })).not.toHaveAttribute('aria-invalid');
  },
};

export const Estonian: Story = {
  globals: { locale: 'et' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Rakenda' })).toBeVisible();
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile375', isRotated: false } } };
