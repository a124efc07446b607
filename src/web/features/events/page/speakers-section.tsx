import type { CentreEvent } from '#common/events';
import { ResponsiveImage } from '#web/components/ui/responsive-image';
import { DetailSection } from './detail-section';
import { initialsOf } from './initials';

type SpeakerView = CentreEvent['speakers'][number];

/** The speaker's photo with the admin's description, or an initials avatar (decoration) when there is none. */
function SpeakerPicture({ speaker }: { speaker: SpeakerView }) {
  if (speaker.photo_ref)
    return (
      <ResponsiveImage
        image={speaker.photo_ref}
        alt={speaker.photo_alt || `Photo of ${speaker.name}`}
        sizes="64px"
        className="h-16 w-16 shrink-0 rounded-full bg-mist object-cover"
      />
    );
  return (
    <span
      aria-hidden="true"
      className="flex h-16 w-16 shrink-0 items-center justify-center rounded-full bg-brand-dark text-lg font-bold text-white"
    >
      {initialsOf(speaker.name)}
    </span>
  );
}

/** The speakers, each with a photo (or initials), role and optional link. */
export function SpeakersSection({ speakers }: { speakers: SpeakerView[] }) {
  if (speakers.length === 0) return null;
  return (
    <DetailSection id="event-speakers" title="Speakers">
      <ul className="grid gap-4 sm:grid-cols-2">
        {speakers.map((speaker, index) => (
          <li key={index} className="flex min-w-0 items-center gap-3">
            <SpeakerPicture speaker={speaker} />
            <div className="min-w-0">
              <p className="break-words font-semibold text-ink">
                {speaker.link ? (
                  <a
                    href={speaker.link}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="text-brand-dark underline hover:text-ink"
                  >
                    {speaker.name}
                    <span className="sr-only"> (opens in a new tab)</span>
                  </a>
                ) : (
                  speaker.name
                )}
              </p>
              {speaker.role && <p className="break-words text-sm text-slate-700">{speaker.role}</p>}
            </div>
          </li>
        ))}
      </ul>
    </DetailSection>
  );
}
