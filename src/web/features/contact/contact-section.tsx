import { SITE } from '../../../common/site';
import { SectionShell } from '../../components/ui/section-shell';

/** Get In Touch (anchor `contact`): the centre's address, email, phone and social profiles. */
export function ContactSection() {
  const item = 'flex items-start gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200';
  return (
    <SectionShell
      id="contact"
      eyebrow="Contact"
      title="Get In Touch"
      intro="Questions about programs, partnerships or visiting the centre? We would love to hear from you."
      tone="mist"
    >
      <ul className="mx-auto grid max-w-4xl gap-4 sm:grid-cols-2">
        <li className={item}>
          <span aria-hidden="true" className="text-2xl">
            📍
          </span>
          <div>
            <p className="font-semibold text-ink">Visit us</p>
            <p className="text-slate-700">{SITE.locationLine}</p>
          </div>
        </li>
        <li className={item}>
          <span aria-hidden="true" className="text-2xl">
            ✉️
          </span>
          <div>
            <p className="font-semibold text-ink">Email</p>
            <a
              className="text-brand-dark underline underline-offset-2 hover:text-ink"
              href={`mailto:${SITE.email}`}
            >
              {SITE.email}
            </a>
          </div>
        </li>
        <li className={item}>
          <span aria-hidden="true" className="text-2xl">
            📞
          </span>
          <div>
            <p className="font-semibold text-ink">Phone</p>
            <a
              className="text-brand-dark underline underline-offset-2 hover:text-ink"
              href={`tel:${SITE.phone.replaceAll(' ', '')}`}
            >
              {SITE.phone}
            </a>
          </div>
        </li>
        <li className={item}>
          <span aria-hidden="true" className="text-2xl">
            🌐
          </span>
          <div>
            <p className="font-semibold text-ink">Follow us</p>
            <p className="flex gap-4">
              {SITE.social.map((profile) => (
                <a
                  key={profile.label}
                  href={profile.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="text-brand-dark underline underline-offset-2 hover:text-ink"
                >
                  {profile.label}
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
              ))}
            </p>
          </div>
        </li>
      </ul>
    </SectionShell>
  );
}
