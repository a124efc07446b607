import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { submissionStatus, type Submission } from '#common/submissions';
import { submissionsEndpoints } from '#common/submissions-endpoints';
import { endpointRoute } from '#server/lib/endpoint-route';
import { listOwnSubmissions } from './own-submissions';
import { noStore } from '#server/lib/no-store';

/** The signed-in user's own posts and applications (Application Status). */
export const submissionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...endpointRoute(submissionsEndpoints.mine),
    handler: async (request, reply) => {
      noStore(reply);
      const own = await listOwnSubmissions(app.db, request.user.id);
      const post =
        (type: Submission['type'], prefix: string) =>
        (row: {
          id: number;
          title: string;
          created_at: string;
          status: string;
          review_reason: string | null;
        }) =>
          ({
            key: `${prefix}-${row.id}`,
            type,
            title: row.title,
            detail: null,
            date: row.created_at,
            status: submissionStatus(row.status),
            reason: row.status === 'declined' ? row.review_reason : null,
          }) satisfies Submission;
      const items: Submission[] = [
        ...own.ideas.map(post('Idea', 'idea')),
        ...own.projects.map(post('Project', 'project')),
        ...own.internships.map(post('Internship', 'internship')),
        ...own.applications.map((row): Submission => ({
          key: `program-${row.id}`,
          type: 'Program',
          title: row.program_title ?? row.program_slug,
          detail: row.team_name,
          date: row.created_at,
          status: submissionStatus(row.status),
          reason: null,
        })),
      ];
      // ISO-8601 UTC strings sort as time; newest first.
      items.sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : a.key.localeCompare(b.key)));
      return { items };
    },
  });
};
