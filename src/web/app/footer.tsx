import { Link } from 'react-router-dom';
import { EmailText } from '#web/components/ui/email-text';
import { SITE } from '#common/site';
import { SectionLink } from './section-link';

const QUICK_LINKS = [
  { label: 'Home', section: 'home' },
  { label: 'About', section: 'about' },
  { label: 'Events', section: 'events' },
  { label: 'Wall of Ideas', section: 'wall-of-ideas' },
  { label: 'Contact', section: 'contact' },
];
const RESOURCES = [
  { label: 'Internships', section: 'internships' },
  { label: 'Projects', section: 'projects' },
  { label: 'Mentors', section: 'mentors' },
];

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
          <ul className="mt-4 space-y-2 text-sm">
            {QUICK_LINKS.map((item) => (
              <li key={item.section}>
                <SectionLink section={item.section} className={link}>
                  {item.label}
                </SectionLink>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-resources">
          <h2 id="footer-resources" className="text-sm font-semibold uppercase tracking-widest text-white">
            Resources
          </h2>
          <ul className="mt-4 space-y-2 text-sm">
            {RESOURCES.map((item) => (
              <li key={item.section}>
                <SectionLink section={item.section} className={link}>
                  {item.label}
                </SectionLink>
              </li>
            ))}
            <li>
              <Link to="/programs" className={link}>
                Programs
              </Link>
            </li>
            <li>
              <Link to="/programs#faq" className={link}>
                FAQ
              </Link>
            </li>
            <li>
              <Link to="/partners" className={link}>
                Partners
              </Link>
            </li>
            <li>
              <Link to="/news" className={link}>
                News
              </Link>
            </li>
          </ul>
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
