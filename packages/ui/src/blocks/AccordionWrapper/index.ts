export { accordionWrapperBlock } from './AccordionWrapper';
