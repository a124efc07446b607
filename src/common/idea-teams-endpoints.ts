import { noBody } from './answer-bodies';
import { defineEndpoint } from './api-contract';
import {
  endorsementAnswerSchema,
  ideaTeamUpdateSchema,
  joinDecisionSchema,
  joinRequestCreatedSchema,
  joinRequestSchema,
  joinRequestSchemaOut,
  myIdeaListSchema,
  myIdeaMarksSchema,
  myJoinRequestListSchema,
} from './idea-teams';
import { idParamsSchema } from './ids';

/** Team formation and endorsements on ideas (docs/product.md#idea-teams, docs/product.md#endorsements). */
export const ideaTeamsEndpoints = {
  askToJoin: defineEndpoint({
    method: 'POST',
    path: '/api/ideas/:id/join-requests',
    access: 'user',
    summary: "Ask to join an idea's team (the owner is mailed)",
    params: idParamsSchema,
    body: joinRequestSchema,
    responses: { 201: joinRequestCreatedSchema },
  }),
  decide: defineEndpoint({
    method: 'PATCH',
    path: '/api/join-requests/:id',
    access: 'user',
    summary: 'Accept or decline a request to join one of my ideas',
    params: idParamsSchema,
    body: joinDecisionSchema,
    responses: { 200: joinRequestSchemaOut },
  }),
  editTeam: defineEndpoint({
    method: 'PATCH',
    path: '/api/ideas/:id/team',
    access: 'user',
    summary: "Change the skills my idea's team wants, or mark the team complete",
    params: idParamsSchema,
    body: ideaTeamUpdateSchema,
    responses: { 204: noBody },
  }),
  myIdeas: defineEndpoint({
    method: 'GET',
    path: '/api/my/ideas',
    access: 'user',
    summary: 'My ideas with their team settings and the requests to join them',
    responses: { 200: myIdeaListSchema },
  }),
  myJoinRequests: defineEndpoint({
    method: 'GET',
    path: '/api/my/join-requests',
    access: 'user',
    summary: 'The requests to join that I sent',
    responses: { 200: myJoinRequestListSchema },
  }),
  myMarks: defineEndpoint({
    method: 'GET',
    path: '/api/my/idea-marks',
    access: 'user',
    summary: 'The ideas I endorse and those I asked to join',
    responses: { 200: myIdeaMarksSchema },
  }),
  endorse: defineEndpoint({
    method: 'POST',
    path: '/api/ideas/:id/endorsement',
    access: 'user',
    summary: 'Endorse an idea',
    params: idParamsSchema,
    responses: { 200: endorsementAnswerSchema },
  }),
  withdrawEndorsement: defineEndpoint({
    method: 'DELETE',
    path: '/api/ideas/:id/endorsement',
    access: 'user',
    summary: 'Take back my endorsement of an idea',
    params: idParamsSchema,
    responses: { 200: endorsementAnswerSchema },
  }),
};
