import { usePageTitle } from '#web/lib/use-page-meta';
import { TeamSection } from './team-section';

export function TeamPage() {
  usePageTitle('Our team');
  return (
    <div className="pt-16">
      <TeamSection level={1} />
    </div>
  );
}
