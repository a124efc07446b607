import { Link, useLocation } from 'react-router-dom';
import { EmailText } from '#web/components/ui/email-text';
import { ADMIN_PATH } from '#common/routes';
import { SITE } from '#common/site';
import { NewsletterButton } from '#web/features/newsletter/newsletter-button';
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
  { label: 'Privacy', to: '/privacy' },
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
  // The admin area is the centre's workplace: no public sign-up there (docs/product.md#newsletter-button).
  const inAdmin = useLocation().pathname.startsWith(ADMIN_PATH);
  const link = 'text-slate-300 hover:text-white hover:underline underline-offset-2';
  return (
    <footer className="bg-ink text-slate-300">
      {/* On phones the two link lists sit side by side, so the footer is not a screen and a half of single links. */}
      <div className="mx-auto grid max-w-7xl grid-cols-2 gap-x-6 gap-y-10 px-6 py-10 lg:grid-cols-4">
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
            <p>
              <Link className={link} to="/contact">
                Write to us
              </Link>
            </p>
          </address>
        </div>
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-col items-center gap-4 px-6 py-5 text-center text-sm sm:flex-row sm:justify-between sm:text-left">
          <p>
            &copy; <span suppressHydrationWarning>{new Date().getFullYear()}</span> {SITE.name},{' '}
            {SITE.institute}. All rights reserved.
          </p>
          {!inAdmin && (
            <aside aria-label="Newsletter sign-up">
              <NewsletterButton />
            </aside>
          )}
        </div>
      </div>
    </footer>
  );
}
