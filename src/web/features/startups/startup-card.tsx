import { Link } from 'react-router-dom';
import type { StartupSummary } from '#common/startups';
import { STARTUP_STATUS_LABELS, startupPagePath } from '#common/startups-constants';
import { DecorativeImage } from '#web/components/ui/responsive-image';
import { formatFunding } from './format';

/** One startup in a list: logo, name (the card's link), pitch and its facts. */
export function StartupCard({ startup, linked = true }: { startup: StartupSummary; linked?: boolean }) {
  return (
    <li className="relative flex flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 focus-within:ring-2 focus-within:ring-brand">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <DecorativeImage
          image={startup.logo}
          sizes="96px"
          className="h-12 w-24 shrink-0 object-contain"
          blankClassName="h-12 w-24 shrink-0 rounded bg-slate-100"
        />
        <h2 className="min-w-0 text-xl font-bold text-ink">
          {linked ? (
            <Link
              to={startupPagePath(startup.slug)}
              className="after:absolute after:inset-0 focus:outline-none"
            >
              {startup.name}
            </Link>
          ) : (
            startup.name
          )}
        </h2>
      </div>
      <p className="mt-3 flex-1 text-slate-700">{startup.pitch}</p>
      <StartupFacts startup={startup} />
    </li>
  );
}

/** Sector, stage, status, cohort and outcomes as small labelled badges. */
export function StartupFacts({ startup }: { startup: StartupSummary }) {
  const facts = [
    startup.sector,
    startup.stage,
    STARTUP_STATUS_LABELS[startup.status],
    startup.cohort,
    startup.fundingRaised ? `${formatFunding(startup.fundingRaised)} raised` : '',
    startup.jobs ? `${startup.jobs} jobs` : '',
  ].filter(Boolean);
  return (
    <ul aria-label="Facts" className="mt-4 flex flex-wrap gap-2">
      {facts.map((fact) => (
        <li key={fact} className="rounded-full bg-mist px-3 py-1 text-sm wrap-normal text-slate-700">
          {fact}
        </li>
      ))}
    </ul>
  );
}
