/**
 * Categories whose Estonian name starts with this label are dropped from category lists.
 * The spec does not give the label. We chose 'Sooduskampaania' ("sale campaign"): a
 * season-specific word such as 'Jõulu' would also drop real categories like 'Jõulukingitused'.
 * The match is case-insensitive.
 */
export const SEASONAL_SALE_LABEL = 'Sooduskampaania';
