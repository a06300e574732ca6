import type { LocaleCode } from '@salon/domain';
import { expect, screen, userEvent, within } from 'storybook/test';
import type { NameSlugDescriptionValues } from './NameSlugDescriptionForm';

interface StoryCallbacks {
  onSave: (...args: unknown[]) => unknown;
  onClose: (...args: unknown[]) => unknown;
}

/**
 * The stories every name / URL name / description edit modal has (brand, category): the same
 * behaviour with its own title and sample values.
 */
export function nameSlugDescriptionStories(options: { values: NameSlugDescriptionValues; title: string; estonianTitle: string; firstLocale: LocaleCode }) {
  const { values, title, estonianTitle, firstLocale } = options;
  return {
    Edit: {
      play: async ({ args }: { args: StoryCallbacks }) => {
        const modal = within(await screen.findByRole('dialog', { name: title }));
        await userEvent.type(modal.getByRole('textbox', { name: 'Description' }), 'Professional line.');
        await userEvent.click(modal.getByRole('button', { name: 'Save' }));
        // Only the language shown changes; the other languages are sent as they were.
        await expect(args.onSave).toHaveBeenCalledWith({ ...values, description: { ...values.description, [firstLocale]: 'Professional line.' } }, expect.anything());
      },
    },
    RequiredFields: {
      play: async ({ args }: { args: StoryCallbacks }) => {
        const modal = within(await screen.findByRole('dialog'));
        await userEvent.clear(modal.getByRole('textbox', { name: 'Name' }));
        await userEvent.clear(modal.getByRole('textbox', { name: 'URL name' }));
        await userEvent.click(modal.getByRole('button', { name: 'Save' }));
        await expect(await modal.findAllByText('This field is required.')).toHaveLength(2);
        await expect(modal.getByRole('textbox', { name: 'URL name' })).toHaveAccessibleDescription(
          'This field is required. Lower-case letters, digits and hyphens.',
        );
        await expect(args.onSave).not.toHaveBeenCalled();
      },
    },
    ServerError: {
      args: { serverError: 'This URL name is already used.' },
      play: async () => {
        await expect(await screen.findByRole('alert')).toHaveTextContent('already used');
      },
    },
    Saving: {
      args: { saving: true },
      play: async ({ args }: { args: StoryCallbacks }) => {
        await expect(await screen.findByRole('button', { name: 'Saving…' })).toBeDisabled();
        await userEvent.keyboard('{Escape}');
        await expect(args.onClose).not.toHaveBeenCalled();
      },
    },
    Estonian: {
      globals: { locale: 'et' },
      play: async () => {
        await expect(await screen.findByRole('dialog', { name: estonianTitle })).toBeInTheDocument();
      },
    },
    Mobile: { globals: { viewport: { value: 'mobile375', isRotated: false } } },
  };
}
