import { useEffect, useState } from 'react';
import {
  CONTACT_LIMITS,
  CONTACT_MESSAGES,
  CONTACT_SUCCESS_RESET_MS,
  contactSchema,
  HONEYPOT_FIELD,
  type ContactInput,
} from '#common/contact';
import { FormError, FormField, FormMessage } from '#web/components/ui/form-field';
import { HoneypotField } from '#web/components/ui/honeypot-field';
import { serverMessageOr, useServerForm } from '#web/lib/use-server-form';
import { useSendContactMessage } from './api/send-contact-message';
import { Button } from '#web/components/ui/button';
import { PrivacyNoticeLine } from '#web/components/ui/privacy-notice-line';

type Status = 'idle' | 'loading' | 'success' | 'error';
const EMPTY: ContactInput = { name: '', email: '', message: '', [HONEYPOT_FIELD]: '' };

/**
 * The contact form (docs/product.md#contact-form): idle, loading, then success (the form is emptied and the
 * message shown for 5 s) or error (the server's message, else a general one).
 */
export function ContactForm() {
  const send = useSendContactMessage();
  const [status, setStatus] = useState<Status>('idle');
  const form = useServerForm(contactSchema, {
    defaultValues: EMPTY,
    failureMessage: serverMessageOr(CONTACT_MESSAGES.failed),
  });
  const { register, handleSubmit, reset, clearErrors, formError, clearFormError, showServerError } = form;

  useEffect(() => {
    if (status !== 'success') return;
    const timer = setTimeout(() => setStatus('idle'), CONTACT_SUCCESS_RESET_MS);
    return () => clearTimeout(timer);
  }, [status]);

  // Only one outcome shows at a time: a success clears every error, and any error (the fields' own, as
  // when Send is pressed again on the emptied form, or the server's) clears a success still on show.
  const onSubmit = handleSubmit(
    (values) => {
      setStatus('loading');
      clearFormError();
      send.mutate(values, {
        onSuccess: () => {
          reset(EMPTY);
          clearErrors();
          setStatus('success');
        },
        onError: (error) => {
          showServerError(error);
          setStatus('error');
        },
      });
    },
    () => {
      clearFormError();
      setStatus('idle');
    },
  );

  const loading = status === 'loading';
  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-label="Send us a message"
      className="relative space-y-5 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8"
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField form={form} name="name" label="Name" autoComplete="name" maxLength={CONTACT_LIMITS.name} />
        <FormField
          form={form}
          name="email"
          label="Email"
          type="email"
          autoComplete="email"
          maxLength={CONTACT_LIMITS.email}
        />
      </div>
      <FormField
        form={form}
        name="message"
        label="Message"
        multiline
        rows={5}
        maxLength={CONTACT_LIMITS.message}
      />
      <HoneypotField registration={register(HONEYPOT_FIELD)} />
      <div aria-live="polite">
        {status === 'success' && <FormMessage tone="success">{CONTACT_MESSAGES.success}</FormMessage>}
      </div>
      <FormError message={formError} />
      <Button type="submit" disabled={loading}>
        {loading ? 'Sending...' : 'Send Message'}
      </Button>
      <PrivacyNoticeLine section="messages" />
    </form>
  );
}
