import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { ImageRef } from '#common/content';
import { DecorativeImage } from './responsive-image';
import { Skeletons } from './skeletons';
import { QueryStates } from './status';

/** What a teaser list needs of a query: its state and a way to try again. */
interface TeaserQuery {
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
}

interface TeaserListProps<Item> {
  query: TeaserQuery;
  /** The few items to show (already cut to size). */
  items: Item[] | undefined;
  getKey: (item: Item) => string | number;
  /** The inside of one card. */
  renderItem: (item: Item) => ReactNode;
  loading: string;
  failure: string;
  empty: ReactNode;
  /** The full page, with the count in its text ("See all 12 ideas"). */
  seeAll: { to: string; text: string; label?: string };
  /** Beside "See all": the section's main action (e.g. "Post Idea"). */
  action?: ReactNode;
  /** The grid of cards; one column unless told. */
  gridClassName?: string;
  /** Card surface on the section's background. */
  cardClassName?: string;
  /** How many cards phones show (all unless told), to keep home short there. */
  phoneCount?: number;
}

/**
 * A home section's teaser (docs/product.md#home-teasers): a few small cards, then "See all" with the count, instead
 * of the full list with its search and filters, which live on the list's own page.
 */
export function TeaserList<Item>({
  query,
  items,
  getKey,
  renderItem,
  loading,
  failure,
  empty,
  seeAll,
  action,
  gridClassName = 'grid gap-3',
  cardClassName = 'bg-white',
  phoneCount,
}: TeaserListProps<Item>) {
  return (
    <div>
      <QueryStates
        query={{ ...query, data: items }}
        failure={failure}
        pending={
          <Skeletons
            label={loading}
            gridClassName={gridClassName}
            itemClassName={`h-24 rounded-2xl ${cardClassName}`}
          />
        }
        isEmpty={(list) => list.length === 0}
        empty={empty}
      >
        {(list) => (
          <ul className={gridClassName}>
            {list.map((item, index) => (
              <li
                key={getKey(item)}
                className={`relative flex min-w-0 gap-4 rounded-2xl p-4 shadow-sm ring-1 ring-slate-200 focus-within:ring-2 focus-within:ring-brand ${cardClassName} ${phoneCount !== undefined && index >= phoneCount ? 'max-sm:hidden' : ''}`}
              >
                {renderItem(item)}
              </li>
            ))}
          </ul>
        )}
      </QueryStates>
      {/* From the small breakpoint on, one row: "See all" wraps its own words beside the action rather than
          pushing the action onto a row of its own (docs/product.md#home-teasers: home stays short). */}
      <div className="mt-5 flex flex-wrap items-center justify-between gap-3 sm:flex-nowrap">
        <Link
          to={seeAll.to}
          aria-label={seeAll.label}
          className="inline-flex min-h-11 min-w-0 items-center font-semibold text-brand-dark underline-offset-4 hover:underline"
        >
          {seeAll.text} <span aria-hidden="true">&nbsp;→</span>
        </Link>
        {action && <div className="shrink-0">{action}</div>}
      </div>
    </div>
  );
}

/** A card's title; `to` makes the whole card a link to it. */
export function TeaserTitle({ to, children }: { to?: string; children: ReactNode }) {
  return (
    <h3 className="line-clamp-2 font-bold wrap-anywhere text-ink">
      {to ? (
        <Link to={to} className="after:absolute after:inset-0 hover:text-brand-dark focus:outline-none">
          {children}
        </Link>
      ) : (
        children
      )}
    </h3>
  );
}

/**
 * One line under a card's title (who, where, when), cut with an ellipsis where the card links to the whole;
 * `wrap` for what has no page of its own to read it on (a person's role), which wraps instead.
 */
export function TeaserMeta({ children, wrap = false }: { children: ReactNode; wrap?: boolean }) {
  return <p className={`mt-1 text-sm text-slate-600 ${wrap ? 'wrap-anywhere' : 'truncate'}`}>{children}</p>;
}

/** "12 ideas" / "1 idea". */
export function countOf(total: number, noun: string): string {
  return `${total.toLocaleString('en-IN')} ${total === 1 ? noun : `${noun}s`}`;
}

/** A person's round picture on a card (grey while there is none). */
export function TeaserAvatar({ image }: { image: ImageRef | null | undefined }) {
  return (
    <DecorativeImage
      image={image}
      sizes="48px"
      className="h-12 w-12 flex-none rounded-full object-cover"
      blankClassName="h-12 w-12 flex-none rounded-full bg-slate-200"
    />
  );
}
