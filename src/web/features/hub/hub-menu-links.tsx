import { Link } from 'react-router-dom';
import type { UserProfile } from '#common/auth';
import { HUB_AREA_LINKS, HUB_MESSAGES, HUB_PATH } from '#common/hub-constants';
import { useMyHub } from './api/my-hub';
import { areasOf, waitingIn } from './hub-areas';

/** The count beside a link: how many things wait there, said in words to a screen reader. */
export function WaitingBadge({ count }: { count: number }) {
  if (count === 0) return null;
  return (
    <span className="ml-2 inline-flex min-w-6 items-center justify-center rounded-full bg-accent px-1.5 text-xs font-bold text-ink">
      <span className="sr-only">, </span>
      {count}
      <span className="sr-only"> waiting</span>
    </span>
  );
}

/**
 * The account menu's first links (docs/product.md#navigation-bar): the hub, then each area the person has,
 * by role, with what waits there; as list items, `onNavigate` closing the menu first.
 */
export function HubMenuLinks({
  user,
  onNavigate,
  linkClassName,
}: {
  user: UserProfile;
  onNavigate: () => void;
  linkClassName: string;
}) {
  const hub = useMyHub().data;
  const total = hub ? areasOf(user, hub).reduce((sum, area) => sum + waitingIn(area, hub), 0) : 0;
  return (
    <>
      <li>
        <Link to={HUB_PATH} onClick={onNavigate} className={linkClassName}>
          {HUB_MESSAGES.title}
          <WaitingBadge count={total} />
        </Link>
      </li>
      {areasOf(user, hub).map((area) => (
        <li key={area}>
          <Link to={HUB_AREA_LINKS[area].path} onClick={onNavigate} className={linkClassName}>
            {HUB_AREA_LINKS[area].label}
            <WaitingBadge count={waitingIn(area, hub)} />
          </Link>
        </li>
      ))}
    </>
  );
}
