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
 * (docs/product.md#about-content).
 */
export function AboutSection({ level = 2 }: { level?: 1 | 2 }) {
  const Sub = level === 1 ? 'h2' : 'h3';
  return (
    <section id="about" aria-labelledby="about-heading" className="bg-white py-20">
      <div className="mx-auto max-w-6xl px-6">
        <SectionHeading
          id="about-heading"
          level={level}
          eyebrow="About us"
          title="From idea to impact, under one roof"
          intro="The centre brings students, researchers, founders and industry together to turn bold ideas into ventures."
        />

        <div className="grid gap-6 md:grid-cols-3">
          {PILLARS.map((pillar) => (
            <article key={pillar.title} className="rounded-2xl border border-slate-200 bg-mist p-6 shadow-sm">
              <Sub className="text-xl font-bold text-ink">{pillar.title}</Sub>
              <p className="mt-3 text-slate-700">{pillar.text}</p>
            </article>
          ))}
        </div>

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
      </div>
    </section>
  );
}
