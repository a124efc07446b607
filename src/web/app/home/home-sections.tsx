import { AboutSection } from '#web/features/about/about-section';
import { HowToApplySection } from '#web/features/calls/how-to-apply';
import { ContactSection } from '#web/features/contact/contact-section';
import { EventsSection } from '#web/features/events/events-section';
import { ImpactSection } from '#web/features/impact/impact-section';
import { MentorsSection } from '#web/features/mentors/mentors-section';
import { NewsStrip } from '#web/features/news/news-strip';
import { NewsletterSection } from '#web/features/newsletter/newsletter-section';
import { InternshipsSection } from '#web/features/opportunities/internships-section';
import { PartnersStrip } from '#web/features/partners/partners-strip';
import { ProjectsSection } from '#web/features/opportunities/projects-section';
import { WallOfIdeasSection } from '#web/features/opportunities/wall-of-ideas-section';
import { TeamSection } from '#web/features/team/team-section';
import { TestimonialsSection } from '#web/features/testimonials/testimonials-section';

/**
 * Everything of home below the hero, in the order of docs/product.md#home-section-order. A chunk of its own
 * (see home-page.tsx): the page arrives prerendered with all of it, and these sections hydrate when their
 * code arrives, after the first paint.
 */
export default function HomeSections() {
  return (
    <>
      <ImpactSection />
      <PartnersStrip />
      <div className="bg-white">
        <div className="mx-auto max-w-7xl lg:grid lg:grid-cols-2">
          <AboutSection />
          <HowToApplySection />
        </div>
      </div>
      <div className="bg-mist">
        <div className="mx-auto max-w-7xl lg:grid lg:grid-cols-3">
          <WallOfIdeasSection />
          <InternshipsSection />
          <ProjectsSection />
        </div>
      </div>
      <EventsSection />
      <TestimonialsSection />
      <NewsStrip />
      <div className="bg-mist">
        <div className="mx-auto max-w-7xl lg:grid lg:grid-cols-2">
          <MentorsSection />
          <TeamSection />
        </div>
      </div>
      <div className="bg-mist">
        <div className="mx-auto max-w-7xl lg:grid lg:grid-cols-[3fr_2fr]">
          <ContactSection />
          <NewsletterSection />
        </div>
      </div>
    </>
  );
}
