import type { PreviewProps } from '@salon/domain';
import type { StoryObj } from '@storybook/react-vite';
import type { ComponentType } from 'react';
import { expect, within } from 'storybook/test';
import type { BlockRenderProps } from './context';
import type { PreviewVariant } from './previewCard';
import { storyContext, storyImage } from './storyHelpers';
import { translatable } from './translate';

/** Realistic preview-card content in English and Estonian for the preview blocks' stories. */
export const previewStoryProps = (variant: string, bgColor: PreviewProps['bgColor'] = 'Blue'): PreviewProps => ({
  i18n_title: translatable({ en_US: `Autumn colour trends (${variant})`, et_EE: `Sügisesed värvitrendid (${variant})` }),
  i18n_description: translatable({ en_US: 'Warm coppers and soft browns for the new season.', et_EE: 'Soojad vasktoonid ja pehmed pruunid uueks hooajaks.' }),
  linkUrl: '/inspiration/autumn-colours',
  imgSrc: storyImage('Autumn', '#5b2a86', 900, 600),
  imgAlt: 'Model with copper hair',
  bgColor,
});

type PreviewStory = StoryObj<ComponentType<BlockRenderProps<PreviewProps>>>;

/**
 * The stories every preview block has (the four differ only in layout): the default args and
 * English, Estonian, no-link and mobile stories asserting the card's link, variant and texts.
 */
export function previewCardStories(variant: PreviewVariant, bgColor: PreviewProps['bgColor']) {
  const args = { props: previewStoryProps(variant, bgColor), uuid: `${variant}-1`, context: storyContext(), slots: {} };
  const English: PreviewStory = {
    play: async ({ canvasElement }) => {
      const link = within(canvasElement).getByRole('link');
      await expect(link).toHaveAttribute('href', '/inspiration/autumn-colours');
      await expect(link).toHaveAttribute('data-variant', variant);
      await expect(within(link).getByRole('heading')).toHaveTextContent('Autumn colour trends');
    },
  };
  const Estonian: PreviewStory = {
    globals: { locale: 'et' },
    args: { context: storyContext({ locale: 'et_EE' }) },
    play: async ({ canvasElement }) => {
      await expect(within(canvasElement).getByRole('heading')).toHaveTextContent('Sügisesed värvitrendid');
    },
  };
  const WithoutLink: PreviewStory = {
    args: { props: { ...previewStoryProps(variant, 'Blue'), linkUrl: '' } },
    play: async ({ canvasElement }) => {
      await expect(within(canvasElement).queryByRole('link')).toBeNull();
    },
  };
  const Mobile: PreviewStory = { globals: { viewport: { value: 'mobile375', isRotated: false } } };
  return { args, English, Estonian, WithoutLink, Mobile };
}
