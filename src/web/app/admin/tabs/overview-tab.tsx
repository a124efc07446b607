import { Link } from 'react-router-dom';
import { MODERATION_MESSAGES, QUEUE_KIND_LABELS, QUEUE_KINDS } from '#common/moderation';
import { ADMIN_GROUPS, ADMIN_PATH, ADMIN_TABS, type AdminTabSlug } from '#common/routes';
import { LiveStatus, QueryStates } from '#web/components/ui/status';
import { useMyHub } from '#web/features/hub';
import { AdminTabPanel } from '../admin-tab-panel';

/** Where waiting work is done: every kind in place in the moderation queue. */
const QUEUE_TAB: AdminTabSlug = 'moderation';
const label = (slug: AdminTabSlug) => ADMIN_TABS.find((tab) => tab.slug === slug)!.label;

/**
 * The admin area's first screen (docs/product.md#admin-access): what waits, kind by kind, each count a link to
 * where it is done, then the menu's groups as shortcuts. The counts are the hub's (docs/product.md#personal-hub).
 */
export function OverviewTab() {
  const hub = useMyHub();
  return (
    <AdminTabPanel slug="overview" title="Waiting work">
      <QueryStates query={hub} what="waiting work">
        {(data) => {
          const admin = data.admin;
          if (!admin) return null;
          return (
            <>
              <LiveStatus className="font-semibold text-ink">
                {admin.waiting === 0
                  ? MODERATION_MESSAGES.empty
                  : `${admin.waiting} ${admin.waiting === 1 ? 'item waits' : 'items wait'} for an admin.`}
              </LiveStatus>
              <ul className="mt-4 grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
                {QUEUE_KINDS.map((kind) => (
                  <li key={kind}>
                    <Link
                      to={`${ADMIN_PATH}/${QUEUE_TAB}`}
                      className={`flex h-full items-center justify-between gap-3 rounded-xl p-4 ring-1 hover:ring-slate-400 ${
                        admin.byKind[kind] > 0 ? 'bg-amber-50 ring-amber-200' : 'bg-mist ring-slate-200'
                      }`}
                    >
                      <span className="text-sm font-medium text-ink">{QUEUE_KIND_LABELS[kind]}</span>
                      <span className="text-2xl font-bold text-ink">
                        {admin.byKind[kind]}
                        <span className="sr-only"> waiting, open {label(QUEUE_TAB)}</span>
                      </span>
                    </Link>
                  </li>
                ))}
              </ul>
            </>
          );
        }}
      </QueryStates>
      <h3 className="mt-8 text-base font-bold text-ink">Everything else</h3>
      <ul className="mt-3 grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {ADMIN_GROUPS.filter((group) => group.label !== 'Waiting work').map((group) => (
          <li key={group.label}>
            <p className="text-sm font-semibold text-slate-700">{group.label}</p>
            <ul className="mt-1 space-y-1 text-sm">
              {group.slugs.map((slug) => (
                <li key={slug}>
                  <Link to={`${ADMIN_PATH}/${slug}`} className="text-brand-dark hover:underline">
                    {label(slug)}
                  </Link>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </AdminTabPanel>
  );
}
