export { PlaceholdersPanel } from './PlaceholdersPanel';
