import { useState } from 'react';
import {
  MESSAGE_GROUP_LABELS,
  MESSAGE_GROUPS,
  MESSAGE_LIMITS,
  addRegistrantBodySchema,
  eventMessageBodySchema,
  type MessageGroup,
} from '#common/event-registrations';
import { FormError, FormField, FormMessage } from '#web/components/ui/form-field';
import { serverMessageOr, useServerForm } from '#web/lib/use-server-form';
import { useAddRegistrant, useSendEventMessage } from '../api/registrants';
import { Button } from '#web/components/ui/button';

/** Add a person by the email of their account (docs/product.md#registrants-and-check-in). */
export function AddRegistrantForm({ eventId }: { eventId: number }) {
  const add = useAddRegistrant(eventId);
  const [done, setDone] = useState<string | null>(null);
  const form = useServerForm(addRegistrantBodySchema, {
    defaultValues: { email: '' },
    failureMessage: serverMessageOr('The person could not be added. Check your connection and try again.'),
  });
  const { handleSubmit, reset, formError, clearFormError, showServerError } = form;
  const onSubmit = handleSubmit((values) => {
    clearFormError();
    setDone(null);
    add.mutate(values, {
      onSuccess: (answer) => {
        setDone(answer.message);
        reset({ email: '' });
      },
      onError: showServerError,
    });
  });
  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-label="Add a person"
      className="space-y-3 rounded-2xl bg-mist p-4"
    >
      <FormField
        form={form}
        name="email"
        label="Add a person (email of their account)"
        type="email"
        autoComplete="off"
        maxLength={254}
      />
      <FormError message={formError} />
      {done && <FormMessage tone="success">{done}</FormMessage>}
      <Button type="submit" disabled={add.isPending}>
        {add.isPending ? 'Adding...' : 'Add'}
      </Button>
    </form>
  );
}

const newKey = () => crypto.randomUUID();

/**
 * A message to one group of the event's people, through the outbox. The form's request key makes a
 * retry or double click send nothing more; a new key is made after each sent message.
 */
export function EventMessageForm({ eventId, started }: { eventId: number; started: boolean }) {
  const send = useSendEventMessage(eventId);
  const [done, setDone] = useState<string | null>(null);
  const groups = MESSAGE_GROUPS.filter((group) => started || group !== 'no_shows');
  const form = useServerForm(eventMessageBodySchema, {
    defaultValues: { group: 'registered' as MessageGroup, subject: '', body: '', request_key: newKey() },
    failureMessage: serverMessageOr('The message could not be sent. Check your connection and try again.'),
  });
  const { handleSubmit, reset, formError, clearFormError, showServerError } = form;
  const onSubmit = handleSubmit((values) => {
    clearFormError();
    setDone(null);
    send.mutate(values, {
      onSuccess: (answer) => {
        setDone(answer.message);
        reset({ group: values.group, subject: '', body: '', request_key: newKey() });
      },
      onError: showServerError,
    });
  });
  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-label="Write to a group"
      className="space-y-3 rounded-2xl bg-mist p-4"
    >
      <h3 className="text-lg font-bold text-ink">Write to a group</h3>
      <FormField
        form={form}
        name="group"
        label="To"
        options={groups.map((group) => ({ value: group, label: MESSAGE_GROUP_LABELS[group] }))}
      />
      <FormField form={form} name="subject" label="Subject" maxLength={MESSAGE_LIMITS.subject} />
      <FormField form={form} name="body" label="Message" multiline rows={5} maxLength={MESSAGE_LIMITS.body} />
      <FormError message={formError} />
      {done && <FormMessage tone="success">{done}</FormMessage>}
      <Button type="submit" disabled={send.isPending}>
        {send.isPending ? 'Sending...' : 'Send'}
      </Button>
    </form>
  );
}
