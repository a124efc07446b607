import type { ReactNode } from 'react';
import logoUrl from '#web/assets/logo.svg';
import { SITE } from '#common/site';
import { useSectionNavigation } from '#web/lib/use-section-navigation';

const PARTICLES = Array.from({ length: 15 }, (_, index) => index);

/** Home's landing block (anchor `home`): docs/product.md#hero. */
/** `callToAction`: home's first call to action, the open call and its deadline (docs/product.md#how-to-apply). */
export function HeroSection({ callToAction }: { callToAction?: ReactNode }) {
  const goToSection = useSectionNavigation();
  return (
    <section
      id="home"
      aria-labelledby="home-heading"
      className="hero-backdrop relative isolate flex min-h-[min(100svh,36rem)] items-center overflow-hidden pt-16 text-white"
    >
      <div aria-hidden="true" className="pointer-events-none absolute inset-0 -z-10">
        {PARTICLES.map((particle) => (
          <span key={particle} className="particle" />
        ))}
      </div>

      <div className="mx-auto w-full max-w-5xl px-6 pt-8 pb-10 text-center sm:pt-8 sm:pb-12">
        <img
          src={logoUrl}
          alt=""
          width={88}
          height={88}
          className="logo-fade-in mx-auto mb-4 h-14 w-14 rounded-2xl shadow-lg shadow-black/30 sm:mb-5 sm:h-16 sm:w-16"
        />
        <p className="stagger-in stagger-1 mb-3 text-xs font-semibold tracking-[0.15em] text-amber-200 uppercase sm:mb-4 sm:text-sm sm:tracking-[0.3em]">
          {SITE.name} · {SITE.institute}
        </p>
        <h1 id="home-heading" className="text-4xl font-extrabold leading-tight tracking-tight sm:text-5xl">
          <span className="stagger-in stagger-2 block">Innovate. Incubate.</span>{' '}
          <span className="stagger-in stagger-3 block text-amber-300">Transform Tomorrow.</span>
        </h1>
        <p className="stagger-in stagger-4 mx-auto mt-4 max-w-3xl text-base text-slate-100 sm:mt-6 sm:text-xl">
          Join the {SITE.institute}&rsquo;s premier innovation hub, where ideas meet mentorship and resources
          to become ventures that matter.
        </p>
        {callToAction && <div className="stagger-in stagger-5 mt-6 sm:mt-8">{callToAction}</div>}
        <div
          className={`stagger-in stagger-5 flex flex-wrap items-center justify-center gap-4 ${callToAction ? 'mt-4 sm:mt-6' : 'mt-10'}`}
        >
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
    </section>
  );
}
