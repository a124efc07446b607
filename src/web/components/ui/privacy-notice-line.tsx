import { Link } from 'react-router-dom';
import { PRIVACY_SECTIONS, privacySectionPath, type PrivacySectionId } from '#common/privacy-constants';

/**
 * The line under the submit button of a form that collects personal data (docs/product.md#privacy-notice):
 * a link to the part of the privacy notice that says what happens to what the form asks for.
 */
export function PrivacyNoticeLine({
  section,
  className = '',
}: {
  section: PrivacySectionId;
  className?: string;
}) {
  const title = PRIVACY_SECTIONS.find((candidate) => candidate.id === section)?.title ?? 'Privacy notice';
  return (
    <p className={`text-xs text-slate-600 ${className}`}>
      Who sees this, for how long:{' '}
      <Link
        to={privacySectionPath(section)}
        title={`Privacy notice: ${title}`}
        className="font-medium text-brand-dark underline underline-offset-2"
      >
        privacy notice
      </Link>
      .
    </p>
  );
}
