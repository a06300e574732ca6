export * from './Button';
export * from './Combobox';
export * from './IconButton';
export * from './Tabs';
export { cn } from './cn';
