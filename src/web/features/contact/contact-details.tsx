import { SITE } from '#common/site';

const item = 'flex items-start gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200';
const link = 'text-brand-dark underline underline-offset-2 hover:text-ink';

/** The centre's location, email, phone and two social profiles. */
export function ContactDetails() {
  return (
    <ul className="grid gap-4">
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
          <a className={`${link} break-all`} href={`mailto:${SITE.email}`}>
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
          <a className={link} href={`tel:${SITE.phone.replaceAll(' ', '')}`}>
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
