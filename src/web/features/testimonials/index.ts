/** What other features and src/web/app may use from the testimonials feature; everything else in this folder is internal. */
export { testimonialKeys } from './query-keys';
export { TestimonialsSection } from './testimonials-section';
