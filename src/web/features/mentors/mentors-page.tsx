import { usePageTitle } from '#web/lib/use-page-meta';
import { MentorsSection } from './mentors-section';

/** /mentors: every mentor (docs/product.md#mentors-section); home shows four of them. */
export default function MentorsPage() {
  usePageTitle('Mentors');
  return <MentorsSection level={1} />;
}
