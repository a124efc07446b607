// Constants and messages of program applications, without zod: the pages that need only these (the
// home page's programs) neither download nor build the schemas (docs/performance.md#front-end-budgets).
// `./program-applications.ts` re-exports everything here, so other modules keep importing from there.
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
  listFailed: 'Failed to load applications',
  updateFailed: 'Failed to update the application',
  empty: 'No applications found.',
  notFound: 'Application not found',
  alreadyDecided: 'This application has already been decided.',
} as const;
