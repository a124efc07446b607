import { useEffect } from 'react';
import { privacyNoticeInputSchema, type PrivacyNotice, type PrivacyNoticeInput } from '#common/privacy';
import {
  PRIVACY_PATH,
  PRIVACY_SECTIONS,
  PRIVACY_TEXT_MAX,
  PRIVACY_UNCHANGED_MESSAGE,
} from '#common/privacy-constants';
import { formatDay } from '#common/event-dates';
import { Button } from '#web/components/ui/button';
import { FormError, FormField } from '#web/components/ui/form-field';
import { QueryStates } from '#web/components/ui/status';
import { serverMessageOr, useServerForm } from '#web/lib/use-server-form';
import { usePrivacyNotice } from './api/get-privacy-notice';
import { usePublishPrivacyNotice } from './api/publish-privacy-notice';

function valuesOf(notice: PrivacyNotice): PrivacyNoticeInput {
  return {
    sections: Object.fromEntries(
      PRIVACY_SECTIONS.map(({ id }) => {
        const section = notice.sections.find((candidate) => candidate.id === id);
        return [
          id,
          { collected: section?.collected ?? '', whoSees: section?.whoSees ?? '', kept: section?.kept ?? '' },
        ];
      }),
    ) as PrivacyNoticeInput['sections'],
  };
}

const FIELDS = [
  ['collected', 'What is collected'],
  ['whoSees', 'Who sees it'],
  ['kept', 'How long it is kept'],
] as const;

function EditorForm({ notice, announce }: { notice: PrivacyNotice; announce: (message: string) => void }) {
  const publish = usePublishPrivacyNotice();
  const form = useServerForm(privacyNoticeInputSchema, {
    defaultValues: valuesOf(notice),
    failureMessage: serverMessageOr(
      'The notice could not be published. Check your connection and try again.',
    ),
    serverFields: ['sections'],
  });
  const { reset } = form;
  useEffect(() => reset(valuesOf(notice)), [notice, reset]);
  const onSubmit = form.handleSubmit((values) => {
    form.clearFormError();
    publish.mutate(values, {
      onSuccess: (published) =>
        announce(
          `Published version ${published.version} of the privacy notice. It is on ${PRIVACY_PATH} now.`,
        ),
      onError: (error) => {
        form.showServerError(error);
      },
    });
  });
  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-6">
      {PRIVACY_SECTIONS.map(({ id, title }) => (
        <fieldset key={id} className="rounded-2xl bg-white p-5 ring-1 ring-slate-200">
          <legend className="px-1 text-lg font-bold text-ink">{title}</legend>
          <div className="space-y-4">
            {FIELDS.map(([field, label]) => (
              <FormField
                key={field}
                form={form}
                name={`sections.${id}.${field}`}
                label={label}
                required
                multiline
                rows={3}
                maxLength={PRIVACY_TEXT_MAX}
              />
            ))}
          </div>
        </fieldset>
      ))}
      <FormError message={form.formError} />
      <Button type="submit" disabled={publish.isPending}>
        {publish.isPending ? 'Publishing…' : 'Publish as a new version'}
      </Button>
      <p className="text-sm text-slate-600">
        Publishing keeps every earlier version and dates the new one today. If nothing changed, the site says
        “{PRIVACY_UNCHANGED_MESSAGE}”.
      </p>
    </form>
  );
}

/**
 * The admin's editor of the privacy notice (docs/product.md#privacy-notice): the three answers of every
 * purpose, published as a new version.
 */
export function PrivacyNoticeEditor({ announce }: { announce: (message: string) => void }) {
  const notice = usePrivacyNotice();
  return (
    <QueryStates query={notice} what="privacy notice">
      {(data) => (
        <div className="space-y-4">
          <p className="text-sm text-slate-700">
            {data.version === null
              ? 'No version is published yet.'
              : `Version ${data.version}, published ${formatDay(data.publishedOn ?? '')}, is in force.`}{' '}
            The grievance officer ({data.grievanceOfficer.name}, {data.grievanceOfficer.email}) is set in the
            server&rsquo;s configuration.
          </p>
          <EditorForm notice={data} announce={announce} />
        </div>
      )}
    </QueryStates>
  );
}
