export * from './Button';
export * from './IconButton';
export * from './Tabs';
export { cn } from './cn';
