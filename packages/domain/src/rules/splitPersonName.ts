/**
 * A recipient's full name as the checkout's contact step asks for it (first and last name), so
 * a name typed once on the delivery step is not typed again. The last word is the last name;
 * a single word is a first name only. Double-barrelled first names ("Anna Liisa Tamm") stay whole.
 */
export function splitPersonName(fullName: string): { firstName: string; lastName: string } {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  if (words.length <= 1) return { firstName: words[0] ?? '', lastName: '' };
  return { firstName: words.slice(0, -1).join(' '), lastName: words.at(-1)! };
}
