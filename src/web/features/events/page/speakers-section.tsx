import type { Speaker } from '#common/event-details';
import { DetailSection } from './detail-section';
import { initialsOf } from './initials';

/** The speakers, each with a generated initials avatar, role and optional link. */
export function SpeakersSection({ speakers }: { speakers: Speaker[] }) {
  if (speakers.length === 0) return null;
  return (
    <DetailSection id="event-speakers" title="Speakers">
      <ul className="grid gap-4 sm:grid-cols-2">
        {speakers.map((speaker, index) => (
          <li key={index} className="flex min-w-0 items-start gap-3">
            <span
              aria-hidden="true"
              className="flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-brand-dark text-base font-bold text-white"
            >
              {initialsOf(speaker.name)}
            </span>
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
