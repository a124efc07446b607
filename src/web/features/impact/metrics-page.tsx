import { usePageTitle } from '#web/lib/use-page-meta';
import { ImpactSection } from './impact-section';

export function MetricsPage() {
  usePageTitle('Our impact');
  return (
    <div className="pt-16">
      <ImpactSection level={1} />
    </div>
  );
}
