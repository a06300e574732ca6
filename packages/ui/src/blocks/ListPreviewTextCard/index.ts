export { listPreviewTextCardBlock } from './ListPreviewTextCard';
