import { useState, type FormEventHandler, type ReactNode } from 'react';
import type { FieldValues, Path, UseFormRegisterReturn, UseFormSetError } from 'react-hook-form';
import { POST_LIMITS } from '#common/opportunities';
import { Field, FormMessage } from '#web/components/ui/form-field';
import { primaryButton } from '#web/components/ui/form-styles';
import { applyServerErrors } from './post-form-errors';
import { PostSuccessModal } from './post-page-frame';

interface PostMutation<Input> {
  isPending: boolean;
  mutate(input: Input, callbacks: { onSuccess: () => void; onError: (error: unknown) => void }): void;
}

/**
 * Sending a post form: on success the form shows its success modal; on failure the server's
 * field messages go beside their fields and `failureMessage` words the form-level one.
 * `handleError` may take an error over (answering true), e.g. a refusal that changes the page.
 */
export function usePostSubmission<Values extends FieldValues, Input>(
  post: PostMutation<Input>,
  {
    fields,
    setError,
    failureMessage,
    handleError,
  }: {
    fields: readonly Path<Values>[];
    setError: UseFormSetError<Values>;
    failureMessage: (serverMessage: string | undefined) => string;
    handleError?: (error: unknown) => boolean;
  },
) {
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  return {
    failure,
    done,
    busy: post.isPending,
    submit(input: Input) {
      setFailure(null);
      post.mutate(input, {
        onSuccess: () => setDone(true),
        onError: (error) => {
          if (handleError?.(error)) return;
          setFailure(applyServerErrors(error, fields, setError, failureMessage));
        },
      });
    },
    closeSuccess: () => setDone(false),
  };
}

/** A post form with its failure message, submit button and success modal. */
export function PostForm({
  label,
  submitLabel,
  submission,
  onSubmit,
  successTitle,
  successMessage,
  onSuccessClosed,
  children,
}: {
  label: string;
  submitLabel: string;
  submission: ReturnType<typeof usePostSubmission>;
  onSubmit: FormEventHandler<HTMLFormElement>;
  successTitle: string;
  successMessage: ReactNode;
  /** After the success modal closes, e.g. to empty the form. */
  onSuccessClosed: () => void;
  children: ReactNode;
}) {
  return (
    <>
      <form noValidate onSubmit={onSubmit} aria-label={label} className="space-y-5">
        {children}
        {submission.failure && <FormMessage tone="error">{submission.failure}</FormMessage>}
        <button type="submit" className={primaryButton} disabled={submission.busy}>
          {submission.busy ? 'Posting...' : submitLabel}
        </button>
      </form>
      {submission.done && (
        <PostSuccessModal
          title={successTitle}
          onClose={() => {
            submission.closeSuccess();
            onSuccessClosed();
          }}
        >
          {successMessage}
        </PostSuccessModal>
      )}
    </>
  );
}

// Fields that several post forms ask for in the same way.

interface RegisteredField {
  error?: string;
  registration: UseFormRegisterReturn;
}

export function DescriptionField(props: RegisteredField) {
  return (
    <Field label="Description" required multiline rows={6} maxLength={POST_LIMITS.description} {...props} />
  );
}

export function RequirementsField({ hint, ...props }: RegisteredField & { hint: string }) {
  return (
    <Field
      label="Requirements"
      required
      multiline
      hint={hint}
      maxLength={POST_LIMITS.requirements}
      {...props}
    />
  );
}

export function LinkField({ label, ...props }: RegisteredField & { label: string }) {
  return (
    <Field
      label={label}
      required
      type="url"
      inputMode="url"
      placeholder="https://"
      maxLength={POST_LIMITS.link}
      {...props}
    />
  );
}

export function ContactEmailField({ hint, ...props }: RegisteredField & { hint?: string }) {
  return (
    <Field
      label="Contact email"
      required
      type="email"
      autoComplete="email"
      hint={hint}
      maxLength={POST_LIMITS.email}
      {...props}
    />
  );
}
