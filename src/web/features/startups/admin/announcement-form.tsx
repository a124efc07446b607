import { useState } from 'react';
import { announcementInputSchema, STARTUP_LIMITS } from '#common/startups';
import { formatNewsDate } from '#common/news-constants';
import { FormError, FormField, FormMessage } from '#web/components/ui/form-field';
import { QueryStates } from '#web/components/ui/status';
import { apiMessageOr, useServerForm } from '#web/lib/use-server-form';
import { useAnnounce } from '../api/admin-startups';
import { useCohortPage } from '../api/my-cohorts';
import { Button } from '#web/components/ui/button';

/** Posts an announcement to a cohort, mailed to its members, and lists the ones posted (docs/product.md#cohorts). */
export function CohortAnnouncements({ cohortId, cohortName }: { cohortId: number; cohortName: string }) {
  const announce = useAnnounce(cohortId);
  const page = useCohortPage(cohortId);
  const [posted, setPosted] = useState<string | null>(null);
  const form = useServerForm(announcementInputSchema, {
    defaultValues: { title: '', body: '' },
    failureMessage: apiMessageOr(
      'The announcement could not be posted. Check your connection and try again.',
    ),
  });
  const submit = form.handleSubmit((values) => {
    form.clearFormError();
    setPosted(null);
    announce.mutate(values, {
      onSuccess: (answer) => {
        setPosted(answer.message);
        form.reset();
      },
      onError: form.showServerError,
    });
  });
  const headingId = `announce-${cohortId}-heading`;
  return (
    <div className="space-y-4">
      <form
        noValidate
        onSubmit={(event) => void submit(event)}
        aria-labelledby={headingId}
        className="space-y-3"
      >
        <h4 id={headingId} className="font-bold text-ink">
          Post an announcement to {cohortName}
        </h4>
        <p className="text-sm text-slate-600">Members see it on their cohort page and get it by email.</p>
        <FormField
          form={form}
          name="title"
          label="Title"
          required
          maxLength={STARTUP_LIMITS.announcementTitle}
        />
        <FormField
          form={form}
          name="body"
          label="Text"
          required
          multiline
          rows={5}
          maxLength={STARTUP_LIMITS.announcementBody}
          hint="A blank line starts a new paragraph."
        />
        <div aria-live="polite">
          <FormError message={form.formError} />
          {posted && <FormMessage tone="success">{posted}</FormMessage>}
        </div>
        <Button type="submit" disabled={announce.isPending}>
          {announce.isPending ? 'Posting...' : 'Post and mail'}
        </Button>
      </form>
      <div>
        <h5 className="font-semibold text-ink">Posted</h5>
        <QueryStates
          query={page}
          loading="Loading the announcements"
          failure="The announcements could not be loaded."
          isEmpty={(data) => data.announcements.length === 0}
          empty={<p className="text-sm text-slate-600">Nothing posted yet.</p>}
        >
          {(data) => (
            <ul className="mt-1 space-y-1 text-sm">
              {data.announcements.map((item) => (
                <li key={item.id} className="break-words text-slate-700">
                  <time dateTime={item.createdAt}>{formatNewsDate(item.createdAt.slice(0, 10))}</time>:{' '}
                  {item.title}
                </li>
              ))}
            </ul>
          )}
        </QueryStates>
      </div>
    </div>
  );
}
