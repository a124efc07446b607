import type { StartupProfile, StartupSummary } from '#common/startups';
import type { Executor, StartupRow } from '#server/db/database';
import { startupOutcomes, type StartupOutcome } from '#server/features/impact';
import { withImageRefs } from '#server/modules/media';
import { shownName } from '#server/modules/users';

type ListedRow = Omit<StartupRow, 'created_at' | 'application_id'> & { cohort_name: string | null };

/**
 * Rows as the portfolio shows them, each with its logo. Jobs and funds raised are the startup's confirmed
 * impact facts and rounds, the records the impact reports and /impact count (docs/product.md#impact-reports);
 * the startups table's own `jobs` and `funding_raised` columns are no longer read or written.
 */
export async function toSummaries<Row extends ListedRow>(
  db: Executor,
  rows: Row[],
): Promise<(StartupSummary & { row: Row })[]> {
  const outcomes = await startupOutcomes(
    db,
    rows.map((row) => row.id),
  );
  return withImageRefs(
    db,
    rows,
    (row) => row.logo_key,
    (row, logo) => ({
      slug: row.slug,
      name: row.name,
      logo,
      pitch: row.pitch,
      sector: row.sector,
      stage: row.stage,
      website: row.website,
      foundedYear: row.founded_year,
      status: row.status,
      ...outcomeOf(outcomes.get(row.id)),
      cohort: row.cohort_name ?? row.cohort_label,
      row,
    }),
  );
}

/** The summary's whole rupees from the paise of the confirmed rounds. */
function outcomeOf(outcome: StartupOutcome | undefined): Pick<StartupSummary, 'fundingRaised' | 'jobs'> {
  const paise = outcome?.fundsRaisedPaise ?? null;
  return { fundingRaised: paise === null ? null : Math.floor(paise / 100), jobs: outcome?.jobs ?? null };
}

export type TeamRow = {
  id: number;
  user_id: number | null;
  role: 'founder' | 'member';
  invited_email: string | null;
  invite_expires_at: string | null;
  full_name: string | null;
  email: string | null;
};

/**
 * A startup as its team and the centre see it. Other startups of the cohort see the same profile without
 * the team's addresses and pending invitations (`ownTeam` false): those are the team's, not the cohort's.
 */
export async function toProfile(
  db: Executor,
  row: ListedRow,
  team: TeamRow[],
  canEdit: boolean,
  ownTeam = true,
): Promise<StartupProfile> {
  const [summary] = await toSummaries(db, [row]);
  const now = new Date().toISOString();
  const { row: _row, ...rest } = summary!;
  return {
    ...rest,
    id: row.id,
    published: row.published === 1,
    cohortId: row.cohort_id,
    cohortLabel: row.cohort_label,
    canEdit,
    team: (ownTeam ? team : team.filter((member) => member.user_id !== null)).map((member) => ({
      id: member.id,
      // The team sees its own addresses; another startup of the cohort sees names only.
      name:
        member.user_id === null ? (member.invited_email ?? '') : shownName(member, { seesEmail: ownTeam }),
      email: ownTeam ? (member.email ?? member.invited_email ?? '') : '',
      role: member.role,
      pending: member.user_id === null,
      expired: member.user_id === null && (member.invite_expires_at ?? '') <= now,
    })),
  };
}

/** The portfolio's filters keep only what the stored values offer, in a stable order. */
export function distinct(values: string[]): string[] {
  return [...new Set(values.filter(Boolean))].sort((a, b) => a.localeCompare(b));
}
