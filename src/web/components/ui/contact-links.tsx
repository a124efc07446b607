import { Icon } from './icons';

interface ContactLinksProps {
  name: string;
  email: string;
  linkedin: string;
}

/** Mail and professional-profile links on a person's card. */
export function ContactLinks({ name, email, linkedin }: ContactLinksProps) {
  const link =
    'inline-flex h-10 w-10 items-center justify-center rounded-full bg-mist text-ink ring-1 ring-slate-200 transition hover:bg-brand hover:text-white';
  return (
    <div className="flex gap-2">
      <a href={`mailto:${email}`} aria-label={`Email ${name}`} className={link}>
        <Icon name="mail" className="h-5 w-5" />
      </a>
      <a
        href={linkedin}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={`${name} on LinkedIn (opens in a new tab)`}
        className={link}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="currentColor">
          <path d="M6.9 8.6H3.6V20h3.3V8.6zM5.3 3.5a1.9 1.9 0 1 0 0 3.8 1.9 1.9 0 0 0 0-3.8zM20.4 13.4c0-3.1-1.7-4.9-4.2-4.9a3.7 3.7 0 0 0-3.3 1.8V8.6H9.7V20H13v-6c0-1.6.8-2.6 2.1-2.6s2 .9 2 2.6v6h3.3v-6.6z" />
        </svg>
      </a>
    </div>
  );
}
