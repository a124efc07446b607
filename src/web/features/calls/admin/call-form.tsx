import { useState } from 'react';
import { useFieldArray, useWatch, type FieldErrors } from 'react-hook-form';
import { CALL_LIMITS, QUESTION_TYPE_LABELS, QUESTION_TYPES, type Call, type CallInput } from '#common/calls';
import { FormField } from '#web/components/ui/form-field';
import { ActionNotice } from '#web/components/ui/status';
import { apiMessageOr, useServerForm } from '#web/lib/use-server-form';
import { usePrograms } from '#web/features/programs';
import { useSaveCall } from '../api/admin-calls';
import { Button } from '#web/components/ui/button';
import { callFormSchema, initialValues, nextId, type CallFormValues } from './call-form-values';

/** 0 … count − 1: the rows a list may have. */
const rows = (count: number) => Array.from({ length: count }, (_, index) => index);

const CHECK_FIELDS = 'Please check the highlighted fields.';

/** The message about a whole list (too many, none, a repeated id): the server's, or the check's in `root`. */
const listMessage = (error: FieldErrors<CallFormValues>['questions' | 'rubric']) =>
  error?.message ?? error?.root?.message;

/** Create or edit a call (docs/product.md#calls-tab): times typed in the centre's zone, kept in UTC. */
export function CallForm({
  call,
  timezone,
  onDone,
}: {
  call: Call | null;
  timezone: string;
  onDone: (message: string) => void;
}) {
  const programs = usePrograms();
  const locked = call !== null && call.drafts + call.submitted > 0;
  const [schema] = useState(() => callFormSchema(timezone));
  const [defaultValues] = useState(() => initialValues(call, timezone));
  const [checkFailed, setCheckFailed] = useState(false);
  const save = useSaveCall();
  const form = useServerForm(schema, {
    defaultValues,
    failureMessage: apiMessageOr('The call could not be saved. Please try again.'),
    // The server names one field of one row (`questions.0.label`); a message about a whole list goes above it.
    serverFields: [
      'program',
      'title',
      'opensAt',
      'closesAt',
      'reviewDeadline',
      ...rows(CALL_LIMITS.questions).flatMap((index) =>
        (['label', 'options', 'max'] as const).map((part) => `questions.${index}.${part}` as const),
      ),
      'questions',
      ...rows(CALL_LIMITS.criteria).flatMap((index) =>
        (['name', 'weight'] as const).map((part) => `rubric.${index}.${part}` as const),
      ),
      'rubric',
    ],
  });
  const { control, formState, formError, clearFormError, showServerError } = form;
  const questions = useFieldArray({ control, name: 'questions' });
  const rubric = useFieldArray({ control, name: 'rubric' });
  const types = useWatch({ control, name: 'questions' }).map((question) => question.type);

  const submit = form.handleSubmit(
    async (values: CallInput) => {
      setCheckFailed(false);
      clearFormError();
      const { program: _program, ...patch } = values;
      const body = call ? (locked ? { ...patch, questions: undefined, rubric: undefined } : patch) : values;
      try {
        const saved = await save.mutateAsync({ id: call?.id ?? null, input: body });
        onDone(call ? `Saved “${saved.title}”.` : `Opened the call “${saved.title}”.`);
      } catch (error) {
        showServerError(error);
      }
    },
    () => {
      clearFormError();
      setCheckFailed(true);
    },
  );
  const failure = formError ?? (checkFailed ? CHECK_FIELDS : null);

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-labelledby="call-form-heading"
      className="space-y-5"
    >
      <h3 id="call-form-heading" className="text-lg font-semibold text-ink">
        {call ? `Edit “${call.title}”` : 'Open a call'}
      </h3>
      {!call && (
        <FormField
          form={form}
          name="program"
          label="Programme"
          required
          options={[
            { value: '', label: 'Choose a programme' },
            ...(programs.data ?? []).map((p) => ({ value: p.slug, label: p.title })),
          ]}
        />
      )}
      <FormField form={form} name="title" label="Title" required maxLength={CALL_LIMITS.title} />
      <div className="grid gap-5 sm:grid-cols-3">
        <FormField
          form={form}
          name="opensAt"
          label="Opens"
          type="datetime-local"
          required
          hint={`Time in ${timezone}`}
        />
        <FormField
          form={form}
          name="closesAt"
          label="Closes"
          type="datetime-local"
          required
          hint={`Time in ${timezone}`}
        />
        <FormField
          form={form}
          name="reviewDeadline"
          label="Review deadline"
          type="datetime-local"
          hint="Optional"
        />
      </div>
      <label className="flex items-center gap-3 text-ink">
        <input type="checkbox" {...form.register('blind')} className="h-5 w-5" />
        Blind review: reviewers do not see the applicant’s or the team’s name
      </label>

      <fieldset className="space-y-4" disabled={locked}>
        <legend className="font-semibold text-ink">Questions</legend>
        {locked && (
          <p className="text-sm text-slate-700">Questions and rubric are fixed: people have applied.</p>
        )}
        {listMessage(formState.errors.questions) && (
          <p className="text-sm font-medium text-red-700">{listMessage(formState.errors.questions)}</p>
        )}
        {questions.fields.map((row, index) => (
          <div key={row.id} className="space-y-3 rounded-xl p-4 ring-1 ring-slate-200">
            <div className="grid gap-3 sm:grid-cols-[1fr_12rem]">
              <FormField
                form={form}
                name={`questions.${index}.label`}
                label={`Question ${index + 1}`}
                required
              />
              <FormField
                form={form}
                name={`questions.${index}.type`}
                label="Type"
                options={QUESTION_TYPES.map((value) => ({ value, label: QUESTION_TYPE_LABELS[value] }))}
              />
            </div>
            <FormField form={form} name={`questions.${index}.help`} label="Help text" hint="Optional" />
            {types[index] === 'single_choice' && (
              <FormField
                form={form}
                name={`questions.${index}.options`}
                label="Options"
                multiline
                rows={3}
                hint="One per line, at least two"
              />
            )}
            {types[index] === 'number' && (
              <div className="grid gap-3 sm:grid-cols-2">
                <FormField form={form} name={`questions.${index}.min`} label="Smallest" type="number" />
                <FormField form={form} name={`questions.${index}.max`} label="Largest" type="number" />
              </div>
            )}
            <div className="flex flex-wrap items-center justify-between gap-3">
              <label className="flex items-center gap-2 text-ink">
                <input
                  type="checkbox"
                  {...form.register(`questions.${index}.required`)}
                  className="h-5 w-5"
                />
                Required
              </label>
              <Button type="button" variant="secondary" onClick={() => questions.remove(index)}>
                Remove question {index + 1}
              </Button>
            </div>
          </div>
        ))}
        <Button
          type="button"
          variant="secondary"
          onClick={() =>
            questions.append(
              {
                id: nextId('q', form.getValues('questions')),
                type: 'short_text',
                label: '',
                help: '',
                required: false,
                options: '',
                min: '',
                max: '',
              },
              { shouldFocus: false },
            )
          }
        >
          Add a question
        </Button>
      </fieldset>

      <fieldset className="space-y-4" disabled={locked}>
        <legend className="font-semibold text-ink">Rubric (each criterion scored 1–5)</legend>
        {listMessage(formState.errors.rubric) && (
          <p className="text-sm font-medium text-red-700">{listMessage(formState.errors.rubric)}</p>
        )}
        {rubric.fields.map((row, index) => (
          <div
            key={row.id}
            className="grid gap-3 rounded-xl p-4 ring-1 ring-slate-200 sm:grid-cols-[1fr_2fr_6rem]"
          >
            <FormField form={form} name={`rubric.${index}.name`} label={`Criterion ${index + 1}`} required />
            <FormField form={form} name={`rubric.${index}.description`} label="Description" />
            <FormField form={form} name={`rubric.${index}.weight`} label="Weight" type="number" min={1} />
            {rubric.fields.length > 1 && (
              <Button
                type="button"
                variant="secondary"
                className="sm:col-span-3 sm:justify-self-end"
                onClick={() => rubric.remove(index)}
              >
                Remove criterion {index + 1}
              </Button>
            )}
          </div>
        ))}
        <Button
          type="button"
          variant="secondary"
          onClick={() =>
            rubric.append(
              { id: nextId('c', form.getValues('rubric')), name: '', description: '', weight: '1' },
              { shouldFocus: false },
            )
          }
        >
          Add a criterion
        </Button>
      </fieldset>

      <ActionNotice look="box" notice={failure ? { tone: 'error', text: failure } : null} />
      <Button type="submit" disabled={save.isPending}>
        {save.isPending ? 'Saving...' : call ? 'Save call' : 'Open call'}
      </Button>
    </form>
  );
}
