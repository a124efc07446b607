import { useState, type ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { OPPORTUNITY_MESSAGES, POST_LIMITS } from '#common/opportunities';
import { FormError, FormField, type FieldBinding } from '#web/components/ui/form-field';
import { ApiError } from '#web/lib/api-client';
import { useServerForm, type FailureMessage, type ServerFormOptions } from '#web/lib/use-server-form';
import { PostSuccessModal } from './post-page-frame';
import { Button } from '#web/components/ui/button';
import { PrivacyNoticeLine } from '#web/components/ui/privacy-notice-line';

interface PostMutation<Input> {
  isPending: boolean;
  mutate(input: Input, callbacks: { onSuccess: () => void; onError: (error: unknown) => void }): void;
}

/** docs/product.md#post-pages: "Failed to send email", with the server's reason where it gave one. */
export const sendEmailFailure: FailureMessage = (error) =>
  OPPORTUNITY_MESSAGES.sendEmailFailed(
    error instanceof ApiError && error.fromServer ? error.message : undefined,
  );

/**
 * A post form (docs/product.md#post-pages) checked by the post's schema: on success it shows its success
 * modal; on failure the server's field messages go beside their fields (focus on the first) and
 * `failureMessage` words the form-level one. `handleError` may take an error over (answering true), e.g.
 * a refusal that changes the page.
 */
export function usePostForm<Input extends FieldValues, Output extends FieldValues>(
  schema: z.ZodType<Output, Input>,
  post: PostMutation<Output>,
  {
    handleError,
    ...options
  }: Omit<ServerFormOptions<Input, Output>, 'focusServerErrors'> & {
    handleError?: (error: unknown) => boolean;
  },
) {
  const form = useServerForm(schema, { ...options, focusServerErrors: true });
  const [done, setDone] = useState(false);
  return {
    // What FormField needs to register a field and show its message.
    register: form.register,
    control: form.control,
    onSubmit: form.handleSubmit((input) => {
      form.clearFormError();
      post.mutate(input, {
        onSuccess: () => setDone(true),
        onError: (error) => {
          if (handleError?.(error)) return;
          form.showServerError(error);
        },
      });
    }),
    failure: form.formError,
    busy: post.isPending,
    done,
    /** The success modal closed: the form starts empty again. */
    closeSuccess: () => {
      setDone(false);
      form.reset();
    },
  };
}

/** A post form with its failure message, submit button and success modal. */
export function PostForm({
  label,
  submitLabel,
  form,
  successTitle,
  successMessage,
  children,
}: {
  label: string;
  submitLabel: string;
  form: Pick<ReturnType<typeof usePostForm>, 'onSubmit' | 'failure' | 'busy' | 'done' | 'closeSuccess'>;
  successTitle: string;
  successMessage: ReactNode;
  children: ReactNode;
}) {
  return (
    <>
      <form noValidate onSubmit={form.onSubmit} aria-label={label} className="space-y-5">
        {children}
        <FormError message={form.failure} />
        <Button type="submit" disabled={form.busy}>
          {form.busy ? 'Posting...' : submitLabel}
        </Button>
        <PrivacyNoticeLine section="posts" />
      </form>
      {form.done && (
        <PostSuccessModal title={successTitle} onClose={form.closeSuccess}>
          {successMessage}
        </PostSuccessModal>
      )}
    </>
  );
}

// Fields that several post forms ask for in the same way.

export function DescriptionField<Input extends FieldValues, Output extends FieldValues>(
  props: FieldBinding<Input, Output>,
) {
  return (
    <FormField
      {...props}
      label="Description"
      required
      multiline
      rows={6}
      maxLength={POST_LIMITS.description}
    />
  );
}

export function RequirementsField<Input extends FieldValues, Output extends FieldValues>({
  hint,
  ...props
}: FieldBinding<Input, Output> & { hint: string }) {
  return (
    <FormField
      {...props}
      label="Requirements"
      required
      multiline
      hint={hint}
      maxLength={POST_LIMITS.requirements}
    />
  );
}

export function LinkField<Input extends FieldValues, Output extends FieldValues>({
  label,
  ...props
}: FieldBinding<Input, Output> & { label: string }) {
  return (
    <FormField
      {...props}
      label={label}
      required
      type="url"
      inputMode="url"
      placeholder="https://"
      maxLength={POST_LIMITS.link}
    />
  );
}

export function ContactEmailField<Input extends FieldValues, Output extends FieldValues>({
  hint,
  ...props
}: FieldBinding<Input, Output> & { hint?: string }) {
  return (
    <FormField
      {...props}
      label="Contact email"
      required
      type="email"
      autoComplete="email"
      hint={hint}
      maxLength={POST_LIMITS.email}
    />
  );
}
