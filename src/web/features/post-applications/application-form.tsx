import { useId, useState } from 'react';
import {
  POST_APPLICATION_LIMITS as L,
  postApplicationSchema,
  type ApplicableKind,
} from '#common/post-applications';
import { PDF_MAX_BYTES, PRIVATE_FILE_MESSAGES } from '#common/private-files';
import { FormError, FormField } from '#web/components/ui/form-field';
import { inputClass } from '#web/components/ui/form-styles';
import { serverMessageOr, useServerForm } from '#web/lib/use-server-form';
import { CV_FIELD, useSendApplication } from './api/send-application';
import { Button } from '#web/components/ui/button';
import { PrivacyNoticeLine } from '#web/components/ui/privacy-notice-line';

const FAILURE = 'Your application could not be sent. Please try again.';

/**
 * The application form (docs/product.md#applications-on-the-site): a cover note, optional links and an
 * optional CV as a PDF. The browser checks the size and the type it is told; the server checks the bytes.
 */
export function ApplicationForm({
  kind,
  postId,
  onSent,
}: {
  kind: ApplicableKind;
  postId: number;
  onSent: (message: string) => void;
}) {
  const send = useSendApplication(kind, postId);
  const cvId = useId();
  const [cv, setCv] = useState<File | null>(null);
  const [cvError, setCvError] = useState<string | null>(null);
  const form = useServerForm(postApplicationSchema, {
    failureMessage: serverMessageOr(FAILURE),
    defaultValues: { note: '', portfolioUrl: '', githubUrl: '', linkedinUrl: '' },
    focusServerErrors: true,
  });
  const { handleSubmit, formError, clearFormError, showServerError } = form;

  const pickCv = (file: File | null) => {
    setCvError(null);
    if (file && file.size > PDF_MAX_BYTES) setCvError(PRIVATE_FILE_MESSAGES.tooLarge);
    else if (file && !/\.pdf$/i.test(file.name) && file.type !== 'application/pdf')
      setCvError(PRIVATE_FILE_MESSAGES.notAPdf);
    setCv(file);
  };

  const onSubmit = handleSubmit((fields) => {
    if (cvError) return;
    clearFormError();
    send.mutate(
      { fields, cv },
      {
        onSuccess: (answer) => onSent(answer.message),
        onError: (error) => {
          const rest = showServerError(error);
          if (rest[CV_FIELD]) setCvError(rest[CV_FIELD]);
        },
      },
    );
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5" aria-label="Application">
      <FormField
        form={form}
        name="note"
        label="Cover note"
        required
        multiline
        rows={6}
        maxLength={L.note}
        hint={`Why you, in ${L.noteMin} to ${L.note} characters.`}
      />
      <div className="grid gap-5 sm:grid-cols-3">
        <FormField
          form={form}
          name="portfolioUrl"
          label="Portfolio"
          type="url"
          inputMode="url"
          placeholder="https://"
          maxLength={L.url}
        />
        <FormField
          form={form}
          name="githubUrl"
          label="GitHub"
          type="url"
          inputMode="url"
          placeholder="https://github.com/…"
          maxLength={L.url}
        />
        <FormField
          form={form}
          name="linkedinUrl"
          label="LinkedIn"
          type="url"
          inputMode="url"
          placeholder="https://www.linkedin.com/in/…"
          maxLength={L.url}
        />
      </div>
      <div>
        <label htmlFor={cvId} className="block text-sm font-medium text-ink">
          CV (PDF, optional)
        </label>
        <input
          id={cvId}
          type="file"
          accept="application/pdf,.pdf"
          className={inputClass}
          aria-invalid={cvError ? true : undefined}
          aria-describedby={`${cvId}-hint${cvError ? ` ${cvId}-error` : ''}`}
          onChange={(event) => pickCv(event.target.files?.[0] ?? null)}
        />
        <p id={`${cvId}-hint`} className="mt-1 text-xs text-slate-600">
          At most 5 MB, not password-protected. Only the poster and the centre&rsquo;s admins can read it.
        </p>
        {cvError && (
          <p id={`${cvId}-error`} className="mt-1 text-sm font-medium text-red-700">
            {cvError}
          </p>
        )}
      </div>
      <FormError message={formError} />
      <Button type="submit" disabled={send.isPending}>
        {send.isPending ? 'Sending…' : 'Send application'}
      </Button>
      <PrivacyNoticeLine section="applications" />
    </form>
  );
}
