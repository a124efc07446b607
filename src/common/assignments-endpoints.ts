import { messageAnswerSchema } from './api-answers';
import { defineEndpoint } from './api-contract';
import {
  assignmentOverviewSchema,
  assignmentRunSchema,
  assignmentSummarySchema,
  manualAssignmentSchema,
  rankingQuerySchema,
  rankingSchema,
  reminderSchema,
} from './assignment';
import { idParamsSchema } from './ids';

/** Assigning reviewers to a call's applications, their progress and the ranking (docs/product.md#assignment). */
export const assignmentEndpoints = {
  run: defineEndpoint({
    method: 'POST',
    path: '/api/calls/:id/assignments',
    access: 'admin',
    summary: 'Assign reviewers to every application of a call that still needs them (or preview it)',
    params: idParamsSchema,
    body: assignmentRunSchema,
    responses: { 200: assignmentSummarySchema },
  }),
  overview: defineEndpoint({
    method: 'GET',
    path: '/api/calls/:id/assignments',
    access: 'admin',
    summary: "A call's applications with their reviewers and each reviewer's progress",
    params: idParamsSchema,
    responses: { 200: assignmentOverviewSchema },
  }),
  addReviewer: defineEndpoint({
    method: 'POST',
    path: '/api/call-applications/:id/reviewers',
    access: 'admin',
    summary: 'Assign one more reviewer to an application by hand',
    params: idParamsSchema,
    body: manualAssignmentSchema,
    responses: { 201: messageAnswerSchema },
  }),
  removeReviewer: defineEndpoint({
    method: 'DELETE',
    path: '/api/review-assignments/:id',
    access: 'admin',
    summary: 'Take an assignment back from its reviewer',
    params: idParamsSchema,
    responses: { 200: messageAnswerSchema },
  }),
  remind: defineEndpoint({
    method: 'POST',
    path: '/api/calls/:id/reminders',
    access: 'admin',
    summary: 'Remind the reviewers of a call (or one of them) of the reviews still to do',
    params: idParamsSchema,
    body: reminderSchema,
    responses: { 200: messageAnswerSchema },
  }),
  ranking: defineEndpoint({
    method: 'GET',
    path: '/api/calls/:id/ranking',
    access: 'admin',
    summary: "A call's applications ranked by their reviews' scores, or by applicant",
    params: idParamsSchema,
    query: rankingQuerySchema,
    responses: { 200: rankingSchema },
  }),
};
