import { z } from 'zod';
import {
  IDEA_TEAM_LIMITS as L,
  IDEA_TEAM_MESSAGES as M,
  JOIN_DECISIONS,
  JOIN_REQUEST_STATES,
} from './idea-teams-constants';

export * from './idea-teams-constants';

/** POST /api/ideas/:id/join-requests: why I want to join, and what I bring. The form uses the same schema. */
export const joinRequestSchema = z.strictObject({
  message: z
    .string({ message: M.messageRequired })
    .trim()
    .min(1, M.messageRequired)
    .min(L.messageMin, M.messageTooShort)
    .max(L.message, M.messageTooLong),
  skills: z.string().trim().max(L.skills, M.skillsTooLong).default(''),
});
export type JoinRequestInput = z.input<typeof joinRequestSchema>;

/** PATCH /api/join-requests/:id (the idea's owner). */
export const joinDecisionSchema = z.strictObject({
  decision: z.enum(JOIN_DECISIONS, { message: 'Choose accepted or declined' }),
});

/** PATCH /api/ideas/:id/team (the idea's owner): what the team still looks for, and whether it is complete. */
export const ideaTeamUpdateSchema = z.strictObject({
  skillsWanted: z.string().trim().max(L.skills, M.skillsTooLong),
  teamComplete: z.boolean(),
});
export type IdeaTeamUpdateInput = z.input<typeof ideaTeamUpdateSchema>;

export const joinRequestCreatedSchema = z.object({
  id: z.number().int(),
  state: z.enum(JOIN_REQUEST_STATES),
  message: z.string(),
});

/** A person's contact, shown only between an idea's owner and an accepted member. */
const contactSchema = z.object({ name: z.string(), email: z.string() }).nullable();

/** A join request as its owner or its requester sees it. */
export const joinRequestSchemaOut = z.object({
  id: z.number().int(),
  ideaId: z.number().int(),
  ideaTitle: z.string(),
  /** The requester's name (the owner sees it at once; the email only after accepting). */
  requesterName: z.string(),
  message: z.string(),
  skills: z.string(),
  state: z.enum(JOIN_REQUEST_STATES),
  createdAt: z.string(),
  /** The other side's contact: set only once the request is accepted. */
  contact: contactSchema,
});
export type JoinRequest = z.infer<typeof joinRequestSchemaOut>;

/** One of my ideas with its team settings and the requests to join it (on /my/posts). */
export const myIdeaSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  status: z.enum(['pending', 'approved', 'declined']),
  /** Hidden from the public lists after reports, until an admin reviews it (docs/product.md#reports). */
  hidden: z.boolean(),
  skillsWanted: z.string(),
  teamComplete: z.boolean(),
  endorsements: z.number().int(),
  requests: z.array(joinRequestSchemaOut),
});
export type MyIdea = z.infer<typeof myIdeaSchema>;
export const myIdeaListSchema = z.object({ items: z.array(myIdeaSchema) });
export const myJoinRequestListSchema = z.object({ items: z.array(joinRequestSchemaOut) });

/** What the signed-in person has done on the Wall: the ideas they endorse, and their requests' states. */
export const myIdeaMarksSchema = z.object({
  endorsed: z.array(z.number().int()),
  /** My own ideas: no "Ask to join" on them. */
  owned: z.array(z.number().int()),
  requests: z.array(z.object({ ideaId: z.number().int(), state: z.enum(JOIN_REQUEST_STATES) })),
});
export type MyIdeaMarks = z.infer<typeof myIdeaMarksSchema>;

/** POST/DELETE /api/ideas/:id/endorsement: the idea's count after the change. */
export const endorsementAnswerSchema = z.object({ endorsed: z.boolean(), endorsements: z.number().int() });
export type EndorsementAnswer = z.infer<typeof endorsementAnswerSchema>;
