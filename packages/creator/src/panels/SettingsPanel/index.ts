export { SettingsPanel } from './SettingsPanel';
