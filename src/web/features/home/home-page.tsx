import { SITE } from '../../../common/site';
import { usePageTitle } from '../../lib/use-page-meta';
import { AboutSection } from '../about/about-section';
import { ContactSection } from '../contact/contact-section';
import { EventsSection } from '../events/events-section';
import { HeroSection } from '../hero/hero-section';
import { ImpactSection } from '../impact/impact-section';
import { MentorsSection } from '../mentors/mentors-section';
import { NewsletterSection } from '../newsletter/newsletter-section';
import { InternshipsSection } from '../opportunities/internships-section';
import { ProjectsSection } from '../opportunities/projects-section';
import { WallOfIdeasSection } from '../opportunities/wall-of-ideas-section';
import { TeamSection } from '../team/team-section';

/** Home: the sections in SPEC.md §2's order, each with its anchor id. */
export function HomePage() {
  usePageTitle(SITE.name);
  return (
    <>
      <HeroSection />
      <ImpactSection />
      <AboutSection />
      <WallOfIdeasSection />
      <InternshipsSection />
      <ProjectsSection />
      <EventsSection />
      <MentorsSection />
      <TeamSection />
      <ContactSection />
      <NewsletterSection />
    </>
  );
}
