import { Link } from 'react-router-dom';
import { EmailText } from '#web/components/ui/email-text';
import { SITE } from '#common/site';
import { SectionLink } from './section-link';

/** A footer link: a home section (scrolls there) or a page of its own. */
type FooterItem = { label: string; section: string } | { label: string; to: string };

const QUICK_LINKS: FooterItem[] = [
  { label: 'Home', section: 'home' },
  { label: 'About', section: 'about' },
  { label: 'Events', section: 'events' },
  { label: 'Wall of Ideas', section: 'wall-of-ideas' },
  { label: 'Startups', to: '/startups' },
  { label: 'Contact', section: 'contact' },
];
const RESOURCES: FooterItem[] = [
  { label: 'Internships', section: 'internships' },
  { label: 'Projects', section: 'projects' },
  { label: 'Mentors', section: 'mentors' },
  { label: 'Programs', to: '/programs' },
  { label: 'FAQ', to: '/programs#faq' },
  { label: 'Partners', to: '/partners' },
  { label: 'News', to: '/news' },
];

function FooterLinks({ items, className }: { items: FooterItem[]; className: string }) {
  return (
    <ul className="mt-4 space-y-2 text-sm">
      {items.map((item) => (
        <li key={item.label}>
          {'section' in item ? (
            <SectionLink section={item.section} className={className}>
              {item.label}
            </SectionLink>
          ) : (
            <Link to={item.to} className={className}>
              {item.label}
            </Link>
          )}
        </li>
      ))}
    </ul>
  );
}

export function Footer() {
  const link = 'text-slate-300 hover:text-white hover:underline underline-offset-2';
  return (
    <footer className="bg-ink text-slate-300">
      {/* On phones the two link lists sit side by side, so the footer is not a screen and a half of single links. */}
      <div className="mx-auto grid max-w-7xl grid-cols-2 gap-x-6 gap-y-10 px-6 py-10 sm:py-14 lg:grid-cols-4">
        <div className="col-span-2 sm:col-span-1">
          <p className="text-lg font-bold text-white">{SITE.name}</p>
          <p className="mt-3 text-sm leading-relaxed">
            The {SITE.institute}&rsquo;s home for innovators: mentorship, funding, labs and an industry
            network that carry ideas from research to impact.
          </p>
        </div>
        <nav aria-labelledby="footer-quick-links">
          <h2 id="footer-quick-links" className="text-sm font-semibold uppercase tracking-widest text-white">
            Quick links
          </h2>
          <FooterLinks items={QUICK_LINKS} className={link} />
        </nav>
        <nav aria-labelledby="footer-resources">
          <h2 id="footer-resources" className="text-sm font-semibold uppercase tracking-widest text-white">
            Resources
          </h2>
          <FooterLinks items={RESOURCES} className={link} />
        </nav>
        <div className="col-span-2 sm:col-span-1">
          <h2 className="text-sm font-semibold uppercase tracking-widest text-white">Contact</h2>
          <address className="mt-4 space-y-2 text-sm not-italic">
            <p>{SITE.address}</p>
            <p>
              <a className={link} href={`mailto:${SITE.email}`}>
                <EmailText email={SITE.email} />
              </a>
            </p>
          </address>
        </div>
      </div>
      <div className="border-t border-white/10">
        {/* Room below the last line for the round newsletter button, which would cover it on phones. */}
        <p className="mx-auto max-w-7xl px-6 pt-5 pb-24 text-center text-sm lg:pb-5">
          &copy; <span suppressHydrationWarning>{new Date().getFullYear()}</span> {SITE.name},{' '}
          {SITE.institute}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
