export { splitTitleColumn, titleWithTextColumnsBlock } from './TitleWithTextColumns';
