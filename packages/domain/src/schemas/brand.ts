/** value is the brand's display name. */
export interface Brand {
  id: number;
  value: string;
  slug: string;
}
