import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answerWithNoStore } from '#server/lib/no-store';
import { contentPeopleRoutes } from './admin-people-routes';
import { contentProgramMetricRoutes } from './admin-program-metric-routes';
import { contentSlideRoutes } from './admin-slide-routes';
import { contentStoryRoutes } from './admin-story-routes';

/** The admin's edits of team, mentors, programmes, slides, metrics, partners, testimonials and the FAQ (docs/product.md#site-content). */
export const contentAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  // Admin answers are private and must never be reused from a cache.
  answerWithNoStore(app);
  await app.register(contentPeopleRoutes);
  await app.register(contentSlideRoutes);
  await app.register(contentProgramMetricRoutes);
  await app.register(contentStoryRoutes);
};
