import { Icon } from '#web/components/ui/icons';
import { EmailText } from '#web/components/ui/email-text';
import { SITE } from '#common/site';

const item = 'flex items-start gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200';
const link = 'text-brand-dark underline underline-offset-2 hover:text-ink';

/** The centre's location, email, phone and two social profiles. */
export function ContactDetails() {
  return (
    <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-1">
      <li className={item}>
        <Icon name="pin" className="mt-0.5 h-7 w-7 flex-none text-brand-dark" />
        <div>
          <p className="font-semibold text-ink">Visit us</p>
          <p className="text-slate-700">{SITE.locationLine}</p>
        </div>
      </li>
      <li className={item}>
        <Icon name="mail" className="mt-0.5 h-7 w-7 flex-none text-brand-dark" />
        <div className="min-w-0">
          <p className="font-semibold text-ink">Email</p>
          <a className={`${link} wrap-anywhere`} href={`mailto:${SITE.email}`}>
            <EmailText email={SITE.email} />
          </a>
        </div>
      </li>
      <li className={item}>
        <Icon name="phone" className="mt-0.5 h-7 w-7 flex-none text-brand-dark" />
        <div>
          <p className="font-semibold text-ink">Phone</p>
          <a className={link} href={`tel:${SITE.phone.replaceAll(' ', '')}`}>
            {SITE.phone}
          </a>
        </div>
      </li>
      <li className={item}>
        <Icon name="globe" className="mt-0.5 h-7 w-7 flex-none text-brand-dark" />
        <div>
          <p className="font-semibold text-ink">Follow us</p>
          <p className="flex flex-wrap gap-x-4">
            {SITE.social.map((profile) => (
              <a
                key={profile.label}
                href={profile.href}
                target="_blank"
                rel="noopener noreferrer"
                className={link}
              >
                {profile.label}
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            ))}
          </p>
        </div>
      </li>
    </ul>
  );
}
