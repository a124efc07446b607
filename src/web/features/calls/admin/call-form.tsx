import { useState, type FormEvent } from 'react';
import {
  CALL_LIMITS,
  callSchema,
  QUESTION_TYPE_LABELS,
  QUESTION_TYPES,
  type Call,
  type Criterion,
  type QuestionType,
} from '#common/calls';
import { utcToZonedTime, zonedTimeToUtc } from '#common/times';
import { Field, FormMessage } from '#web/components/ui/form-field';
import { primaryButton, secondaryButton } from '#web/components/ui/form-styles';
import { ApiError } from '#web/lib/api-client';
import { usePrograms } from '#web/features/programs';
import { useSaveCall } from '../api/admin-calls';

interface QuestionDraft {
  id: string;
  type: QuestionType;
  label: string;
  help: string;
  required: boolean;
  options: string;
  min: string;
  max: string;
}
type CriterionDraft = Omit<Criterion, 'weight'> & { weight: string };

/** A fresh id for a new row, unique among the existing ones (ids of saved rows never change). */
const nextId = (prefix: string, taken: { id: string }[]) => {
  let n = taken.length + 1;
  while (taken.some((row) => row.id === `${prefix}${n}`)) n += 1;
  return `${prefix}${n}`;
};

const handlers = (value: string, set: (value: string) => void) => ({
  value,
  registration: {
    name: 'field',
    onChange: async (event: { target: { value: string } }) => set(event.target.value),
    onBlur: async () => undefined,
    ref: () => undefined,
  },
});

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
  const [program, setProgram] = useState(call?.program ?? '');
  const [title, setTitle] = useState(call?.title ?? '');
  const [opensAt, setOpensAt] = useState(call ? utcToZonedTime(call.opensAt, timezone) : '');
  const [closesAt, setClosesAt] = useState(call ? utcToZonedTime(call.closesAt, timezone) : '');
  const [reviewDeadline, setReviewDeadline] = useState(
    call?.reviewDeadline ? utcToZonedTime(call.reviewDeadline, timezone) : '',
  );
  const [blind, setBlind] = useState(call?.blind ?? false);
  const [questions, setQuestions] = useState<QuestionDraft[]>(
    (call?.questions ?? []).map((q) => ({
      id: q.id,
      type: q.type,
      label: q.label,
      help: q.help,
      required: q.required,
      options: (q.options ?? []).join('\n'),
      min: q.min === undefined ? '' : String(q.min),
      max: q.max === undefined ? '' : String(q.max),
    })),
  );
  const [criteria, setCriteria] = useState<CriterionDraft[]>(
    (call?.rubric ?? [{ id: 'c1', name: '', description: '', weight: 1 }]).map((c) => ({
      ...c,
      weight: String(c.weight),
    })),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const save = useSaveCall();

  function input() {
    const instant = (local: string) => (local ? (zonedTimeToUtc(local, timezone) ?? local) : '');
    return {
      program,
      title,
      opensAt: instant(opensAt),
      closesAt: instant(closesAt),
      reviewDeadline: reviewDeadline ? instant(reviewDeadline) : null,
      blind,
      questions: questions.map((q) => ({
        id: q.id,
        type: q.type,
        label: q.label,
        help: q.help,
        required: q.required,
        ...(q.type === 'single_choice'
          ? {
              options: q.options
                .split('\n')
                .map((o) => o.trim())
                .filter(Boolean),
            }
          : {}),
        ...(q.type === 'number' && q.min.trim() !== '' ? { min: Number(q.min) } : {}),
        ...(q.type === 'number' && q.max.trim() !== '' ? { max: Number(q.max) } : {}),
      })),
      rubric: criteria.map((c) => ({ ...c, weight: Number(c.weight) })),
    };
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const values = input();
    const checked = callSchema.safeParse(values);
    if (!checked.success) {
      const found: Record<string, string> = {};
      for (const issue of checked.error.issues) found[issue.path.map(String).join('.')] ??= issue.message;
      setErrors(found);
      setFailure('Please check the highlighted fields.');
      return;
    }
    setErrors({});
    const { program: _program, ...patch } = values;
    const body = call ? (locked ? { ...patch, questions: undefined, rubric: undefined } : patch) : values;
    try {
      const saved = await save.mutateAsync({ id: call?.id ?? null, input: body });
      onDone(call ? `Saved “${saved.title}”.` : `Opened the call “${saved.title}”.`);
    } catch (error) {
      if (error instanceof ApiError) {
        setErrors(error.fieldErrors);
        setFailure(error.message);
      } else setFailure('The call could not be saved. Please try again.');
    }
  }

  const setQuestion = (index: number, change: Partial<QuestionDraft>) =>
    setQuestions((rows) => rows.map((row, i) => (i === index ? { ...row, ...change } : row)));
  const setCriterion = (index: number, change: Partial<CriterionDraft>) =>
    setCriteria((rows) => rows.map((row, i) => (i === index ? { ...row, ...change } : row)));

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
        <Field
          label="Programme"
          required
          options={[
            { value: '', label: 'Choose a programme' },
            ...(programs.data ?? []).map((p) => ({ value: p.slug, label: p.title })),
          ]}
          error={errors.program}
          {...handlers(program, setProgram)}
        />
      )}
      <Field
        label="Title"
        required
        maxLength={CALL_LIMITS.title}
        error={errors.title}
        {...handlers(title, setTitle)}
      />
      <div className="grid gap-5 sm:grid-cols-3">
        <Field
          label="Opens"
          type="datetime-local"
          required
          hint={`Time in ${timezone}`}
          error={errors.opensAt}
          {...handlers(opensAt, setOpensAt)}
        />
        <Field
          label="Closes"
          type="datetime-local"
          required
          hint={`Time in ${timezone}`}
          error={errors.closesAt}
          {...handlers(closesAt, setClosesAt)}
        />
        <Field
          label="Review deadline"
          type="datetime-local"
          hint="Optional"
          error={errors.reviewDeadline}
          {...handlers(reviewDeadline, setReviewDeadline)}
        />
      </div>
      <label className="flex items-center gap-3 text-ink">
        <input
          type="checkbox"
          checked={blind}
          onChange={(event) => setBlind(event.target.checked)}
          className="h-5 w-5"
        />
        Blind review: reviewers do not see the applicant’s or the team’s name
      </label>

      <fieldset className="space-y-4" disabled={locked}>
        <legend className="font-semibold text-ink">Questions</legend>
        {locked && (
          <p className="text-sm text-slate-700">Questions and rubric are fixed: people have applied.</p>
        )}
        {errors.questions && <p className="text-sm font-medium text-red-700">{errors.questions}</p>}
        {questions.map((question, index) => (
          <div key={question.id} className="space-y-3 rounded-xl p-4 ring-1 ring-slate-200">
            <div className="grid gap-3 sm:grid-cols-[1fr_12rem]">
              <Field
                label={`Question ${index + 1}`}
                required
                error={errors[`questions.${index}.label`]}
                {...handlers(question.label, (label) => setQuestion(index, { label }))}
              />
              <Field
                label="Type"
                options={QUESTION_TYPES.map((value) => ({ value, label: QUESTION_TYPE_LABELS[value] }))}
                {...handlers(question.type, (type) => setQuestion(index, { type: type as QuestionType }))}
              />
            </div>
            <Field
              label="Help text"
              hint="Optional"
              {...handlers(question.help, (help) => setQuestion(index, { help }))}
            />
            {question.type === 'single_choice' && (
              <Field
                label="Options"
                multiline
                rows={3}
                hint="One per line, at least two"
                error={errors[`questions.${index}.options`]}
                {...handlers(question.options, (options) => setQuestion(index, { options }))}
              />
            )}
            {question.type === 'number' && (
              <div className="grid gap-3 sm:grid-cols-2">
                <Field
                  label="Smallest"
                  type="number"
                  {...handlers(question.min, (min) => setQuestion(index, { min }))}
                />
                <Field
                  label="Largest"
                  type="number"
                  error={errors[`questions.${index}.max`]}
                  {...handlers(question.max, (max) => setQuestion(index, { max }))}
                />
              </div>
            )}
            <div className="flex flex-wrap items-center justify-between gap-3">
              <label className="flex items-center gap-2 text-ink">
                <input
                  type="checkbox"
                  checked={question.required}
                  onChange={(event) => setQuestion(index, { required: event.target.checked })}
                  className="h-5 w-5"
                />
                Required
              </label>
              <button
                type="button"
                className={secondaryButton}
                onClick={() => setQuestions((rows) => rows.filter((_, i) => i !== index))}
              >
                Remove question {index + 1}
              </button>
            </div>
          </div>
        ))}
        <button
          type="button"
          className={secondaryButton}
          onClick={() =>
            setQuestions((rows) => [
              ...rows,
              {
                id: nextId('q', rows),
                type: 'short_text',
                label: '',
                help: '',
                required: false,
                options: '',
                min: '',
                max: '',
              },
            ])
          }
        >
          Add a question
        </button>
      </fieldset>

      <fieldset className="space-y-4" disabled={locked}>
        <legend className="font-semibold text-ink">Rubric (each criterion scored 1–5)</legend>
        {errors.rubric && <p className="text-sm font-medium text-red-700">{errors.rubric}</p>}
        {criteria.map((criterion, index) => (
          <div
            key={criterion.id}
            className="grid gap-3 rounded-xl p-4 ring-1 ring-slate-200 sm:grid-cols-[1fr_2fr_6rem]"
          >
            <Field
              label={`Criterion ${index + 1}`}
              required
              error={errors[`rubric.${index}.name`]}
              {...handlers(criterion.name, (name) => setCriterion(index, { name }))}
            />
            <Field
              label="Description"
              {...handlers(criterion.description, (description) => setCriterion(index, { description }))}
            />
            <Field
              label="Weight"
              type="number"
              min={1}
              error={errors[`rubric.${index}.weight`]}
              {...handlers(criterion.weight, (weight) => setCriterion(index, { weight }))}
            />
            {criteria.length > 1 && (
              <button
                type="button"
                className={`${secondaryButton} sm:col-span-3 sm:justify-self-end`}
                onClick={() => setCriteria((rows) => rows.filter((_, i) => i !== index))}
              >
                Remove criterion {index + 1}
              </button>
            )}
          </div>
        ))}
        <button
          type="button"
          className={secondaryButton}
          onClick={() =>
            setCriteria((rows) => [
              ...rows,
              { id: nextId('c', rows), name: '', description: '', weight: '1' },
            ])
          }
        >
          Add a criterion
        </button>
      </fieldset>

      <div aria-live="polite">{failure && <FormMessage tone="error">{failure}</FormMessage>}</div>
      <button type="submit" className={primaryButton} disabled={save.isPending}>
        {save.isPending ? 'Saving...' : call ? 'Save call' : 'Open call'}
      </button>
    </form>
  );
}
