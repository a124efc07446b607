import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  faqListSchema,
  mentorListSchema,
  partnerListSchema,
  testimonialListSchema,
  metricHistorySchema,
  metricListSchema,
  programListSchema,
  slideListSchema,
  teamListSchema,
  type TeamMember,
} from '#common/content';
import { withImageRefs } from '#server/modules/media';
import { metricSnapshotJob, scheduleMetricSnapshot } from './metric-snapshots';
import { loadMetricHistory, loadMetrics } from './metrics';
import { loadPartnerList } from './partners';
import {
  listCarouselSlides,
  listFaqEntries,
  listMentors,
  listPrograms,
  listTeamMembers,
  listTestimonials,
} from './repository';

/** Public, read-only site content. Answers are small and change rarely; browsers may reuse them briefly. */
export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  const snapshots = metricSnapshotJob(app);
  app.jobs.define(snapshots);
  // The process that runs jobs keeps the chain of daily counter snapshots going (each schedules the next).
  if (app.config.jobRunner)
    app.addHook('onReady', async () => {
      await scheduleMetricSnapshot(app, snapshots, app.db, new Date(), true);
    });

  app.addHook('onSend', async (_request, reply, payload) => {
    if (reply.statusCode === 200) reply.header('cache-control', 'public, max-age=0, must-revalidate');
    return payload;
  });

  app.get(
    '/api/content/team',
    { config: { access: 'public' }, schema: { response: { 200: teamListSchema } } },
    async () => {
      const rows = await listTeamMembers(app.db);
      return {
        items: await withImageRefs(app.db, rows, imageKey, (row, image) => ({
          id: row.id,
          group: row.group_name as TeamMember['group'],
          name: row.name,
          role: row.role,
          image,
          linkedin: row.linkedin,
          email: row.email,
        })),
      };
    },
  );

  app.get(
    '/api/content/mentors',
    { config: { access: 'public' }, schema: { response: { 200: mentorListSchema } } },
    async () => {
      const rows = await listMentors(app.db);
      return {
        items: await withImageRefs(app.db, rows, imageKey, ({ image_key: _key, ...row }, image) => ({
          ...row,
          image,
        })),
      };
    },
  );

  app.get(
    '/api/content/programs',
    { config: { access: 'public' }, schema: { response: { 200: programListSchema } } },
    async () => {
      const rows = await listPrograms(app.db);
      return {
        items: rows.map(({ features_json, ...row }) => ({
          ...row,
          features: JSON.parse(features_json) as string[],
        })),
      };
    },
  );

  app.get(
    '/api/content/slides',
    { config: { access: 'public' }, schema: { response: { 200: slideListSchema } } },
    async () => {
      const rows = await listCarouselSlides(app.db);
      // A slide whose picture is gone is left out: the carousel has nothing to show for it.
      const slides = await withImageRefs(app.db, rows, imageKey, (row, image) =>
        image ? [{ id: row.id, caption: row.caption, image }] : [],
      );
      return { items: slides.flat() };
    },
  );

  app.get(
    '/api/content/metrics',
    { config: { access: 'public' }, schema: { response: { 200: metricListSchema } } },
    async () => {
      // The effective value: typed by hand, or counted (docs/product.md#impact-counters).
      const metrics = await loadMetrics(app.db, app.config.centreTimezone);
      return {
        items: metrics.map(({ key, label, value, durationSeconds }) => ({
          key,
          label,
          value,
          durationSeconds,
        })),
      };
    },
  );

  app.get(
    '/api/content/metrics/history',
    { config: { access: 'public' }, schema: { response: { 200: metricHistorySchema } } },
    async () => loadMetricHistory(app.db, await loadMetrics(app.db, app.config.centreTimezone)),
  );

  // Partners, testimonials and the FAQ live at the site's own short addresses (docs/product.md#partners).
  app.get(
    '/api/partners',
    { config: { access: 'public' }, schema: { response: { 200: partnerListSchema } } },
    async () => ({ items: await loadPartnerList(app.db) }),
  );

  app.get(
    '/api/testimonials',
    { config: { access: 'public' }, schema: { response: { 200: testimonialListSchema } } },
    async () => ({ items: await listTestimonials(app.db) }),
  );

  app.get(
    '/api/faq',
    { config: { access: 'public' }, schema: { response: { 200: faqListSchema } } },
    async () => ({ items: await listFaqEntries(app.db) }),
  );
};

function imageKey(row: { image_key: string | null }): string | null {
  return row.image_key;
}
