import type { QueueContent } from '#common/moderation';
import { requirementItems } from '#common/opportunities';
import { ClampedText } from '#web/components/ui/clamped-text';
import { EmailText } from '#web/components/ui/email-text';
import { LinkText } from '#web/components/ui/link-text';

/**
 * One field of a waiting item: plain text (line breaks kept, a long one clamped with "Show more"), an email
 * address, or a web address the admin can open to check it before the public does.
 */
type Field = { label: string; wide?: boolean } & (
  { text: string } | { email: string } | { link: string } | { tags: string[] }
);

const rupees = (amount: number) => `₹${amount.toLocaleString('en-IN')} per month`;

/** What each kind shows once approved, in the order its public card or page shows it, then its contact. */
function fieldsOf(content: QueueContent): Field[] {
  switch (content.kind) {
    case 'idea':
      return [
        { label: 'Tags', tags: [content.mainTag, ...content.extraTags] },
        { label: 'Name shown', text: content.ownerName },
        { label: 'Designation', text: content.designation },
        { label: 'Description', text: content.description, wide: true },
        { label: 'WhatsApp (signed-in people)', text: content.contact },
      ];
    case 'project':
      return [
        { label: 'Posted by', text: content.byWhom },
        { label: 'Work type', text: content.workType },
        { label: 'Description', text: content.description, wide: true },
        { label: 'Requirements', text: requirementItems(content.requirements).join('\n'), wide: true },
        { label: 'Application link', link: content.applicationLink },
        { label: 'Contact email (signed-in people)', email: content.contact },
      ];
    case 'internship':
      return [
        { label: 'Company', text: content.company },
        { label: 'Location', text: content.location },
        { label: 'Type', text: content.type },
        { label: 'Duration', text: content.duration },
        { label: 'Stipend', text: rupees(content.stipend) },
        { label: 'Description', text: content.description, wide: true },
        { label: 'Requirements', text: requirementItems(content.requirements).join('\n'), wide: true },
        { label: 'Apply link', link: content.applyLink },
        { label: 'Contact email (the centre only)', email: content.contact },
      ];
    case 'verification':
      return [
        { label: 'Company website', link: content.companyWebsite },
        ...(content.linkedinUrl ? [{ label: 'LinkedIn', link: content.linkedinUrl }] : []),
        ...(content.socialMediaUrl ? [{ label: 'Social media', link: content.socialMediaUrl }] : []),
        { label: 'Additional information', text: content.additionalInfo, wide: true },
      ];
    case 'application':
      return [
        { label: 'Programme', text: content.programTitle },
        { label: 'Team', text: content.teamName },
        { label: 'Stage', text: content.stage },
        { label: 'Team size', text: String(content.teamSize) },
        { label: 'Description', text: content.description, wide: true },
        ...(content.website ? [{ label: 'Website', link: content.website }] : []),
        { label: 'Phone', text: content.phone },
      ];
  }
}

function FieldValue({ field }: { field: Field }) {
  if ('tags' in field)
    return (
      <dd>
        <ul className="flex flex-wrap gap-1.5">
          {field.tags.map((tag, index) => (
            <li key={index} className="rounded-full bg-mist px-2.5 py-0.5 wrap-anywhere text-brand-dark">
              {tag}
            </li>
          ))}
        </ul>
      </dd>
    );
  if ('email' in field)
    return (
      <dd className="wrap-anywhere text-ink">
        <EmailText email={field.email} />
      </dd>
    );
  if ('link' in field)
    return (
      <dd className="wrap-anywhere">
        {/* Checked before the public sees it; it opens apart from the admin area, telling the site nothing. */}
        <a
          href={field.link}
          target="_blank"
          rel="noopener noreferrer nofollow"
          className="font-medium text-brand-dark underline"
        >
          <LinkText href={field.link} />
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      </dd>
    );
  return <ClampedText as="dd" text={field.text} className="text-ink" />;
}

/** Everything a waiting item will show once approved (docs/product.md#moderation-queue). */
export function QueueContentDetails({ content }: { content: QueueContent }) {
  return (
    <dl className="mt-3 grid gap-x-6 gap-y-3 rounded-lg bg-slate-50 p-3 text-sm sm:grid-cols-2">
      {fieldsOf(content).map((field) => (
        <div key={field.label} className={`min-w-0 ${field.wide ? 'sm:col-span-2' : ''}`}>
          <dt className="font-medium text-slate-600">{field.label}</dt>
          <FieldValue field={field} />
        </div>
      ))}
    </dl>
  );
}
