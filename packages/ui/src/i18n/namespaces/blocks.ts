// Translation namespaces of the content blocks.
import { blocks } from './contentBlocks';

export const blockNamespaces = { blocks };
