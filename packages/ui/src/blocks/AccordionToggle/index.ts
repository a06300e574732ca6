export { accordionToggleBlock } from './AccordionToggle';
