/** Search runs only for text that is not blank once trimmed. */
export const isSearchSubmittable = (text: string | null | undefined): boolean => (text ?? '').trim() !== '';
