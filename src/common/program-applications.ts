import { z } from 'zod';
import { optionalUrl, requiredText } from './company-verification';

export const APPLICATION_STATUSES = ['pending', 'accepted', 'declined'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];
export const APPLICATION_DECISIONS = ['accepted', 'declined'] as const;

export const APPLICATION_STATUS_LABELS: Record<ApplicationStatus, string> = {
  pending: 'Pending',
  accepted: 'Accepted',
  declined: 'Declined',
};

/** Where a startup or team stands; the centre's programmes fit different stages. */
export const PROGRAM_STAGES = ['Idea', 'Prototype', 'Early revenue', 'Growth'] as const;

export const APPLICATION_LIMITS = { teamName: 120, description: 2000, phone: 30, minTeam: 1, maxTeam: 100 };

export const APPLICATION_MESSAGES = {
  programRequired: 'Please choose a program',
  programNotFound: 'Program not found',
  teamNameRequired: 'Startup or team name is required',
  stageRequired: 'Please choose your stage',
  descriptionRequired: 'Please describe your idea or product',
  teamSize: `Team size must be a whole number from ${APPLICATION_LIMITS.minTeam} to ${APPLICATION_LIMITS.maxTeam}`,
  phoneRequired: 'Contact phone is required',
  phoneInvalid: 'Please enter a valid phone number',
  loginRequired: 'Please log in to apply to a program.',
  submitted: (program: string) =>
    `Application sent for the ${program}! We will email you once the centre has reviewed it.`,
  failure: 'Failed to send your application. Please try again.',
  alreadyPending: (program: string) => `You already have a pending application to the ${program}.`,
  listFailed: 'Failed to load applications',
  updateFailed: 'Failed to update the application',
  empty: 'No applications found.',
  notFound: 'Application not found',
  alreadyDecided: 'This application has already been decided.',
} as const;

const A = APPLICATION_MESSAGES;

const teamSize = z
  .number({ message: A.teamSize })
  .int(A.teamSize)
  .min(APPLICATION_LIMITS.minTeam, A.teamSize)
  .max(APPLICATION_LIMITS.maxTeam, A.teamSize);

/** POST /api/program-applications. */
export const programApplicationSchema = z.strictObject({
  program: z
    .string({ message: A.programRequired })
    .trim()
    .min(1, A.programRequired)
    .max(100, A.programNotFound),
  teamName: requiredText(A.teamNameRequired, 'Startup or team name', APPLICATION_LIMITS.teamName),
  stage: z.enum(PROGRAM_STAGES, { message: A.stageRequired }),
  description: requiredText(A.descriptionRequired, 'Description', APPLICATION_LIMITS.description),
  teamSize,
  website: optionalUrl,
  phone: z
    .string({ message: A.phoneRequired })
    .trim()
    .min(1, A.phoneRequired)
    .max(APPLICATION_LIMITS.phone, A.phoneInvalid)
    .regex(/^\+?[0-9][0-9 ()-]{4,}$/, A.phoneInvalid),
});
export type ProgramApplicationInput = z.input<typeof programApplicationSchema>;

export const applicationDecisionSchema = z.strictObject({
  status: z.enum(APPLICATION_DECISIONS, { message: 'Status must be accepted or declined' }),
});

export const applicationListQuerySchema = z.object({
  program: z.string().trim().max(100).optional(),
  status: z
    .enum(APPLICATION_STATUSES, { message: 'Status must be pending, accepted or declined' })
    .optional(),
});

/** One application as its applicant sees it. */
export interface MyProgramApplication {
  id: number;
  program: string;
  programTitle: string;
  teamName: string;
  status: ApplicationStatus;
  createdAt: string;
}

/** One application as the admin list shows it. */
export interface ProgramApplication extends MyProgramApplication {
  stage: string;
  description: string;
  teamSize: number;
  website: string | null;
  phone: string;
  applicantEmail: string;
  applicantName: string;
  decidedAt: string | null;
}
