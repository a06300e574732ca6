/** A plain link the app has already resolved (text in the page language, href ready to use). */
export interface NavLink {
  label: string;
  href: string;
}
