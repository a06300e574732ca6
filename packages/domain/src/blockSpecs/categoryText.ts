import { field, type PropsOf } from './fields';

/** Fields shared by the category head and foot (one layout, at the top or the bottom of a category page). */
export const categoryTextFields = {
  title: field.text(),
  description: field.textarea(),
  imgSrc: field.image(),
  imgAlt: field.text(),
} as const;

export type CategoryTextProps = PropsOf<typeof categoryTextFields>;

export const categoryTextDefaults: CategoryTextProps = { title: '', description: '', imgSrc: '', imgAlt: '' };
