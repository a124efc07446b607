/**
 * The parts of the privacy notice (docs/product.md#privacy-notice), one per purpose the site collects
 * personal data for. Each part's `id` is its anchor on /privacy, which the forms link to under their submit
 * button: the ids are stable, the admin edits only the words.
 */
export const PRIVACY_SECTIONS = [
  { id: 'account', title: 'Your account and profile' },
  { id: 'posts', title: 'Ideas, projects and internships you post' },
  { id: 'applications', title: 'Applications and CVs' },
  { id: 'events', title: 'Event registrations' },
  { id: 'programmes', title: 'Programme applications and reviews' },
  { id: 'cohorts', title: 'Cohorts, startups and KPI reports' },
  { id: 'mentoring', title: 'Office hours with mentors' },
  { id: 'messages', title: 'Messages to the centre' },
  { id: 'mail', title: 'Newsletter, alerts and notifications' },
] as const;
export type PrivacySectionId = (typeof PRIVACY_SECTIONS)[number]['id'];
export const PRIVACY_SECTION_IDS = PRIVACY_SECTIONS.map((section) => section.id) as [
  PrivacySectionId,
  ...PrivacySectionId[],
];

/** The page's own anchors after the purposes: your rights and whom to write to. */
/** The periods each kind of data is kept, from the server's configuration (docs/product.md#retention). */
export const PRIVACY_RETENTION_ANCHOR = 'how-long';
export const PRIVACY_RIGHTS_ANCHOR = 'your-rights';
export const PRIVACY_CONTACT_ANCHOR = 'grievance-officer';

export const PRIVACY_PATH = '/privacy';

/** The address of one part of the notice, for a form's line under its submit button. */
export function privacySectionPath(section: PrivacySectionId): string {
  return `${PRIVACY_PATH}#${section}`;
}

/** The longest text of each of a part's three answers (what, who sees it, how long). */
export const PRIVACY_TEXT_MAX = 1500;

/** The admin's save answers this when nothing changed: a new version would say nothing new. */
export const PRIVACY_UNCHANGED_MESSAGE = 'Nothing changed since the version in force';
