// Translation namespaces of the content blocks.
import { blocks } from './contentBlocks';
import { inlineEdit } from './inlineEdit';

export const blockNamespaces = { blocks, inlineEdit };
