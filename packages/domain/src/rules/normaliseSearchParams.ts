import { CATEGORIES_SEARCH_PARAM, SEARCH_PARAM_SEPARATOR } from '../constants/search';

type SearchParamValue = string | number | boolean | null | undefined;
export type SearchParamsInput = Readonly<Record<string, SearchParamValue | readonly SearchParamValue[]>>;

const isBlank = (value: SearchParamValue): value is null | undefined | '' =>
  value === null || value === undefined || value === '';

const uniqueCommaList = (value: string): string =>
  [
    ...new Set(
      value
        .split(SEARCH_PARAM_SEPARATOR)
        .map((part) => part.trim())
        .filter((part) => part !== ''),
    ),
  ].join(SEARCH_PARAM_SEPARATOR);

/**
 * Product search parameters as the API wants them: empty, null and empty-list values dropped,
 * lists joined with commas, and the categories list de-duplicated (filters can add a category
 * that the route already carries).
 */
export const normaliseSearchParams = (params: SearchParamsInput): Record<string, string> => {
  const result: Record<string, string> = {};
  for (const [key, raw] of Object.entries(params)) {
    const values = (Array.isArray(raw) ? raw : [raw]) as readonly SearchParamValue[];
    let joined = values
      .filter((value) => !isBlank(value))
      .map(String)
      .join(SEARCH_PARAM_SEPARATOR);
    if (key === CATEGORIES_SEARCH_PARAM) joined = uniqueCommaList(joined);
    if (joined !== '') result[key] = joined;
  }
  return result;
};
