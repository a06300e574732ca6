export { LanguagesPanel } from './LanguagesPanel';
