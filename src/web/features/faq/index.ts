/** What other features and src/web/app may use from the FAQ feature; everything else in this folder is internal. */
export { faqKeys } from './query-keys';
export { FaqSection } from './faq-section';
