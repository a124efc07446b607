import { defineEndpoint } from './api-contract';
import { impactEndpoints } from './impact-endpoints';
import { programEndpoints } from './program-endpoints';
import {
  faqListSchema,
  mentorListSchema,
  partnerListSchema,
  teamListSchema,
  testimonialListSchema,
} from './content';

/** The site's public lists the admin edits (docs/product.md#site-content); each answers every item in order. */
export const contentEndpoints = {
  team: defineEndpoint({
    method: 'GET',
    path: '/api/content/team',
    access: 'public',
    summary: 'The team, by group and in the order the admin set',
    responses: { 200: teamListSchema },
  }),
  mentors: defineEndpoint({
    method: 'GET',
    path: '/api/content/mentors',
    access: 'public',
    summary: 'The mentors, in the order the admin set',
    responses: { 200: mentorListSchema },
  }),
  /** Declared with the programmes feature's: one declaration per endpoint. */
  programs: programEndpoints.list,
  /** Declared with the impact feature's, which home's carousel calls: one declaration per endpoint. */
  slides: impactEndpoints.slides,
  partners: defineEndpoint({
    method: 'GET',
    path: '/api/partners',
    access: 'public',
    summary: 'Partners and investors with their logos',
    responses: { 200: partnerListSchema },
  }),
  testimonials: defineEndpoint({
    method: 'GET',
    path: '/api/testimonials',
    access: 'public',
    summary: "Founders' testimonials",
    responses: { 200: testimonialListSchema },
  }),
  faq: defineEndpoint({
    method: 'GET',
    path: '/api/faq',
    access: 'public',
    summary: 'The frequently asked questions, by category',
    responses: { 200: faqListSchema },
  }),
};
