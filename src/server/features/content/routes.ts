import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type TeamMember } from '#common/content';
import { impactEndpoints } from '#common/impact-endpoints';
import { contentEndpoints } from '#common/content-endpoints';
import { programEndpoints } from '#common/program-endpoints';
import { endpointRoute } from '#server/lib/endpoint-route';
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

  app.route({
    ...endpointRoute(contentEndpoints.team),
    handler: async () => {
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
  });

  app.route({
    ...endpointRoute(contentEndpoints.mentors),
    handler: async () => {
      const rows = await listMentors(app.db);
      return {
        items: await withImageRefs(app.db, rows, imageKey, ({ image_key: _key, ...row }, image) => ({
          ...row,
          image,
        })),
      };
    },
  });

  app.route({
    ...endpointRoute(programEndpoints.list),
    handler: async () => {
      const rows = await listPrograms(app.db);
      return {
        items: rows.map(({ features_json, ...row }) => ({
          ...row,
          features: JSON.parse(features_json) as string[],
        })),
      };
    },
  });

  app.route({
    ...endpointRoute(impactEndpoints.slides),
    handler: async () => {
      const rows = await listCarouselSlides(app.db);
      // A slide whose picture is gone is left out: the carousel has nothing to show for it.
      const slides = await withImageRefs(app.db, rows, imageKey, (row, image) =>
        image ? [{ id: row.id, caption: row.caption, image }] : [],
      );
      return { items: slides.flat() };
    },
  });

  app.route({
    ...endpointRoute(impactEndpoints.metrics),
    handler: async () => {
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
  });

  app.route({
    ...endpointRoute(impactEndpoints.history),
    handler: async () => loadMetricHistory(app.db, await loadMetrics(app.db, app.config.centreTimezone)),
  });

  // Partners, testimonials and the FAQ live at the site's own short addresses (docs/product.md#partners).
  app.route({
    ...endpointRoute(contentEndpoints.partners),
    handler: async () => ({ items: await loadPartnerList(app.db) }),
  });

  app.route({
    ...endpointRoute(contentEndpoints.testimonials),
    handler: async () => ({ items: await listTestimonials(app.db) }),
  });

  app.route({
    ...endpointRoute(contentEndpoints.faq),
    handler: async () => ({ items: await listFaqEntries(app.db) }),
  });
};

function imageKey(row: { image_key: string | null }): string | null {
  return row.image_key;
}
