import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
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
import { Field, FormMessage } from '#web/components/ui/form-field';
import { primaryButton, secondaryButton } from '#web/components/ui/form-styles';
import { ApiError } from '#web/lib/api-client';
import { useSaveEvent } from '../api/save-event';
import { ImagePicker } from './image-picker';

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
] as const;

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
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<EventFormValues>({
    resolver: zodResolver(eventFormSchema(mode)),
    defaultValues: initialValues(event),
  });

  const onSubmit = handleSubmit((values) => {
    setServerError(null);
    const fields: Record<string, string> = {};
    for (const name of TEXT_FIELDS) fields[name] = String(values[name] ?? '');
    save.mutate(
      { fields, image: (values.image as File | null) ?? null },
      {
        onSuccess: (answer) => {
          if (mode === 'create') reset(initialValues());
          onSaved(answer.event, answer.message);
        },
        onError: (error) => {
          if (error instanceof ApiError && error.fromServer) {
            for (const [field, message] of Object.entries(error.fieldErrors)) {
              if ((TEXT_FIELDS as readonly string[]).includes(field) || field === 'image')
                setError(field as keyof EventFormValues, { type: 'server', message });
            }
            setServerError(error.message);
          } else {
            setServerError(EVENT_MESSAGES.uploadFailed);
          }
        },
      },
    );
  });

  const busyLabel = mode === 'create' ? 'Uploading...' : 'Saving...';
  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-label={mode === 'create' ? 'Upload an event' : `Edit ${event?.name}`}
      className="space-y-5"
    >
      <Field
        label="Event name"
        required
        maxLength={EVENT_LIMITS.name}
        error={errors.name?.message}
        registration={register('name')}
      />
      <Field
        label="Description"
        required
        multiline
        maxLength={EVENT_LIMITS.description}
        error={errors.description?.message}
        registration={register('description')}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <Field
          label="Category"
          options={CATEGORY_OPTIONS}
          error={errors.category?.message}
          registration={register('category')}
        />
        <Field
          label="Number of attendees"
          required
          type="number"
          inputMode="numeric"
          min={1}
          error={errors.attendees?.message}
          registration={register('attendees')}
        />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field
          label="Start date"
          required
          type="date"
          error={errors.start_date?.message}
          registration={register('start_date')}
        />
        <Field
          label="End date"
          required
          type="date"
          error={errors.end_date?.message}
          registration={register('end_date')}
        />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field
          label="Time (optional)"
          placeholder="10:00 AM - 1:30 PM"
          hint="A range such as 10:00 AM - 1:30 PM; the event counts as upcoming until its end time."
          maxLength={EVENT_LIMITS.time}
          error={errors.time?.message}
          registration={register('time')}
        />
        <Field
          label="Location"
          required
          maxLength={EVENT_LIMITS.location}
          error={errors.location?.message}
          registration={register('location')}
        />
      </div>
      <Field
        label="Registration link"
        required
        type="url"
        inputMode="url"
        placeholder="https://"
        maxLength={EVENT_LIMITS.registrationLink}
        error={errors.registration_link?.message}
        registration={register('registration_link')}
      />
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
      {serverError && <FormMessage tone="error">{serverError}</FormMessage>}
      <div className="flex flex-wrap gap-3">
        <button type="submit" disabled={save.isPending} className={primaryButton}>
          {save.isPending ? busyLabel : mode === 'create' ? 'Upload Event' : 'Save Changes'}
        </button>
        {onCancel && (
          <button type="button" onClick={onCancel} disabled={save.isPending} className={secondaryButton}>
            Cancel
          </button>
        )}
      </div>
    </form>
  );
}
