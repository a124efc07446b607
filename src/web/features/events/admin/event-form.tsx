import { Controller, useWatch } from 'react-hook-form';
import {
  DEFAULT_EVENT_CATEGORY,
  EVENT_CATEGORIES,
  EVENT_CATEGORY_LABELS,
  EVENT_LIMITS,
  EVENT_MESSAGES,
  eventFormSchema,
  type CentreEvent,
  type EventFormValues,
} from '#common/events';
import { EMPTY_ORGANISER, EMPTY_VENUE } from '#common/event-details';
import { FormError, FormField } from '#web/components/ui/form-field';
import { serverMessageOr, useServerForm } from '#web/lib/use-server-form';
import { useSaveEvent } from '../api/save-event';
import { EventDetailsFields } from './event-details-fields';
import { ImagePicker } from './image-picker';
import { Button } from '#web/components/ui/button';

const TEXT_FIELDS = [
  'name',
  'description',
  'category',
  'start_date',
  'end_date',
  'time',
  'location',
  'attendees',
  'registration_link',
  'registration_mode',
  'registration_question',
  'what_to_bring',
] as const;
/** Lists and groups, sent as JSON text fields of the multipart form. */
const JSON_FIELDS = ['agenda', 'speakers', 'venue', 'organiser'] as const;
/** Local date-time inputs, sent as instants in UTC. */
const INSTANT_FIELDS = ['registration_opens_at', 'registration_closes_at'] as const;

const MODE_OPTIONS = [
  { value: 'external', label: 'External link' },
  { value: 'site', label: 'On this site (with capacity and waitlist)' },
];

/** An instant as a `datetime-local` value in this browser's zone ("2030-03-01T09:00"). */
function toLocalInput(instant: string | null | undefined): string {
  if (!instant) return '';
  const date = new Date(instant);
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}

/** A `datetime-local` value (this browser's zone) as an instant in UTC, or '' for none. */
function fromLocalInput(value: string | undefined): string {
  if (!value) return '';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : date.toISOString();
}

const CATEGORY_OPTIONS = EVENT_CATEGORIES.map((value) => ({ value, label: EVENT_CATEGORY_LABELS[value] }));

function initialValues(event?: CentreEvent): EventFormValues {
  return {
    name: event?.name ?? '',
    description: event?.description ?? '',
    category: event?.category ?? DEFAULT_EVENT_CATEGORY,
    start_date: event?.start_date ?? '',
    end_date: event?.end_date ?? '',
    time: event?.time ?? '',
    location: event?.location ?? '',
    attendees: event ? String(event.attendees) : '',
    registration_link: event?.registration_link ?? '',
    registration_mode: event?.registration_mode ?? 'external',
    registration_opens_at: toLocalInput(event?.registration_opens_at),
    registration_closes_at: toLocalInput(event?.registration_closes_at),
    registration_question: event?.registration_question ?? '',
    agenda: event?.agenda.map((item) => ({ ...item })) ?? [],
    speakers:
      event?.speakers.map(({ name, role, link, photo, photo_alt }) => ({
        name,
        role,
        link,
        photo,
        photo_alt,
        photo_file: null,
      })) ?? [],
    venue: { ...(event?.venue ?? EMPTY_VENUE) },
    organiser: { ...(event?.organiser ?? EMPTY_ORGANISER) },
    what_to_bring: event?.what_to_bring ?? '',
    image: null,
  };
}

interface EventFormProps {
  /** Editing this event; without it the form creates one. */
  event?: CentreEvent;
  onSaved: (event: CentreEvent, message: string) => void;
  onCancel?: () => void;
}

/**
 * The event form of docs/product.md#event-administration, checked by the same schema as the API; the image is
 * optional on edit.
 */
export function EventForm({ event, onSaved, onCancel }: EventFormProps) {
  const mode = event ? 'edit' : 'create';
  const save = useSaveEvent(event?.id ?? null);
  const form = useServerForm(eventFormSchema(mode), {
    defaultValues: initialValues(event),
    failureMessage: serverMessageOr(EVENT_MESSAGES.uploadFailed),
  });
  const {
    control,
    handleSubmit,
    reset,
    formState: { errors },
    formError,
    clearFormError,
    showServerError,
  } = form;

  const onSubmit = handleSubmit((values) => {
    clearFormError();
    const fields: Record<string, string> = {};
    for (const name of TEXT_FIELDS) fields[name] = String(values[name] ?? '');
    // Speaker photos travel as files beside the list (docs/decisions/060-speaker-photos-and-agenda-days.md).
    const speakerPhotos = new Map<number, File>();
    const speakers = (values.speakers ?? []).map(({ photo_file, ...speaker }, index) => {
      if (photo_file) speakerPhotos.set(index, photo_file as File);
      return speaker;
    });
    for (const name of JSON_FIELDS)
      fields[name] = JSON.stringify(name === 'speakers' ? speakers : values[name]);
    if (values.registration_mode === 'site') {
      for (const name of INSTANT_FIELDS) fields[name] = fromLocalInput(values[name]);
    } else {
      // External registration has no window or question; an edit clears them.
      fields.registration_question = '';
      for (const name of INSTANT_FIELDS) fields[name] = '';
    }
    save.mutate(
      { fields, image: (values.image as File | null) ?? null, speakerPhotos },
      {
        onSuccess: (answer) => {
          if (mode === 'create') reset(initialValues());
          onSaved(answer.event, answer.message);
        },
        onError: showServerError,
      },
    );
  });

  const storedPhotos = new Map(
    (event?.speakers ?? []).flatMap((speaker) =>
      speaker.photo && speaker.photo_ref ? [[speaker.photo, speaker.photo_ref.src] as const] : [],
    ),
  );
  const busyLabel = mode === 'create' ? 'Uploading...' : 'Saving...';
  const onSite = useWatch({ control, name: 'registration_mode' }) === 'site';
  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-label={mode === 'create' ? 'Upload an event' : `Edit ${event?.name}`}
      className="space-y-5"
    >
      <FormField form={form} name="name" label="Event name" required maxLength={EVENT_LIMITS.name} />
      <FormField
        form={form}
        name="description"
        label="Description"
        required
        multiline
        maxLength={EVENT_LIMITS.description}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField form={form} name="category" label="Category" options={CATEGORY_OPTIONS} />
        <FormField
          form={form}
          name="attendees"
          label="Number of attendees"
          required
          type="number"
          inputMode="numeric"
          min={1}
        />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField form={form} name="start_date" label="Start date" required type="date" />
        <FormField form={form} name="end_date" label="End date" required type="date" />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField
          form={form}
          name="time"
          label="Time (optional)"
          placeholder="10:00 AM - 1:30 PM"
          hint="A range such as 10:00 AM - 1:30 PM; the event counts as upcoming until its end time."
          maxLength={EVENT_LIMITS.time}
        />
        <FormField form={form} name="location" label="Location" required maxLength={EVENT_LIMITS.location} />
      </div>
      <FormField
        form={form}
        name="registration_mode"
        label="Where people register"
        options={MODE_OPTIONS}
        hint="On this site, the number of attendees is the capacity; when it is full, people join a waitlist."
      />
      {onSite ? (
        <>
          <div className="grid gap-5 sm:grid-cols-2">
            <FormField
              form={form}
              name="registration_opens_at"
              label="Registration opens (optional)"
              type="datetime-local"
              hint="In your time zone; empty means open now."
            />
            <FormField
              form={form}
              name="registration_closes_at"
              label="Registration closes (optional)"
              type="datetime-local"
              hint="In your time zone; empty means until the event starts."
            />
          </div>
          <FormField
            form={form}
            name="registration_question"
            label="Question for registrants (optional)"
            placeholder="e.g. Which track interests you most?"
            maxLength={EVENT_LIMITS.registrationQuestion}
          />
          <FormField
            form={form}
            name="registration_link"
            label="External link (optional)"
            type="url"
            inputMode="url"
            placeholder="https://"
            maxLength={EVENT_LIMITS.registrationLink}
          />
        </>
      ) : (
        <FormField
          form={form}
          name="registration_link"
          label="Registration link"
          required
          type="url"
          inputMode="url"
          placeholder="https://"
          maxLength={EVENT_LIMITS.registrationLink}
        />
      )}
      <EventDetailsFields form={form} storedPhotos={storedPhotos} />
      <Controller
        control={control}
        name="image"
        render={({ field }) => (
          <ImagePicker
            label="Event image"
            required={mode === 'create'}
            value={(field.value as File | null) ?? null}
            onChange={field.onChange}
            currentSrc={event?.image_ref.src || undefined}
            error={errors.image?.message}
            hint={mode === 'edit' ? 'Leave it as it is to keep the current image.' : undefined}
          />
        )}
      />
      <FormError message={formError} />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? busyLabel : mode === 'create' ? 'Upload Event' : 'Save Changes'}
        </Button>
        {onCancel && (
          <Button type="button" onClick={onCancel} disabled={save.isPending} variant="secondary">
            Cancel
          </Button>
        )}
      </div>
    </form>
  );
}
