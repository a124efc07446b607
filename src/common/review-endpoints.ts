import { messageAnswerSchema } from './api-answers';
import { defineEndpoint } from './api-contract';
import { idParamsSchema } from './ids';
import {
  declaredConflictsAnswerSchema,
  declaredConflictsSchema,
  reviewConflictSchema,
  reviewQueueSchema,
  reviewSaveSchema,
  reviewViewSchema,
} from './review';

/** Reviewing for reviewers (docs/product.md#reviewing): the queue, one review, conflicts of interest. */
export const reviewEndpoints = {
  queue: defineEndpoint({
    method: 'GET',
    path: '/api/review/queue',
    access: 'reviewer',
    summary: "The reviewer's assigned applications, by call, with what is still to do",
    responses: { 200: reviewQueueSchema },
  }),
  one: defineEndpoint({
    method: 'GET',
    path: '/api/review/assignments/:id',
    access: 'reviewer',
    summary: 'One assigned application with its rubric and the review saved so far',
    params: idParamsSchema,
    responses: { 200: reviewViewSchema },
  }),
  save: defineEndpoint({
    method: 'PUT',
    path: '/api/review/assignments/:id',
    access: 'reviewer',
    summary: 'Save a review as a draft or submit it',
    params: idParamsSchema,
    body: reviewSaveSchema,
    responses: { 200: messageAnswerSchema },
  }),
  returnAsConflict: defineEndpoint({
    method: 'POST',
    path: '/api/review/assignments/:id/conflict',
    access: 'reviewer',
    summary: 'Return an assignment as a conflict of interest, with the reason',
    params: idParamsSchema,
    body: reviewConflictSchema,
    responses: { 200: messageAnswerSchema },
  }),
  conflicts: defineEndpoint({
    method: 'GET',
    path: '/api/review/conflicts',
    access: 'reviewer',
    summary: "The reviewer's declared conflicts (companies, people, domains)",
    responses: { 200: declaredConflictsAnswerSchema },
  }),
  saveConflicts: defineEndpoint({
    method: 'PUT',
    path: '/api/review/conflicts',
    access: 'reviewer',
    summary: "Replace the reviewer's declared conflicts",
    body: declaredConflictsSchema,
    responses: { 200: declaredConflictsAnswerSchema },
  }),
};
