/**
 * The signed-in parts of the account corner (docs/product.md#navigation-bar), loaded once someone is signed
 * in: a visitor's first script carries only the Login link.
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { UserProfile } from '#common/auth';
import type { AreaLinks } from './account-menu';
import { useLogout } from './api/logout';
import { useDisplayUser } from './current-user';
import { useMenuButton } from '#web/lib/use-dismissable';
import { EmailText } from '#web/components/ui/email-text';
import { Button } from '#web/components/ui/button';

function UserIcon({ className }: { className: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className={className} fill="none" stroke="currentColor">
      <circle cx="12" cy="8" r="4" strokeWidth="2" />
      <path d="M4 20c1.5-4 4.5-6 8-6s6.5 2 8 6" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

const menuItem = 'block w-full rounded-lg px-3 py-2 text-left text-sm font-medium text-ink hover:bg-mist';

/** The areas (`areaLinks`), Profile and Logout, as list items; `onNavigate` closes the menu first. */
function AccountLinks({
  user,
  onNavigate,
  linkClassName,
  logoutVariant,
  areaLinks,
}: {
  user: UserProfile;
  onNavigate: () => void;
  linkClassName: string;
  /** Logout drawn as the links beside it: a drop-down's entry, or one of the phone menu's on the dark bar. */
  logoutVariant: 'menuItem' | 'nav';
  areaLinks?: AreaLinks;
}) {
  const logout = useLogout();
  const Areas = areaLinks;
  return (
    <>
      {Areas && <Areas user={user} onNavigate={onNavigate} linkClassName={linkClassName} />}
      <li>
        <Link to="/profile" onClick={onNavigate} className={linkClassName}>
          Profile
        </Link>
      </li>
      <li>
        <Button
          type="button"
          variant={logoutVariant}
          className="w-full"
          disabled={logout.isPending}
          onClick={() => {
            onNavigate();
            logout.mutate();
          }}
        >
          Logout
        </Button>
      </li>
    </>
  );
}

/** The user's menu, or `signedOut` (the Login link) when the server says nobody is signed in. */
export function UserMenu({ areaLinks, signedOut }: { areaLinks?: AreaLinks; signedOut: ReactNode }) {
  const user = useDisplayUser();
  if (!user) return signedOut;
  return <SignedInMenu user={user} areaLinks={areaLinks} />;
}

function SignedInMenu({ user, areaLinks }: { user: UserProfile; areaLinks?: AreaLinks }) {
  const { open, close, menuId, wrapperProps, buttonProps } = useMenuButton<
    HTMLDivElement,
    HTMLButtonElement
  >();

  return (
    <div {...wrapperProps} className="relative">
      <Button {...buttonProps} variant="onDark" size="icon">
        <span className="sr-only">Account menu</span>
        <UserIcon className="h-5 w-5" />
      </Button>
      <div
        id={menuId}
        hidden={!open}
        className="absolute top-full right-0 mt-2 w-64 max-w-[calc(100vw-2rem)] rounded-xl bg-white p-2 shadow-xl ring-1 ring-slate-200"
      >
        <p className="border-b border-slate-100 px-3 pt-1 pb-2 text-sm">
          <span className="block text-xs text-slate-600">Signed in as</span>
          <span className="block font-semibold wrap-anywhere text-ink">
            <EmailText email={user.email} />
          </span>
        </p>
        <ul className="mt-1">
          <AccountLinks
            user={user}
            onNavigate={close}
            linkClassName={menuItem}
            logoutVariant="menuItem"
            areaLinks={areaLinks}
          />
        </ul>
      </div>
    </div>
  );
}

/** The phone menu panel's account block for a signed-in person. */
export function MobileAccountBlock({
  onNavigate,
  linkClassName,
  areaLinks,
}: {
  onNavigate: () => void;
  linkClassName: string;
  areaLinks?: AreaLinks;
}) {
  const user = useDisplayUser();
  if (!user) return null;
  return (
    <li className="mt-3 border-t border-white/10 pt-3">
      <p className="px-3 pb-1 text-xs font-semibold uppercase tracking-widest text-slate-300">Account</p>
      <p className="px-3 pb-2 text-sm wrap-anywhere text-slate-100">
        <EmailText email={user.email} />
      </p>
      <ul>
        <AccountLinks
          user={user}
          onNavigate={onNavigate}
          linkClassName={linkClassName}
          logoutVariant="nav"
          areaLinks={areaLinks}
        />
      </ul>
    </li>
  );
}
