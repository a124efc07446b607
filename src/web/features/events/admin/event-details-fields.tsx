import { Controller, useFieldArray, useFormState, useWatch } from 'react-hook-form';
import { EVENT_DETAIL_LIMITS as LIMITS, ORGANISER_CONTACTS } from '#common/event-details';
import { Button } from '#web/components/ui/button';
import { FormField } from '#web/components/ui/form-field';
import { formatDay } from '../format';
import { ImagePicker } from './image-picker';
import { GROUP_LEGEND, RepeatedRows, type EventForm } from './repeated-rows';

const CONTACT_LABELS: Record<(typeof ORGANISER_CONTACTS)[number], string> = {
  none: 'Do not show a contact',
  email: 'Show an email address',
  page: 'Link to a contact page',
};
const CONTACT_OPTIONS = ORGANISER_CONTACTS.map((value) => ({ value, label: CONTACT_LABELS[value] }));

/** Longer events than this choose an item's day by typing it (the list would be too long to read). */
const MAX_LISTED_DAYS = 31;

/** The event's days (YYYY-MM-DD), first to last, when both dates are valid and in order. */
function eventDays(start: string | undefined, end: string | undefined): string[] {
  if (!start || !end || !/^\d{4}-\d{2}-\d{2}$/.test(start) || !/^\d{4}-\d{2}-\d{2}$/.test(end)) return [];
  const days: string[] = [];
  for (let at = Date.parse(`${start}T00:00:00Z`); days.length <= MAX_LISTED_DAYS; at += 86_400_000) {
    const day = new Date(at).toISOString().slice(0, 10);
    if (Number.isNaN(at) || day > end) break;
    days.push(day);
  }
  return days;
}

/**
 * The agenda: timed rows the admin adds and removes (docs/product.md#event-administration); an event over
 * several days gives each row its day, a one-day event needs none.
 */
function AgendaFields({ form }: { form: EventForm }) {
  const rows = useFieldArray({ control: form.control, name: 'agenda' });
  const [start, end, agenda] = useWatch({
    control: form.control,
    name: ['start_date', 'end_date', 'agenda'],
  });
  const days = eventDays(start, end);
  const dayOptions = [
    { value: '', label: 'First day' },
    ...days.map((day, index) => ({ value: day, label: `Day ${index + 1}: ${formatDay(day)}` })),
  ];
  // A day stays editable while it is set, so a message about it (the event got shorter) can be seen.
  const showDay = (index: number) => days.length > 1 || Boolean(agenda?.[index]?.day);
  return (
    <RepeatedRows
      form={form}
      name="agenda"
      legend="Agenda"
      intro="Items in the order they happen, each with its start time. Leave empty to show no agenda."
      rowKeys={rows.fields.map((field) => field.id)}
      max={LIMITS.agendaItems}
      rowName={(index) => `Agenda item ${index + 1}`}
      removeLabel={(index) => `Remove item ${index + 1}`}
      gridClassName="grid gap-3 sm:grid-cols-[10rem_10rem_1fr]"
      addLabel="Add an agenda item"
      onAdd={() =>
        rows.append({ day: agenda?.at(-1)?.day ?? '', start: '', end: '', title: '', speaker: '', notes: '' })
      }
      onRemove={rows.remove}
    >
      {(index) => (
        <>
          {showDay(index) && (
            // As wide as the two time columns under it, not the whole row.
            <div className="sm:col-span-3 sm:max-w-[20.75rem]">
              {days.length > 1 && days.length <= MAX_LISTED_DAYS ? (
                <FormField form={form} name={`agenda.${index}.day`} label="Day" options={dayOptions} />
              ) : (
                <FormField
                  form={form}
                  name={`agenda.${index}.day`}
                  label="Day (optional)"
                  type="date"
                  hint="One of the event’s days; empty means the first."
                />
              )}
            </div>
          )}
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
          {/* A name under the two time columns, so it is not cut at a time's width. */}
          <div className="sm:col-span-2">
            <FormField
              form={form}
              name={`agenda.${index}.speaker`}
              label="Speaker (optional)"
              maxLength={LIMITS.agendaSpeaker}
            />
          </div>
          <FormField
            form={form}
            name={`agenda.${index}.notes`}
            label="Notes (optional)"
            maxLength={LIMITS.agendaNotes}
          />
        </>
      )}
    </RepeatedRows>
  );
}

/** A speaker's photo: the stored one until another is picked or it is removed (docs/product.md#image-uploads). */
function SpeakerPhotoField({
  form,
  index,
  storedPhotos,
}: {
  form: EventForm;
  index: number;
  storedPhotos: ReadonlyMap<string, string>;
}) {
  const [photo, name] = useWatch({
    control: form.control,
    name: [`speakers.${index}.photo`, `speakers.${index}.name`],
  });
  const { errors } = useFormState({ control: form.control, name: `speakers.${index}` });
  const rowErrors = errors.speakers?.[index] as
    { photo?: { message?: string }; photo_file?: { message?: string } } | undefined;
  return (
    <Controller
      control={form.control}
      name={`speakers.${index}.photo_file`}
      render={({ field }) => {
        const picked = (field.value as File | null | undefined) ?? null;
        return (
          <div className="space-y-2">
            <ImagePicker
              label={`Photo of ${name || `speaker ${index + 1}`} (optional)`}
              value={picked}
              onChange={field.onChange}
              currentSrc={photo ? storedPhotos.get(photo) : undefined}
              error={rowErrors?.photo_file?.message ?? rowErrors?.photo?.message}
            />
            {(picked || photo) && (
              <Button
                type="button"
                variant="link"
                size="sm"
                onClick={() => {
                  field.onChange(null);
                  form.setValue(`speakers.${index}.photo`, '', { shouldDirty: true });
                }}
              >
                Remove the photo of speaker {index + 1}
              </Button>
            )}
          </div>
        );
      }}
    />
  );
}

function SpeakerFields({
  form,
  storedPhotos,
}: {
  form: EventForm;
  storedPhotos: ReadonlyMap<string, string>;
}) {
  const rows = useFieldArray({ control: form.control, name: 'speakers' });
  return (
    <RepeatedRows
      form={form}
      name="speakers"
      legend="Speakers"
      rowKeys={rows.fields.map((field) => field.id)}
      max={LIMITS.speakers}
      rowName={(index) => `Speaker ${index + 1}`}
      removeLabel={(index) => `Remove speaker ${index + 1}`}
      gridClassName="grid gap-3 sm:grid-cols-3"
      addLabel="Add a speaker"
      onAdd={() => rows.append({ name: '', role: '', link: '', photo: '', photo_alt: '', photo_file: null })}
      onRemove={rows.remove}
    >
      {(index) => (
        <>
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
          <div className="sm:col-span-2">
            <SpeakerPhotoField form={form} index={index} storedPhotos={storedPhotos} />
          </div>
          <FormField
            form={form}
            name={`speakers.${index}.photo_alt`}
            label="Photo description (optional)"
            hint="What screen readers say for the photo; empty says “Photo of” and the name."
            maxLength={LIMITS.photoAlt}
          />
        </>
      )}
    </RepeatedRows>
  );
}

function VenueFields({ form }: { form: EventForm }) {
  return (
    <fieldset className="space-y-3">
      <legend className={GROUP_LEGEND}>Venue</legend>
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
      <legend className={GROUP_LEGEND}>Organiser</legend>
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
export function EventDetailsFields({
  form,
  storedPhotos,
}: {
  form: EventForm;
  /** The event's stored speaker photos (key → address), shown until replaced. */
  storedPhotos: ReadonlyMap<string, string>;
}) {
  return (
    <div className="space-y-6 border-t border-slate-200 pt-5">
      <h3 className="text-lg font-bold text-ink">The event’s page</h3>
      <AgendaFields form={form} />
      <SpeakerFields form={form} storedPhotos={storedPhotos} />
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
