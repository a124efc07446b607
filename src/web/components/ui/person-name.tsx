import { EmailText } from './email-text';

interface PersonNameProps {
  /** The name as the server shows the person (never empty; their email when they chose to show it). */
  name: string;
  /** Their email, only where the viewer may see it (the server leaves it out otherwise). */
  email?: string | null;
  /** The email as a mailto link. */
  emailLink?: boolean;
  /** The email on its own line under the name (cards), instead of in brackets after it (lines of text). */
  stacked?: boolean;
  className?: string;
}

/**
 * A person as another person sees them (docs/product.md#names): their name, and, where the viewer may see
 * it, their email (once, when the name is the email). Every screen that shows people uses this.
 */
export function PersonName({
  name,
  email,
  emailLink = false,
  stacked = false,
  className = '',
}: PersonNameProps) {
  const shownEmail = email && email.toLowerCase() !== name.toLowerCase() ? email : null;
  const address = shownEmail ? (
    emailLink ? (
      <a href={`mailto:${shownEmail}`} className="text-brand-dark underline underline-offset-2">
        <EmailText email={shownEmail} />
      </a>
    ) : (
      <EmailText email={shownEmail} />
    )
  ) : null;
  const shownName = name.includes('@') ? <EmailText email={name} /> : name;
  if (stacked)
    return (
      <span className={`block wrap-anywhere ${className}`}>
        <span className="block font-semibold text-ink">{shownName}</span>
        {address && <span className="block text-sm text-slate-600">{address}</span>}
      </span>
    );
  return (
    <span className={`wrap-anywhere ${className}`}>
      <span className="font-medium">{shownName}</span>
      {address && (
        <>
          {' '}
          <span className="text-slate-600">({address})</span>
        </>
      )}
    </span>
  );
}
