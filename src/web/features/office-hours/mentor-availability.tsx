import { useState } from 'react';
import { ActionNotice, type ActionOutcome, failedOutcome } from '#web/components/ui/status';
import {
  LIMIT_MAX,
  officeHoursSettingsSchema,
  officeHoursWindowSchema,
  SLOT_LENGTHS,
  type OfficeHoursSettingsInput,
  type OfficeHoursSettingsView,
  type OfficeHoursWindowInput,
  type OfficeHoursWindowView,
} from '#common/office-hours';
import { canonicalZone, zoneChoices } from '#common/time-zones';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog';
import { Field, FormError, FormMessage } from '#web/components/ui/form-field';
import { serverMessageOr, useServerForm } from '#web/lib/use-server-form';
import { useChangeWindow } from './api/change-window';
import { useSaveSettings } from './api/save-settings';
import { viewerZone } from './session-time';
import { dateTimeFormat } from '#common/intl-cache';
import { Button } from '#web/components/ui/button';

export const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/**
 * The mentor's zone, slot length and limits (docs/product.md#office-hours). The zone is typed with
 * suggestions, the centre's and the browser's first, all by their current names (`canonicalZone`).
 */
export function SettingsForm({
  settings,
  centreZone,
}: {
  settings: OfficeHoursSettingsView | null;
  centreZone: string;
}) {
  const save = useSaveSettings();
  const [saved, setSaved] = useState<string | null>(null);
  const form = useServerForm(officeHoursSettingsSchema, {
    defaultValues: {
      timeZone: canonicalZone(settings?.timeZone ?? viewerZone()),
      slotMinutes: String(settings?.slotMinutes ?? 30),
      perWeekLimit: String(settings?.perWeekLimit ?? 5),
      perStartupLimit: String(settings?.perStartupLimit ?? 2),
    } as unknown as OfficeHoursSettingsInput,
    failureMessage: serverMessageOr('The settings could not be saved. Please try again.'),
  });
  const errors = form.formState.errors;
  const submit = form.handleSubmit((input) => {
    form.clearFormError();
    setSaved(null);
    save.mutate(
      { ...input, timeZone: canonicalZone(input.timeZone) },
      { onSuccess: (answer) => setSaved(answer.message), onError: form.showServerError },
    );
  });
  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-4 sm:grid-cols-2">
      <Field
        label="Your time zone"
        hint="Type a city to search, for example Kolkata or Berlin."
        autoComplete="off"
        suggestions={zoneChoices([centreZone, viewerZone()])}
        error={errors.timeZone?.message}
        registration={form.register('timeZone')}
      />
      <Field
        label="Slot length"
        options={SLOT_LENGTHS.map((minutes) => ({ value: String(minutes), label: `${minutes} minutes` }))}
        error={errors.slotMinutes?.message}
        registration={form.register('slotMinutes')}
      />
      <Field
        label="Sessions per week"
        type="number"
        min={1}
        inputMode="numeric"
        hint={`At most ${LIMIT_MAX}`}
        error={errors.perWeekLimit?.message}
        registration={form.register('perWeekLimit')}
      />
      <Field
        label="Sessions per startup per week"
        type="number"
        min={1}
        inputMode="numeric"
        error={errors.perStartupLimit?.message}
        registration={form.register('perStartupLimit')}
      />
      <div className="space-y-3 sm:col-span-2">
        <FormError message={form.formError} />
        {saved ? <FormMessage tone="success">{saved}</FormMessage> : null}
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save settings'}
        </Button>
      </div>
    </form>
  );
}

/** Adds a weekly window or a single date, in the mentor's zone. */
export function AddWindowForm({ timeZone }: { timeZone: string }) {
  const change = useChangeWindow();
  const [saved, setSaved] = useState<string | null>(null);
  const [kind, setKind] = useState<'weekly' | 'single'>('weekly');
  const form = useServerForm(officeHoursWindowSchema, {
    // The weekday and date fields come and go with "Repeats": only the one shown is sent.
    shouldUnregister: true,
    defaultValues: {
      kind: 'weekly',
      weekday: '1',
      start: '10:00',
      end: '12:00',
    } as unknown as OfficeHoursWindowInput,
    serverFields: ['weekday', 'date', 'start', 'end'] as never,
    failureMessage: serverMessageOr('The availability could not be added. Please try again.'),
  });
  const errors = form.formState.errors as Partial<
    Record<'weekday' | 'date' | 'start' | 'end', { message?: string }>
  >;
  const submit = form.handleSubmit((input) => {
    form.clearFormError();
    setSaved(null);
    change.mutate(input, { onSuccess: (answer) => setSaved(answer.message), onError: form.showServerError });
  });
  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-4 sm:grid-cols-2">
      <Field
        label="Repeats"
        options={[
          { value: 'weekly', label: 'Every week' },
          { value: 'single', label: 'One date' },
        ]}
        registration={form.register('kind', {
          onChange: (event: { target: { value: string } }) =>
            setKind(event.target.value as 'weekly' | 'single'),
        })}
      />
      {kind === 'weekly' ? (
        <Field
          label="Weekday"
          options={WEEKDAYS.map((day, i) => ({ value: String(i + 1), label: day }))}
          error={errors.weekday?.message}
          registration={form.register('weekday' as never)}
        />
      ) : (
        <Field
          label="Date"
          type="date"
          error={errors.date?.message}
          registration={form.register('date' as never)}
        />
      )}
      <Field
        label={`From (${timeZone})`}
        type="time"
        error={errors.start?.message}
        registration={form.register('start')}
      />
      <Field
        label={`Until (${timeZone})`}
        type="time"
        error={errors.end?.message}
        registration={form.register('end')}
      />
      <div className="space-y-3 sm:col-span-2">
        <FormError message={form.formError} />
        {saved ? <FormMessage tone="success">{saved}</FormMessage> : null}
        <Button type="submit" disabled={change.isPending}>
          {change.isPending ? 'Adding…' : 'Add availability'}
        </Button>
      </div>
    </form>
  );
}

export function describeWindow(window: OfficeHoursWindowView): string {
  const when =
    window.weekday !== null
      ? `Every ${WEEKDAYS[window.weekday - 1]}`
      : dateTimeFormat('en-IN', {
          weekday: 'short',
          day: 'numeric',
          month: 'short',
          year: 'numeric',
          timeZone: 'UTC',
        }).format(new Date(`${window.date}T00:00:00Z`));
  return `${when}, ${window.start}–${window.end} (${canonicalZone(window.timeZone)})`;
}

/** The published windows, each removable after a confirmation. */
export function WindowList({ windows }: { windows: OfficeHoursWindowView[] }) {
  const change = useChangeWindow();
  const [removing, setRemoving] = useState<OfficeHoursWindowView | null>(null);
  const [notice, setNotice] = useState<ActionOutcome | null>(null);
  if (windows.length === 0)
    return <p className="text-slate-700">You have not published any availability yet. Add a window below.</p>;
  return (
    <>
      {notice && <ActionNotice look="box" notice={notice} />}
      <ul className="divide-y divide-slate-200">
        {windows.map((window) => (
          <li key={window.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
            <span className="text-ink">{describeWindow(window)}</span>
            <Button type="button" variant="secondary" onClick={() => setRemoving(window)}>
              Remove<span className="sr-only">: {describeWindow(window)}</span>
            </Button>
          </li>
        ))}
      </ul>
      {removing ? (
        <ConfirmDialog
          title="Remove this availability?"
          confirmLabel="Remove"
          busyLabel="Removing…"
          busy={change.isPending}
          onCancel={() => setRemoving(null)}
          onConfirm={() =>
            change.mutate(
              { remove: removing.id },
              {
                onSuccess: (answer) => {
                  setRemoving(null);
                  setNotice({ tone: 'ok', text: answer.message });
                },
                onError: (error) => {
                  setRemoving(null);
                  setNotice(failedOutcome(error));
                },
              },
            )
          }
        >
          {describeWindow(removing)}: its free slots disappear; sessions already booked in it stay booked.
        </ConfirmDialog>
      ) : null}
    </>
  );
}
