export { Footer, type FooterLinkColumns, type FooterProps } from './Footer';
export type { FooterContact } from './FooterContactBlock';
