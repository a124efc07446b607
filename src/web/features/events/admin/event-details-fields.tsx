import { useFieldArray, useFormState, useWatch, type UseFormReturn } from 'react-hook-form';
import { EVENT_DETAIL_LIMITS as LIMITS, ORGANISER_CONTACTS } from '#common/event-details';
import type { EventFormValues } from '#common/events';
import { Button } from '#web/components/ui/button';
import { FormField } from '#web/components/ui/form-field';
import { fieldErrorClass } from '#web/components/ui/form-styles';

type EventForm = Pick<UseFormReturn<EventFormValues>, 'register' | 'control'>;

const CONTACT_LABELS: Record<(typeof ORGANISER_CONTACTS)[number], string> = {
  none: 'Do not show a contact',
  email: 'Show an email address',
  page: 'Link to a contact page',
};
const CONTACT_OPTIONS = ORGANISER_CONTACTS.map((value) => ({ value, label: CONTACT_LABELS[value] }));

const BOX = 'rounded-xl bg-mist p-3 ring-1 ring-slate-200 sm:p-4';
const LEGEND = 'text-base font-semibold text-ink';

/** A message for a whole list (the server's, or "at most 30 items"), shown under its fieldset. */
function ListError({ form, name }: { form: EventForm; name: 'agenda' | 'speakers' }) {
  const { errors } = useFormState({ control: form.control, name });
  const error = errors[name] as { message?: string; root?: { message?: string } } | undefined;
  const message = error?.message ?? error?.root?.message;
  return message ? <p className={fieldErrorClass}>{message}</p> : null;
}

/** The agenda: timed rows the admin adds, removes and reorders by removing (docs/product.md#event-administration). */
function AgendaFields({ form }: { form: EventForm }) {
  const rows = useFieldArray({ control: form.control, name: 'agenda' });
  return (
    <fieldset className="space-y-3">
      <legend className={LEGEND}>Agenda</legend>
      <p className="text-sm text-slate-600">
        Times on the 24-hour clock, in the order they happen. Leave empty to show no agenda.
      </p>
      <ol className="space-y-3">
        {rows.fields.map((field, index) => (
          <li key={field.id} className={BOX}>
            <fieldset className="grid gap-3 sm:grid-cols-[8rem_8rem_1fr]">
              <legend className="sr-only">Agenda item {index + 1}</legend>
              <FormField
                form={form}
                name={`agenda.${index}.start`}
                label={`Item ${index + 1}: starts`}
                type="time"
                required
              />
              <FormField form={form} name={`agenda.${index}.end`} label="Ends (optional)" type="time" />
              <FormField
                form={form}
                name={`agenda.${index}.title`}
                label="Title"
                required
                maxLength={LIMITS.agendaTitle}
              />
              <FormField
                form={form}
                name={`agenda.${index}.speaker`}
                label="Speaker (optional)"
                maxLength={LIMITS.agendaSpeaker}
              />
              <div className="sm:col-span-2">
                <FormField
                  form={form}
                  name={`agenda.${index}.notes`}
                  label="Notes (optional)"
                  maxLength={LIMITS.agendaNotes}
                />
              </div>
            </fieldset>
            <Button
              type="button"
              variant="secondary"
              size="sm"
              className="mt-3"
              onClick={() => rows.remove(index)}
            >
              Remove item {index + 1}
            </Button>
          </li>
        ))}
      </ol>
      <ListError form={form} name="agenda" />
      {rows.fields.length < LIMITS.agendaItems && (
        <Button
          type="button"
          variant="secondary"
          size="sm"
          onClick={() => rows.append({ start: '', end: '', title: '', speaker: '', notes: '' })}
        >
          Add an agenda item
        </Button>
      )}
    </fieldset>
  );
}

function SpeakerFields({ form }: { form: EventForm }) {
  const rows = useFieldArray({ control: form.control, name: 'speakers' });
  return (
    <fieldset className="space-y-3">
      <legend className={LEGEND}>Speakers</legend>
      <ol className="space-y-3">
        {rows.fields.map((field, index) => (
          <li key={field.id} className={BOX}>
            <fieldset className="grid gap-3 sm:grid-cols-3">
              <legend className="sr-only">Speaker {index + 1}</legend>
              <FormField
                form={form}
                name={`speakers.${index}.name`}
                label={`Speaker ${index + 1}: name`}
                required
                maxLength={LIMITS.speakerName}
              />
              <FormField
                form={form}
                name={`speakers.${index}.role`}
                label="Role or affiliation (optional)"
                maxLength={LIMITS.speakerRole}
              />
              <FormField
                form={form}
                name={`speakers.${index}.link`}
                label="Link (optional)"
                type="url"
                inputMode="url"
                placeholder="https://"
                maxLength={LIMITS.link}
              />
            </fieldset>
            <Button
              type="button"
              variant="secondary"
              size="sm"
              className="mt-3"
              onClick={() => rows.remove(index)}
            >
              Remove speaker {index + 1}
            </Button>
          </li>
        ))}
      </ol>
      <ListError form={form} name="speakers" />
      {rows.fields.length < LIMITS.speakers && (
        <Button
          type="button"
          variant="secondary"
          size="sm"
          onClick={() => rows.append({ name: '', role: '', link: '' })}
        >
          Add a speaker
        </Button>
      )}
    </fieldset>
  );
}

function VenueFields({ form }: { form: EventForm }) {
  return (
    <fieldset className="space-y-3">
      <legend className={LEGEND}>Venue</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField form={form} name="venue.address" label="Address (optional)" maxLength={LIMITS.address} />
        <FormField form={form} name="venue.room" label="Room (optional)" maxLength={LIMITS.room} />
      </div>
      <FormField
        form={form}
        name="venue.map_link"
        label="Map link (optional)"
        type="url"
        inputMode="url"
        placeholder="https://"
        maxLength={LIMITS.link}
      />
      <FormField
        form={form}
        name="venue.directions"
        label="How to get there (optional)"
        multiline
        rows={2}
        maxLength={LIMITS.directions}
      />
      <FormField
        form={form}
        name="venue.accessibility"
        label="Accessibility (optional)"
        hint="Step-free access, lifts, toilets, hearing loops: what someone needs to know before coming."
        multiline
        rows={2}
        maxLength={LIMITS.accessibility}
      />
    </fieldset>
  );
}

function OrganiserFields({ form }: { form: EventForm }) {
  const contact = useWatch({ control: form.control, name: 'organiser.contact' });
  return (
    <fieldset className="space-y-3">
      <legend className={LEGEND}>Organiser</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField
          form={form}
          name="organiser.name"
          label="Organiser (optional)"
          hint="Empty shows the centre as the organiser."
          maxLength={LIMITS.organiserName}
        />
        <FormField
          form={form}
          name="organiser.contact"
          label="Contact on the public page"
          options={CONTACT_OPTIONS}
          hint="Only the contact chosen here is saved and shown to everyone."
        />
      </div>
      {contact === 'email' && (
        <FormField
          form={form}
          name="organiser.email"
          label="Contact email"
          type="email"
          inputMode="email"
          required
          maxLength={LIMITS.email}
        />
      )}
      {contact === 'page' && (
        <FormField
          form={form}
          name="organiser.page"
          label="Contact page"
          type="url"
          inputMode="url"
          placeholder="https://"
          required
          maxLength={LIMITS.link}
        />
      )}
    </fieldset>
  );
}

/**
 * The event page's details in the event form (docs/product.md#event-administration): agenda, speakers,
 * venue, organiser and what to bring.
 */
export function EventDetailsFields({ form }: { form: EventForm }) {
  return (
    <div className="space-y-6 border-t border-slate-200 pt-5">
      <h3 className="text-lg font-bold text-ink">The event’s page</h3>
      <AgendaFields form={form} />
      <SpeakerFields form={form} />
      <VenueFields form={form} />
      <OrganiserFields form={form} />
      <FormField
        form={form}
        name="what_to_bring"
        label="What to bring (optional)"
        multiline
        rows={2}
        maxLength={LIMITS.whatToBring}
      />
    </div>
  );
}
