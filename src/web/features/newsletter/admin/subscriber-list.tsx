import { EmailText } from '#web/components/ui/email-text';
import { SearchField } from '#web/components/ui/search-field';
import { EmptyState, QueryStates } from '#web/components/ui/status';
import { usePagedSearch } from '#web/lib/use-paged-search';
import { SUBSCRIBERS_CSV_PATH, useSubscribers } from '../api/newsletter-admin';
import { Pager } from '#web/components/ui/pager';
import { formatDate } from '#common/intl-cache';
import { buttonClass } from '#web/components/ui/button';
import { ScrollTable } from '#web/components/ui/scroll-table';

/** Subscribers: the count, a server-side search, pages and the CSV export. */
export function SubscriberList() {
  const { search, setSearch, settled, page, setPage } = usePagedSearch();
  const subscribers = useSubscribers(settled, page);

  return (
    <section aria-labelledby="newsletter-subscribers-heading" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id="newsletter-subscribers-heading" className="text-lg font-semibold text-ink">
          Subscribers
          {subscribers.data && (
            <span className="ml-2 inline-block rounded-full bg-accent-soft px-3 py-0.5 text-sm font-semibold whitespace-nowrap text-ink">
              {subscribers.data.subscribedCount} subscribed
            </span>
          )}
        </h3>
        <a href={SUBSCRIBERS_CSV_PATH} download className={buttonClass({ variant: 'secondary' })}>
          Export CSV
        </a>
      </div>
      <SearchField id="newsletter-search" label="Search by email" value={search} onChange={setSearch} />
      <QueryStates
        query={subscribers}
        what="subscribers"
        isEmpty={(data) => data.items.length === 0}
        empty={<EmptyState title={settled ? 'No subscriber matches your search.' : 'No subscribers yet.'} />}
      >
        {(data) => (
          <>
            <ScrollTable label="Subscribers table" className="rounded-xl ring-1 ring-slate-200">
              <table className="w-full text-left text-sm">
                <thead className="bg-mist text-slate-700">
                  <tr>
                    <th scope="col" className="px-4 py-2 font-semibold whitespace-nowrap">
                      Email
                    </th>
                    <th scope="col" className="px-4 py-2 font-semibold whitespace-nowrap">
                      Status
                    </th>
                    <th scope="col" className="px-4 py-2 font-semibold whitespace-nowrap">
                      Since
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {data.items.map((subscriber) => (
                    <tr key={subscriber.id} className="border-t border-slate-200">
                      <td className="min-w-48 px-4 py-2 wrap-anywhere">
                        <EmailText email={subscriber.email} />
                      </td>
                      <td className="px-4 py-2 whitespace-nowrap">
                        {subscriber.status === 'subscribed' ? 'Subscribed' : 'Unsubscribed'}
                      </td>
                      <td className="px-4 py-2 whitespace-nowrap">
                        {formatDate(subscriber.unsubscribedAt ?? subscriber.subscribedAt, 'mediumDate')}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </ScrollTable>
            <Pager
              label="Pages of subscribers"
              page={page}
              total={data.total}
              pageSize={data.pageSize}
              onPage={setPage}
            />
          </>
        )}
      </QueryStates>
    </section>
  );
}
