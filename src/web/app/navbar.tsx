import { lazy, Suspense, useEffect, useId, useRef, useState, type ComponentProps } from 'react';
import { Link } from 'react-router-dom';
import { NAV_ITEMS, type NavGroup } from '#common/routes';
import { SITE } from '#common/site';
import logoUrl from '#web/assets/logo.svg';
import { AccountMenu, MobileAccountLinks } from '#web/features/auth';
import { useMenuButton } from '#web/lib/use-dismissable';
import { SectionLink } from './section-link';
import { Button } from '#web/components/ui/button';

const isGroup = (item: (typeof NAV_ITEMS)[number]): item is NavGroup => 'items' in item;

// The account menu's area links load once someone is signed in: a visitor's first paint does not carry them.
const LazyHubMenuLinks = lazy(() =>
  import('#web/features/hub/hub-menu-links').then((module) => ({ default: module.HubMenuLinks })),
);
function HubMenuLinks(props: ComponentProps<typeof LazyHubMenuLinks>) {
  return (
    <Suspense fallback={null}>
      <LazyHubMenuLinks {...props} />
    </Suspense>
  );
}

function OpportunitiesMenu({ group }: { group: NavGroup }) {
  const { open, close, menuId, wrapperProps, buttonProps } = useMenuButton<
    HTMLLIElement,
    HTMLButtonElement
  >();

  return (
    <li {...wrapperProps} className="relative">
      <Button {...buttonProps} variant="nav">
        {group.label}
        <svg
          aria-hidden="true"
          viewBox="0 0 20 20"
          className={`h-4 w-4 transition ${open ? 'rotate-180' : ''}`}
          fill="currentColor"
        >
          <path d="M5.5 7.5 10 12l4.5-4.5z" />
        </svg>
      </Button>
      <ul
        id={menuId}
        hidden={!open}
        className="absolute top-full left-0 mt-2 w-52 rounded-xl bg-white p-2 shadow-xl ring-1 ring-slate-200"
      >
        {group.items.map((item) => (
          <li key={item.section}>
            <SectionLink
              section={item.section}
              onNavigate={close}
              className="block rounded-lg px-3 py-2 text-sm font-medium text-ink hover:bg-mist"
            >
              {item.label}
            </SectionLink>
          </li>
        ))}
      </ul>
    </li>
  );
}

export function Navbar() {
  const [mobileOpen, setMobileOpen] = useState(false);
  const mobileId = useId();
  const toggle = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!mobileOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setMobileOpen(false);
        toggle.current?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [mobileOpen]);

  const close = () => setMobileOpen(false);
  const topLink =
    'rounded-md px-3 py-2 text-sm font-medium text-slate-100 hover:bg-white/10 hover:text-white';

  return (
    <header className="fixed inset-x-0 top-0 z-50 bg-ink/95 shadow-lg shadow-black/10 backdrop-blur">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-white focus:px-4 focus:py-2 focus:text-ink"
      >
        Skip to content
      </a>
      <nav aria-label="Main">
        <div className="mx-auto flex h-16 max-w-7xl items-center justify-between px-4 sm:px-6">
          <Link to="/" className="flex items-center gap-3 text-white" onClick={close}>
            <img src={logoUrl} alt="" width={36} height={36} className="h-9 w-9 rounded-lg" />
            <span className="text-lg font-bold tracking-tight">
              {SITE.shortName}
              <span className="sr-only"> – {SITE.name}, home</span>
            </span>
          </Link>

          <ul className="hidden items-center gap-1 lg:flex">
            {NAV_ITEMS.map((item) =>
              isGroup(item) ? (
                <OpportunitiesMenu key={item.label} group={item} />
              ) : (
                <li key={item.section}>
                  <SectionLink section={item.section} className={topLink}>
                    {item.label}
                  </SectionLink>
                </li>
              ),
            )}
          </ul>

          <div className="flex items-center gap-2">
            <AccountMenu areaLinks={HubMenuLinks} />
            <Button
              ref={toggle}
              type="button"
              variant="onDark"
              size="icon"
              className="lg:hidden"
              aria-expanded={mobileOpen}
              aria-controls={mobileId}
              onClick={() => setMobileOpen((value) => !value)}
            >
              <span className="sr-only">{mobileOpen ? 'Close menu' : 'Open menu'}</span>
              <svg
                aria-hidden="true"
                viewBox="0 0 24 24"
                className="h-6 w-6"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
              >
                {mobileOpen ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
              </svg>
            </Button>
          </div>
        </div>
        <div id={mobileId} hidden={!mobileOpen} className="border-t border-white/10 bg-ink lg:hidden">
          <ul className="mx-auto max-w-7xl space-y-1 px-4 py-4">
            {NAV_ITEMS.map((item) =>
              isGroup(item) ? (
                <li key={item.label}>
                  <p className="px-3 pt-3 pb-1 text-xs font-semibold uppercase tracking-widest text-slate-300">
                    {item.label}
                  </p>
                  <ul>
                    {item.items.map((sub) => (
                      <li key={sub.section}>
                        <SectionLink
                          section={sub.section}
                          onNavigate={close}
                          className={`block pl-6 ${topLink}`}
                        >
                          {sub.label}
                        </SectionLink>
                      </li>
                    ))}
                  </ul>
                </li>
              ) : (
                <li key={item.section}>
                  <SectionLink section={item.section} onNavigate={close} className={`block ${topLink}`}>
                    {item.label}
                  </SectionLink>
                </li>
              ),
            )}
            <MobileAccountLinks
              onNavigate={close}
              linkClassName={`block ${topLink}`}
              areaLinks={HubMenuLinks}
            />
          </ul>
        </div>
      </nav>
    </header>
  );
}
