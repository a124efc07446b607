import type { Organiser } from '#common/event-details';
import { SITE } from '#common/site';
import { DetailSection } from './detail-section';

/** Who organises, and the one way of contact the admin chose to show (none, an email, or a page). */
export function OrganiserSection({ organiser }: { organiser: Organiser }) {
  const link = 'font-semibold break-words text-brand-dark underline hover:text-ink';
  return (
    <DetailSection id="event-organiser" title="Organiser">
      <p className="font-semibold text-ink">{organiser.name || SITE.name}</p>
      {organiser.contact === 'email' && organiser.email && (
        <p className="mt-1">
          <a href={`mailto:${organiser.email}`} className={link}>
            {organiser.email}
          </a>
        </p>
      )}
      {organiser.contact === 'page' && organiser.page && (
        <p className="mt-1">
          <a href={organiser.page} target="_blank" rel="noopener noreferrer" className={link}>
            Contact the organiser<span className="sr-only"> (opens in a new tab)</span>
          </a>
        </p>
      )}
    </DetailSection>
  );
}
