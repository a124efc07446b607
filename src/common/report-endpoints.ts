import { messageAnswerSchema } from './api-answers';
import { defineEndpoint } from './api-contract';
import { idParamsSchema } from './ids';
import type { OpportunityKind } from './opportunities-constants';
import { reportSchema } from './reports';

const report = <const Path extends `/api/${string}/:id/reports`>(path: Path, what: string) =>
  defineEndpoint({
    method: 'POST',
    path,
    access: 'user',
    summary: `Report ${what} to the moderators (once per person and post)`,
    params: idParamsSchema,
    body: reportSchema,
    responses: { 201: messageAnswerSchema },
  });

/** Reports of posts, one address per kind of post (docs/product.md#reports). */
export const reportEndpoints = {
  idea: report('/api/ideas/:id/reports', 'an idea'),
  project: report('/api/projects/:id/reports', 'a project'),
  internship: report('/api/internships/:id/reports', 'an internship'),
} satisfies Record<OpportunityKind, unknown>;
