/** A customer is a business when it is not an individual. */
export const isBusinessCustomer = (customer: { readonly is_individual: boolean }): boolean =>
  !customer.is_individual;
