/** A stored number field as a non-negative pixel size; unreadable or empty = fallback. */
export const readPixels = (value: number | string, fallback: number): number => {
  const number = typeof value === 'number' ? value : Number(value.trim().replace(',', '.') || Number.NaN);
  return Number.isFinite(number) && number >= 0 ? number : fallback;
};
