import { storyImage } from './storyHelpers';
import { translatable } from './translate';
import type { PreviewProps } from '@salon/domain';

/** Realistic preview-card content in English and Estonian for the preview blocks' stories. */
export const previewStoryProps = (variant: string, bgColor: PreviewProps['bgColor'] = 'Blue'): PreviewProps => ({
  i18n_title: translatable({ en_US: `Autumn colour trends (${variant})`, et_EE: `Sügisesed värvitrendid (${variant})` }),
  i18n_description: translatable({ en_US: 'Warm coppers and soft browns for the new season.', et_EE: 'Soojad vasktoonid ja pehmed pruunid uueks hooajaks.' }),
  linkUrl: '/inspiration/autumn-colours',
  imgSrc: storyImage('Autumn', '#5b2a86', 900, 600),
  imgAlt: 'Model with copper hair',
  bgColor,
});
