export { NewsletterBlock, type NewsletterBlockProps } from './NewsletterBlock';
