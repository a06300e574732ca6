/** Pages needed for count items; 0 when there is nothing to show or the page size is unusable. */
export const totalPages = (count: number, pageSize: number): number => {
  if (!Number.isFinite(count) || !Number.isFinite(pageSize) || count <= 0 || pageSize <= 0) return 0;
  return Math.ceil(count / pageSize);
};
