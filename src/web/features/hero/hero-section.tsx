import logoUrl from '#web/assets/logo.svg';
import { SITE } from '#common/site';
import { useSectionNavigation } from '#web/lib/use-section-navigation';

const PARTICLES = Array.from({ length: 15 }, (_, index) => index);

/** Home's landing block (anchor `home`): docs/product.md#hero. */
export function HeroSection() {
  const goToSection = useSectionNavigation();
  return (
    <section
      id="home"
      aria-labelledby="home-heading"
      className="hero-backdrop relative isolate flex min-h-[100svh] items-center overflow-hidden pt-16 text-white"
    >
      <div aria-hidden="true" className="pointer-events-none absolute inset-0 -z-10">
        {PARTICLES.map((particle) => (
          <span key={particle} className="particle" />
        ))}
      </div>

      <div className="mx-auto w-full max-w-5xl px-6 py-20 text-center">
        <img
          src={logoUrl}
          alt=""
          width={88}
          height={88}
          className="logo-fade-in mx-auto mb-8 h-20 w-20 rounded-2xl shadow-lg shadow-black/30 sm:h-22 sm:w-22"
        />
        <p className="stagger-in stagger-1 mb-4 text-sm font-semibold uppercase tracking-[0.3em] text-amber-200">
          {SITE.name} · {SITE.institute}
        </p>
        <h1 id="home-heading" className="text-4xl font-extrabold leading-tight tracking-tight sm:text-6xl">
          <span className="stagger-in stagger-2 block">Innovate. Incubate.</span>{' '}
          <span className="stagger-in stagger-3 block text-amber-300">Transform Tomorrow.</span>
        </h1>
        <p className="stagger-in stagger-4 mx-auto mt-6 max-w-2xl text-lg text-slate-100 sm:text-xl">
          Join the {SITE.institute}&rsquo;s premier innovation hub, where ideas meet mentorship and resources
          to become ventures that matter.
        </p>
        <div className="stagger-in stagger-5 mt-10 flex flex-wrap items-center justify-center gap-4">
          <a
            href="/#about"
            onClick={(event) => {
              event.preventDefault();
              goToSection('about');
            }}
            className="rounded-full bg-accent px-7 py-3 font-semibold text-ink shadow-lg transition hover:bg-amber-300"
          >
            Discover the centre
          </a>
          <a
            href="/programs"
            className="rounded-full border border-white/60 px-7 py-3 font-semibold text-white transition hover:bg-white/10"
          >
            Explore programs
          </a>
        </div>
      </div>

      <a
        href="/#metrics"
        onClick={(event) => {
          event.preventDefault();
          goToSection('metrics');
        }}
        className="scroll-cue absolute bottom-8 left-1/2 flex -translate-x-1/2 flex-col items-center text-sm text-slate-100"
      >
        <span>Scroll to explore</span>
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="mt-1 h-6 w-6"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <path d="M6 9l6 6 6-6" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </a>
    </section>
  );
}
