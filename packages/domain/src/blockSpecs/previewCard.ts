import { COLOR_SCHEME } from '../enums/colorScheme';
import { field, type PropsOf } from './fields';

/** Fields shared by the single large preview and the split previews (one card, four layouts). */
export const previewFields = {
  i18n_title: field.translatable(),
  i18n_description: field.translatable({ multiline: true }),
  linkUrl: field.link(),
  imgSrc: field.image(),
  imgAlt: field.text(),
  bgColor: field.colorScheme(),
} as const;

export type PreviewProps = PropsOf<typeof previewFields>;

export const previewDefaults: PreviewProps = {
  i18n_title: {},
  i18n_description: {},
  linkUrl: '',
  imgSrc: '',
  imgAlt: '',
  bgColor: COLOR_SCHEME.BLUE,
};
