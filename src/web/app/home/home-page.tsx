import { SITE } from '#common/site';
import { usePageTitle } from '#web/lib/use-page-meta';
import { AboutSection } from '#web/features/about/about-section';
import { ContactSection } from '#web/features/contact/contact-section';
import { EventsSection } from '#web/features/events/events-section';
import { HeroSection } from '#web/features/hero/hero-section';
import { ImpactSection } from '#web/features/impact/impact-section';
import { MentorsSection } from '#web/features/mentors/mentors-section';
import { NewsletterSection } from '#web/features/newsletter/newsletter-section';
import { InternshipsSection } from '#web/features/opportunities/internships-section';
import { PartnersStrip } from '#web/features/partners/partners-strip';
import { ProjectsSection } from '#web/features/opportunities/projects-section';
import { WallOfIdeasSection } from '#web/features/opportunities/wall-of-ideas-section';
import { TeamSection } from '#web/features/team/team-section';
import { TestimonialsSection } from '#web/features/testimonials/testimonials-section';

/**
 * Home: the sections in the order of docs/product.md#home-section-order, each with its anchor id; the partners'
 * logo strip and the founders' quotes sit between them without anchors of their own.
 */
export function HomePage() {
  usePageTitle(SITE.name);
  return (
    <>
      <HeroSection />
      <ImpactSection />
      <PartnersStrip />
      <AboutSection />
      <WallOfIdeasSection />
      <InternshipsSection />
      <ProjectsSection />
      <EventsSection />
      <TestimonialsSection />
      <MentorsSection />
      <TeamSection />
      <ContactSection />
      <NewsletterSection />
    </>
  );
}
