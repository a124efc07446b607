import {
  DEFAULT_FOUNDER_ROLE,
  STARTUP_DETAIL_LIMITS,
  type Milestone,
  type PublicFounder,
  type StartupDetails,
  type StartupPageDetails,
} from '#common/startup-details';
import type { Executor } from '#server/db/database';
import { newsMentioning } from '#server/features/news';
import { NAME_ONLY, shownName } from '#server/modules/users';
import { findApprovedRevision, listFounders, type StartupRevisionRow } from './repository';

type FounderRow = Awaited<ReturnType<typeof listFounders>>[number];

/** Parses a JSON column we wrote ourselves; an unreadable one shows as empty rather than failing the page. */
function parseList<T>(text: string): T[] {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? (value as T[]) : [];
  } catch {
    return [];
  }
}

/** A stored revision as the answers carry it; milestones in date order. */
export function toDetails(row: StartupRevisionRow | undefined): StartupDetails {
  if (!row) return { story: '', milestones: [], founderRoles: [] };
  return {
    story: row.story,
    milestones: sortMilestones(parseList<Milestone>(row.milestones)),
    founderRoles: parseList<{ memberId: number; role: string }>(row.founder_roles),
  };
}

export const sortMilestones = (milestones: Milestone[]) =>
  [...milestones].sort((a, b) => a.date.localeCompare(b.date) || a.title.localeCompare(b.title));

/**
 * The founders as the public sees them: every joined founder by name, with the role of the last approved
 * version, and a link only where that founder chose to show one (docs/product.md#startup-pages).
 */
export function publicFounders(founders: FounderRow[], details: StartupDetails): PublicFounder[] {
  return founders.map((founder) => ({
    name: shownName(founder, NAME_ONLY),
    role: details.founderRoles.find((entry) => entry.memberId === founder.id)?.role || DEFAULT_FOUNDER_ROLE,
    profileUrl: founder.profile_link_shown === 1 && founder.profile_url ? founder.profile_url : null,
  }));
}

/** What a published startup's page adds to its card: the approved details, its founders and its news. */
export async function pageDetailsOf(
  db: Executor,
  startup: { id: number; name: string },
  today: string,
): Promise<StartupPageDetails> {
  const [approved, founders, news] = await Promise.all([
    findApprovedRevision(db, startup.id),
    listFounders(db, [startup.id]),
    newsMentioning(db, startup.name, today, STARTUP_DETAIL_LIMITS.news),
  ]);
  const details = toDetails(approved);
  return {
    story: details.story,
    milestones: details.milestones,
    founders: publicFounders(founders, details),
    news,
  };
}
