import { useId, useRef, useState } from 'react';
import type { OpportunityKind } from '#common/opportunities-constants';
import { REPORT_TEXT_MAX, reportSchema, type ReportInput } from '#common/reports';
import { Field, FormMessage } from '#web/components/ui/form-field';
import { FormActions } from '#web/components/ui/form-actions';
import { ModalDialog } from '#web/components/ui/modal-dialog';
import { serverMessageOr, useServerForm } from '#web/lib/use-server-form';
import { useReportPost } from './api/report-post';
import { ReasonChoice } from './reason-choice';
import { Button } from '#web/components/ui/button';
import { PrivacyNoticeLine } from '#web/components/ui/privacy-notice-line';

// No reason is chosen for the reporter (docs/product.md#reports): the schema answers "Choose a reason".
const EMPTY: Partial<ReportInput> = { text: '' };

/** The reason form behind the Report button, loaded when it is opened (it needs the schema). */
export default function ReportDialog({
  kind,
  id,
  title,
  onClose,
  onReported,
}: {
  kind: OpportunityKind;
  id: number;
  title: string;
  onClose: () => void;
  onReported: () => void;
}) {
  const headingId = useId();
  const close = useRef<HTMLButtonElement>(null);
  const send = useReportPost(kind, id);
  const [received, setReceived] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors },
    formError,
    clearFormError,
    showServerError,
  } = useServerForm(reportSchema, {
    defaultValues: EMPTY,
    serverFields: ['reason', 'text'],
    failureMessage: serverMessageOr('The report could not be sent. Please try again.'),
  });

  const onSubmit = handleSubmit((values) => {
    clearFormError();
    send.mutate(values, {
      onSuccess: (answer) => {
        setReceived(answer.message);
        onReported();
      },
      onError: showServerError,
    });
  });

  return (
    <ModalDialog labelledBy={headingId} onClose={onClose}>
      <h2 id={headingId} className="text-xl font-bold text-ink">
        Report this {kind}
      </h2>
      <p className="mt-1 text-sm wrap-anywhere text-slate-600">{title}</p>
      {received ? (
        <div className="mt-5 space-y-5">
          <FormMessage tone="success">{received}</FormMessage>
          <Button ref={close} type="button" onClick={onClose} autoFocus>
            Close
          </Button>
        </div>
      ) : (
        <form noValidate onSubmit={onSubmit} className="mt-5 space-y-5">
          <ReasonChoice error={errors.reason?.message} registration={register('reason')} />
          <Field
            label={watch('reason') === 'other' ? 'What is wrong' : 'What is wrong (optional)'}
            multiline
            rows={3}
            maxLength={REPORT_TEXT_MAX}
            required={watch('reason') === 'other'}
            error={errors.text?.message}
            registration={register('text')}
          />
          <FormActions
            formError={formError}
            pending={send.isPending}
            submitLabel="Send report"
            pendingLabel="Sending..."
            onCancel={onClose}
          />
          <PrivacyNoticeLine section="posts" />
        </form>
      )}
    </ModalDialog>
  );
}
