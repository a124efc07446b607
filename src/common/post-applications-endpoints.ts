import { noBody, rawBody } from './answer-bodies';
import { defineEndpoint } from './api-contract';
import { idParamsSchema } from './ids';
import {
  applicationCreatedSchema,
  applicationUpdateSchema,
  applyTargetSchema,
  myPostApplicationListSchema,
  myPostListSchema,
  receivedApplicationListSchema,
  receivedApplicationSchema,
} from './post-applications';

/** The addresses under one kind of post that people apply to. */
function perKindEndpoints<const P extends string>(plural: P, noun: string) {
  return {
    received: defineEndpoint({
      method: 'GET',
      path: `/api/${plural}/:id/applications`,
      access: 'user',
      summary: `The applications to one of my ${plural} (its owner or an admin)`,
      params: idParamsSchema,
      responses: { 200: receivedApplicationListSchema },
    }),
    receivedCsv: defineEndpoint({
      method: 'GET',
      path: `/api/${plural}/:id/applications.csv`,
      access: 'user',
      summary: `The applications to one of my ${plural} as a CSV file (its owner or an admin)`,
      params: idParamsSchema,
      responses: { 200: rawBody('text/csv') },
    }),
    target: defineEndpoint({
      method: 'GET',
      path: `/api/${plural}/:id/my-application`,
      access: 'user',
      summary: `An ${noun} to apply to, whether I may, and my application to it`,
      params: idParamsSchema,
      responses: { 200: applyTargetSchema },
    }),
    apply: defineEndpoint({
      method: 'POST',
      path: `/api/${plural}/:id/applications`,
      access: 'user',
      summary: `Apply to an ${noun} (a form with an optional CV as PDF)`,
      params: idParamsSchema,
      multipart: true,
      responses: { 201: applicationCreatedSchema },
    }),
  };
}

/** Applications on the site to internships and projects (docs/product.md#applications-on-the-site). */
export const postApplicationsEndpoints = {
  internship: perKindEndpoints('internships', 'internship'),
  project: perKindEndpoints('projects', 'project'),
  myPosts: defineEndpoint({
    method: 'GET',
    path: '/api/my/posts',
    access: 'user',
    summary: 'My internships and projects with their applications counted by state',
    responses: { 200: myPostListSchema },
  }),
  update: defineEndpoint({
    method: 'PATCH',
    path: '/api/applications/:id',
    access: 'user',
    summary: "Change an application's state or my private note (the post's owner)",
    params: idParamsSchema,
    body: applicationUpdateSchema,
    responses: { 200: receivedApplicationSchema },
  }),
  mine: defineEndpoint({
    method: 'GET',
    path: '/api/my/applications',
    access: 'user',
    summary: 'My applications to internships and projects, newest first',
    responses: { 200: myPostApplicationListSchema },
  }),
  withdraw: defineEndpoint({
    method: 'DELETE',
    path: '/api/applications/:id',
    access: 'user',
    summary: 'Withdraw my open application',
    params: idParamsSchema,
    responses: { 204: noBody },
  }),
  cv: defineEndpoint({
    method: 'GET',
    path: '/api/applications/:id/cv',
    access: 'user',
    summary: "An application's CV (the applicant, the post's owner and admins only)",
    params: idParamsSchema,
    responses: { 200: rawBody('application/pdf') },
  }),
};
