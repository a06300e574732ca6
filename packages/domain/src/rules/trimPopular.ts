import { POPULAR_LIST_LIMIT } from '../constants/search';

export const trimPopular = <T>(list: readonly T[] | null | undefined): T[] =>
  (list ?? []).slice(0, POPULAR_LIST_LIMIT);
