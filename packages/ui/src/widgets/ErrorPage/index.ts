export { ERROR_PAGE_TEXT_KEYS, ErrorPage, type ErrorPageProps } from './ErrorPage';
export { errorPageTexts } from './errorPageTexts';
