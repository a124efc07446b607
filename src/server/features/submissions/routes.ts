import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { submissionListSchema, submissionStatus, type Submission } from '#common/submissions';
import { listOwnSubmissions } from './repository';

/** The signed-in user's own posts and applications (Application Status). */
export const submissionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/my/submissions',
    { config: { access: 'user' }, schema: { response: { 200: submissionListSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
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
  );
};
