import { messageAnswerSchema } from './api-answers';
import { defineEndpoint } from './api-contract';
import { idParamsSchema } from './ids';
import {
  adminSubmissionListSchema,
  adminSubmissionsQuerySchema,
  ideaListQuerySchema,
  ideaPageSchema,
  ideaPostSchema,
  internshipListQuerySchema,
  internshipPageSchema,
  internshipPermissionsSchema,
  internshipPostSchema,
  postCreatedSchema,
  projectListQuerySchema,
  projectPageSchema,
  projectPostSchema,
  reviewDecisionSchema,
  reviewedSchema,
} from './opportunities';

/** The centre's decision on a pending post of one kind. */
function decision<const P extends string>(plural: P, noun: string) {
  return defineEndpoint({
    method: 'PATCH',
    path: `/api/${plural}/:id`,
    access: 'admin',
    summary: `Approve or decline a pending ${noun} (the poster is mailed)`,
    params: idParamsSchema,
    body: reviewDecisionSchema,
    responses: { 200: reviewedSchema },
  });
}

/**
 * The centre deletes a post of one kind whatever its state (docs/product.md#user-submissions-tab): how a demo
 * post, or the centre's own, leaves the site.
 */
function removal<const P extends string>(plural: P, noun: string) {
  return defineEndpoint({
    method: 'DELETE',
    path: `/api/${plural}/:id`,
    access: 'admin',
    summary: `Delete ${noun === 'idea' ? 'an' : 'a'} ${noun} for good (the centre's own or the demo's)`,
    params: idParamsSchema,
    responses: { 200: messageAnswerSchema },
  });
}

/** Ideas, projects and internships (docs/product.md#opportunities): listed, posted, reviewed. */
export const opportunitiesEndpoints = {
  ideas: defineEndpoint({
    method: 'GET',
    path: '/api/ideas',
    access: 'public',
    summary: 'The Wall of Ideas: approved ideas, searched and sorted, one page at a time',
    query: ideaListQuerySchema,
    responses: { 200: ideaPageSchema },
  }),
  projects: defineEndpoint({
    method: 'GET',
    path: '/api/projects',
    access: 'public',
    summary: 'Approved open projects, searched and filtered by location, one page at a time',
    query: projectListQuerySchema,
    responses: { 200: projectPageSchema },
  }),
  internships: defineEndpoint({
    method: 'GET',
    path: '/api/internships',
    access: 'public',
    summary: 'Approved open internships, searched and filtered by type, one page at a time',
    query: internshipListQuerySchema,
    responses: { 200: internshipPageSchema },
  }),
  internshipPermissions: defineEndpoint({
    method: 'GET',
    path: '/api/internships/permissions',
    access: 'public',
    summary: 'Whether the caller may post internships, and why not',
    responses: { 200: internshipPermissionsSchema },
  }),
  postIdea: defineEndpoint({
    method: 'POST',
    path: '/api/ideas',
    access: 'user',
    summary: 'Post an idea (pending until the centre approves it)',
    body: ideaPostSchema,
    responses: { 201: postCreatedSchema },
  }),
  postProject: defineEndpoint({
    method: 'POST',
    path: '/api/projects',
    access: 'user',
    summary: 'Post a project (pending until the centre approves it)',
    body: projectPostSchema,
    responses: { 201: postCreatedSchema },
  }),
  postInternship: defineEndpoint({
    method: 'POST',
    path: '/api/internships',
    access: 'user',
    summary: 'Post an internship (verified companies and staff; pending until approved)',
    body: internshipPostSchema,
    responses: { 201: postCreatedSchema },
  }),
  reviewList: defineEndpoint({
    method: 'GET',
    path: '/api/admin/submissions',
    access: 'admin',
    summary: 'Posts of every kind in one review state, oldest first',
    query: adminSubmissionsQuerySchema,
    responses: { 200: adminSubmissionListSchema },
  }),
  decide: {
    idea: decision('ideas', 'idea'),
    project: decision('projects', 'project'),
    internship: decision('internships', 'internship'),
  },
  remove: {
    idea: removal('ideas', 'idea'),
    project: removal('projects', 'project'),
    internship: removal('internships', 'internship'),
  },
};
