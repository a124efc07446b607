import { SectionHeading } from '#web/components/ui/section-heading';
import { EmptyState, ErrorNotice } from '#web/components/ui/status';
import { usePageTitle } from '#web/lib/use-page-meta';
import { ProgramApply } from '#web/features/program-applications';
import { usePrograms } from '#web/features/programs';

/** /programs: the centre's three programmes (docs/product.md#programmes). */
export function ProgramsPage() {
  usePageTitle('Programs');
  const programs = usePrograms();
  return (
    <section aria-labelledby="programs-heading" className="bg-mist pt-28 pb-20">
      <div className="mx-auto max-w-6xl px-6">
        <SectionHeading
          id="programs-heading"
          level={1}
          eyebrow="Programs"
          title="Find the program that fits your stage"
          intro="Whether you have an idea, a prototype or paying customers, there is a path for you at the centre."
        />
        {programs.isPending && (
          <div aria-hidden="true" className="grid gap-6 md:grid-cols-3">
            {[0, 1, 2].map((placeholder) => (
              <div key={placeholder} className="h-96 animate-pulse rounded-3xl bg-white" />
            ))}
          </div>
        )}
        {programs.isError && (
          <ErrorNotice onRetry={() => void programs.refetch()}>The programs could not be loaded.</ErrorNotice>
        )}
        {programs.data?.length === 0 && (
          <EmptyState title="Programs are being prepared">Check back soon.</EmptyState>
        )}
        {programs.data && programs.data.length > 0 && (
          <ul className="grid gap-6 md:grid-cols-3">
            {programs.data.map((program) => (
              <li
                key={program.id}
                className="flex flex-col rounded-3xl bg-white p-8 shadow-sm ring-1 ring-slate-200"
              >
                <h2 className="text-2xl font-bold text-ink">{program.title}</h2>
                <p className="mt-2 inline-flex w-fit rounded-full bg-accent-soft px-3 py-1 text-sm font-semibold text-amber-900">
                  {program.duration}
                </p>
                <p className="mt-4 text-slate-700">{program.summary}</p>
                <ul className="mt-6 space-y-3">
                  {program.features.map((feature) => (
                    <li key={feature} className="flex gap-3 text-slate-800">
                      <svg
                        aria-hidden="true"
                        viewBox="0 0 20 20"
                        className="mt-0.5 h-5 w-5 flex-none text-brand"
                        fill="currentColor"
                      >
                        <path d="M8.1 13.3 4.8 10l-1.1 1.1 4.4 4.4 9-9-1.1-1.1z" />
                      </svg>
                      <span>{feature}</span>
                    </li>
                  ))}
                </ul>
                <ProgramApply program={program} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
