/**
 * The quantity a shopper typed, as a whole number from 1 to `max`; null while the field holds
 * nothing usable (empty while retyping, 0, a letter). Above `max` is `max`.
 */
export function quantityFromText(text: string, max: number): number | null {
  const value = Number(text.trim());
  if (text.trim() === '' || !Number.isFinite(value)) return null;
  const whole = Math.trunc(value);
  return whole < 1 ? null : Math.min(whole, max);
}
