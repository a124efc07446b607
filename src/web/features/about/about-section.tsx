import { Link } from 'react-router-dom';
import { SectionHeading } from '#web/components/ui/section-heading';

const PILLARS = [
  {
    title: 'Our mission',
    text: 'To empower innovators by fostering startups through mentorship, funding and industry collaborations at every stage of their journey.',
  },
  {
    title: 'Our vision',
    text: 'To make the institute a global leader in innovation and entrepreneurship, delivering real-world technology solutions.',
  },
  {
    title: 'Our distinctive edge',
    text: 'Innovation and incubation fused into one pathway, taking research all the way to impact.',
  },
];

const VERTICALS = [
  {
    title: 'Innovation',
    points: [
      'Strategic IP development and commercialization',
      'Prototype creation with labs and mentorship',
      'Design thinking, hackathons and domain challenges',
    ],
  },
  {
    title: 'Incubation',
    points: [
      'Startup acceleration and business support',
      'Funding access: seed, angel, VC and grants',
      'Industry networks, legal aid and go-to-market plans',
    ],
  },
];

const APPROACH = [
  { stage: '-1 to 0', text: 'Turning concepts into viable prototypes.' },
  { stage: '0 to 1', text: 'Go-to-market scaling and growth acceleration.' },
];

/**
 * About (anchor `about`): mission, vision, edge, "Beyond Incubation" and the approach
 * (docs/product.md#about-content); home shows the three pillars and links to /about
 * (docs/product.md#home-teasers).
 */
export function AboutSection({ level = 2 }: { level?: 1 | 2 }) {
  const Sub = level === 1 ? 'h2' : 'h3';
  const home = level === 2;
  return (
    <section id="about" aria-labelledby="about-heading" className={`bg-white ${home ? 'py-8' : 'py-20'}`}>
      <div className="mx-auto max-w-6xl px-6">
        <SectionHeading
          id="about-heading"
          level={level}
          eyebrow="About us"
          title="From idea to impact, under one roof"
          intro="Students, researchers, founders and industry turning bold ideas into ventures."
          compact={home}
        />

        <div className={home ? 'grid gap-3 md:grid-cols-3 lg:grid-cols-1' : 'grid gap-6 md:grid-cols-3'}>
          {PILLARS.map((pillar) => (
            <article
              key={pillar.title}
              className={`rounded-2xl border border-slate-200 bg-mist shadow-sm ${home ? 'p-4' : 'p-6'}`}
            >
              <Sub className={`font-bold text-ink ${home ? 'text-lg' : 'text-xl'}`}>{pillar.title}</Sub>
              <p className={`text-slate-700 ${home ? 'mt-1' : 'mt-3'}`}>{pillar.text}</p>
            </article>
          ))}
        </div>
        {home ? (
          <p className="mt-3 text-center">
            <Link
              to="/about"
              className="inline-flex min-h-11 items-center font-semibold text-brand-dark underline-offset-4 hover:underline"
            >
              Beyond incubation: our verticals and approach <span aria-hidden="true">&nbsp;→</span>
            </Link>
          </p>
        ) : (
          <BeyondIncubation Sub={Sub} />
        )}
      </div>
    </section>
  );
}

/** The two verticals and the approach, on /about. */
function BeyondIncubation({ Sub }: { Sub: 'h2' | 'h3' }) {
  return (
    <>
      <div className="mt-16 rounded-3xl bg-ink px-6 py-12 text-white sm:px-10">
        <Sub className="text-center text-2xl font-bold sm:text-3xl">Beyond Incubation</Sub>
        <p className="mx-auto mt-3 max-w-2xl text-center text-slate-200">
          Two verticals that carry an idea from the lab bench to the market.
        </p>
        <div className="mt-10 grid gap-6 md:grid-cols-2">
          {VERTICALS.map((vertical) => (
            <div key={vertical.title} className="rounded-2xl bg-white/10 p-6 ring-1 ring-white/15">
              <p className="text-lg font-semibold text-accent">{vertical.title}</p>
              <ul className="mt-4 space-y-3">
                {vertical.points.map((point) => (
                  <li key={point} className="flex gap-3 text-slate-100">
                    <span aria-hidden="true" className="mt-2 h-2 w-2 flex-none rounded-full bg-accent" />
                    <span>{point}</span>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </div>

      <div className="mt-16">
        <Sub className="text-center text-2xl font-bold text-ink sm:text-3xl">Our approach</Sub>
        <ol className="mx-auto mt-8 grid max-w-4xl gap-6 md:grid-cols-2">
          {APPROACH.map((step) => (
            <li key={step.stage} className="rounded-2xl border-l-4 border-accent bg-accent-soft p-6">
              <p className="text-3xl font-extrabold text-ink">{step.stage}</p>
              <p className="mt-2 text-slate-700">{step.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </>
  );
}
