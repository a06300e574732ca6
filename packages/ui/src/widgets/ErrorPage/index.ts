export { ErrorPage, type ErrorPageProps } from './ErrorPage';
export { errorPageTexts } from './errorPageTexts';
