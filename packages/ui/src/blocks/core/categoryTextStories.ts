import type { CategoryTextProps } from '@salon/domain';
import type { StoryObj } from '@storybook/react-vite';
import type { ComponentType } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import type { CategoryTextVariant } from './CategoryText';
import type { BlockRenderProps } from './context';
import { storyContext, storyImage } from './storyHelpers';

type CategoryTextStory = StoryObj<ComponentType<BlockRenderProps<CategoryTextProps>>>;

const description =
  'Shampoos for every hair type: moisturising, volumising, colour-protecting and anti-dandruff formulas from professional brands. Choose by your hair and scalp needs, and combine with a conditioner from the same line for the best result.';

/** The stories the category head and foot share: the heading level is what tells them apart. */
export function categoryTextStories(variant: CategoryTextVariant) {
  const props: CategoryTextProps = { title: 'Shampoos', description, imgSrc: storyImage('Shampoos', '#1f3a93', 800, 400), imgAlt: 'Shampoo bottles' };
  const args = { props, uuid: `category-${variant === 'head' ? 'Head' : 'Foot'}`, context: storyContext(), slots: {} };
  const ClampedToTwoLines: CategoryTextStory = {
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      await expect(canvas.getByRole('heading', { level: variant === 'head' ? 1 : 2, name: 'Shampoos' })).toBeVisible();
      await userEvent.click(await canvas.findByRole('button', { name: 'Read more' }));
      await expect(canvas.getByRole('button', { name: 'Show less' })).toBeVisible();
    },
  };
  const Estonian: CategoryTextStory = {
    globals: { locale: 'et' },
    args: {
      props: {
        ...props,
        title: 'Šampoonid',
        description:
          'Šampoonid igale juuksetüübile: niisutavad, kohevust andvad ja värvi kaitsvad valemid professionaalsetelt kaubamärkidelt. Vali oma juuste ja peanaha vajaduste järgi ning kombineeri sama sarja palsamiga.',
      },
    },
    play: async ({ canvasElement }) => {
      await expect(await within(canvasElement).findByRole('button', { name: 'Loe edasi' })).toBeVisible();
    },
  };
  const Mobile: CategoryTextStory = { globals: { viewport: { value: 'mobile375', isRotated: false } } };
  return { args, ClampedToTwoLines, Estonian, Mobile };
}
