import { storyImage } from '../core/storyHelpers';

/** Story content for text cards, in English or Estonian. */
export const textCardProps = (index: number, language: 'en' | 'et' = 'en') => ({
  label: language === 'en' ? 'New' : 'Uus',
  title: language === 'en' ? `Training day ${index}` : `Koolituspäev ${index}`,
  subtitle: language === 'en' ? 'Tallinn training centre' : 'Tallinna koolituskeskus',
  bigText: `${10 + index}.05`,
  imgAlt: language === 'en' ? 'Stylists at a training' : 'Stilistid koolitusel',
  imgSrc: storyImage(`Training ${index}`, '#1f3a93', 800, 600),
  linkText: language === 'en' ? 'Register' : 'Registreeru',
  linkUrl: `/events/training/${index}`,
});
