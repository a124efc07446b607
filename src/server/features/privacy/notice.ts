import { calendarDateInZone } from '#common/times';
import type { PrivacyNotice, PrivacyNoticeInput, PrivacySectionText } from '#common/privacy';
import { PRIVACY_SECTIONS } from '#common/privacy-constants';
import { retentionPeriodLines } from '#common/retention';
import type { Config } from '#server/config';
import type { Executor } from '#server/db/database';
import { findCurrentNotice, insertNotice } from './repository';

type StoredSections = Partial<Record<string, PrivacySectionText>>;

/**
 * The notice in force as /api/privacy answers it (docs/product.md#privacy-notice): one part per purpose, in
 * the order of PRIVACY_SECTIONS. A part a stored version lacks (a purpose added since) is left out until the
 * admin publishes a version that says it.
 */
export async function loadPrivacyNotice(
  db: Executor,
  config: Pick<Config, 'grievanceOfficer' | 'centreTimezone' | 'retention'>,
): Promise<PrivacyNotice> {
  const row = await findCurrentNotice(db);
  const stored = row ? (JSON.parse(row.sections) as StoredSections) : {};
  return {
    version: row?.version ?? null,
    publishedOn: row ? calendarDateInZone(new Date(row.published_at), config.centreTimezone) : null,
    sections: PRIVACY_SECTIONS.flatMap(({ id }) => {
      const text = stored[id];
      return text ? [{ id, collected: text.collected, whoSees: text.whoSees, kept: text.kept }] : [];
    }),
    grievanceOfficer: config.grievanceOfficer,
    retention: retentionPeriodLines(config.retention),
  };
}

/** Whether `input` says exactly what the version in force says (a new version would change nothing). */
export function sameAsCurrent(current: PrivacyNotice, input: PrivacyNoticeInput): boolean {
  return (
    current.sections.length === PRIVACY_SECTIONS.length &&
    current.sections.every((section) => {
      const next = input.sections[section.id];
      return (
        next.collected === section.collected && next.whoSees === section.whoSees && next.kept === section.kept
      );
    })
  );
}

/** Publishes `input` as the next version, dated now; answers its number. */
export async function publishPrivacyNotice(
  db: Executor,
  input: PrivacyNoticeInput,
  now: Date = new Date(),
): Promise<number> {
  const current = await findCurrentNotice(db);
  const version = (current?.version ?? 0) + 1;
  await insertNotice(db, {
    version,
    published_at: now.toISOString(),
    sections: JSON.stringify(input.sections),
  });
  return version;
}

/** The number of the version in force, or null before a first one is published (a consent names it). */
export async function currentNoticeVersion(db: Executor): Promise<number | null> {
  return (await findCurrentNotice(db))?.version ?? null;
}
