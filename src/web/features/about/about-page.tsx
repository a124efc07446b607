import { usePageTitle } from '#web/lib/use-page-meta';
import { AboutSection } from './about-section';

export function AboutPage() {
  usePageTitle('About us');
  return (
    <div className="pt-16">
      <AboutSection level={1} />
    </div>
  );
}
