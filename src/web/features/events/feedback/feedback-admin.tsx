import { useState } from 'react';
import { useFieldArray, useWatch } from 'react-hook-form';
import {
  FEEDBACK_LIMITS,
  feedbackSettingsBodySchema,
  QUESTION_KIND_LABELS,
  QUESTION_KINDS,
  type FeedbackAdmin as FeedbackAdminAnswer,
  type FeedbackQuestion,
  type FeedbackSettingsBody,
  type QuestionKind,
} from '#common/event-feedback';
import { numberFormat } from '#common/intl-cache';
import { Button, buttonClass } from '#web/components/ui/button';
import { FormError, FormField } from '#web/components/ui/form-field';
import { inputClass } from '#web/components/ui/form-styles';
import { ActionNotice, QueryStates, type ActionOutcome } from '#web/components/ui/status';
import { serverMessageOr, useServerForm, type ServerForm } from '#web/lib/use-server-form';
import { feedbackDownloadUrls, useEventFeedback } from './api/event-feedback-admin';
import { useSaveFeedbackSettings } from './api/save-feedback-settings';

type Summary = FeedbackAdminAnswer['summary'];
type Counts = Summary['overall']['counts'];

const percent = (share: number) => numberFormat('en-IN', { style: 'percent' }).format(share);

/** How often each value was chosen, as a bar per value with its count. */
function Distribution({ counts, label }: { counts: Counts; label: string }) {
  const most = Math.max(1, ...counts.map((entry) => entry.count));
  return (
    <table className="mt-2 w-full max-w-md text-sm">
      <caption className="sr-only">{label}</caption>
      <tbody>
        {counts.map((entry) => (
          <tr key={entry.label}>
            <th scope="row" className="w-28 py-0.5 pr-2 text-left font-normal text-slate-700">
              {entry.label}
            </th>
            <td className="py-0.5">
              <span
                aria-hidden="true"
                className="inline-block h-3 rounded bg-brand align-middle"
                style={{ width: `${(entry.count / most) * 70}%` }}
              />{' '}
              <span className="align-middle">{entry.count}</span>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** docs/product.md#event-feedback: the response rate, each rating and choice counted, every text listed. */
export function FeedbackSummary({ eventId, summary }: { eventId: number; summary: Summary }) {
  const downloads = feedbackDownloadUrls(eventId);
  const average = (value: number | null) => (value === null ? '—' : `${value} of 5`);
  return (
    <div className="space-y-5">
      <p className="text-ink">
        <span className="font-semibold">
          {summary.answers} of {summary.checked_in} who checked in answered
        </span>
        {summary.response_rate !== null && ` (${percent(summary.response_rate)})`}.
      </p>
      {summary.answers > 0 && (
        <>
          <section aria-label={summary.overall.label}>
            <h4 className="font-semibold text-ink">{summary.overall.label}</h4>
            <p className="text-sm text-slate-700">Average {average(summary.overall.average)}</p>
            <Distribution counts={summary.overall.counts} label={summary.overall.label} />
          </section>
          {summary.questions.map((question, index) => (
            <section key={index} aria-label={question.label}>
              <h4 className="font-semibold text-ink">{question.label}</h4>
              <p className="text-sm text-slate-700">
                {question.answered} answered
                {question.kind === 'rating' && ` · average ${average(question.average)}`}
              </p>
              {question.kind !== 'text' && <Distribution counts={question.counts} label={question.label} />}
              {question.kind === 'text' && question.texts.length > 0 && (
                <ul className="mt-2 max-h-64 list-disc space-y-1 overflow-y-auto pl-5 text-sm text-slate-800">
                  {question.texts.map((text, n) => (
                    <li key={n} className="wrap-anywhere whitespace-pre-line">
                      {text}
                    </li>
                  ))}
                </ul>
              )}
            </section>
          ))}
          <p className="flex flex-wrap gap-3">
            <a href={downloads.csv} className={buttonClass({ variant: 'secondary', size: 'sm' })} download>
              Download CSV
            </a>
            <a href={downloads.xlsx} className={buttonClass({ variant: 'secondary', size: 'sm' })} download>
              Download Excel
            </a>
          </p>
        </>
      )}
    </div>
  );
}

type SettingsForm = ServerForm<FeedbackSettingsBody, FeedbackSettingsBody>;

function blankQuestion(kind: QuestionKind, label = '', required = false): FeedbackQuestion {
  return kind === 'choice' ? { kind, label, required, options: ['', ''] } : { kind, label, required };
}

/** A choice question's options: one field each, added and removed by hand, 2 to 6. */
function OptionFields({ form, index }: { form: SettingsForm; index: number }) {
  const path = `questions.${index}.options` as const;
  const options = (useWatch({ control: form.control, name: path }) as string[] | undefined) ?? [];
  return (
    <div className="space-y-2 pl-4">
      {options.map((_, n) => (
        <div key={n} className="flex items-end gap-2">
          <div className="grow">
            <FormField
              form={form}
              name={`questions.${index}.options.${n}`}
              label={`Question ${index + 1}, option ${n + 1}`}
              maxLength={FEEDBACK_LIMITS.option}
            />
          </div>
          {options.length > 2 && (
            <Button
              type="button"
              variant="link"
              size="sm"
              onClick={() =>
                form.setValue(
                  path,
                  options.filter((__, i) => i !== n),
                )
              }
            >
              Remove option {n + 1} of question {index + 1}
            </Button>
          )}
        </div>
      ))}
      {options.length < FEEDBACK_LIMITS.options && (
        <Button
          type="button"
          variant="secondary"
          size="xs"
          onClick={() => form.setValue(path, [...options, ''])}
        >
          Add an option
        </Button>
      )}
    </div>
  );
}

/** Feedback on or off, and the questions while no answer has arrived (docs/product.md#event-feedback). */
function FeedbackSettings({ eventId, data }: { eventId: number; data: FeedbackAdminAnswer }) {
  const save = useSaveFeedbackSettings(eventId);
  const [notice, setNotice] = useState<ActionOutcome | null>(null);
  const form = useServerForm(feedbackSettingsBodySchema, {
    defaultValues: { enabled: data.enabled, questions: data.questions },
    failureMessage: serverMessageOr('The feedback settings could not be saved. Please try again.'),
  });
  const questions = useFieldArray({ control: form.control, name: 'questions' });
  const kinds = useWatch({ control: form.control, name: 'questions' });

  const onSubmit = form.handleSubmit((values) => {
    form.clearFormError();
    setNotice(null);
    save.mutate(values, {
      onSuccess: (saved) => {
        form.reset({ enabled: saved.enabled, questions: saved.questions });
        setNotice({ tone: 'ok', text: saved.message });
      },
      onError: (error) => form.showServerError(error),
    });
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Feedback settings" className="space-y-4">
      <label className="flex items-center gap-2 font-medium text-ink">
        <input type="checkbox" {...form.register('enabled')} />
        Ask those who checked in for feedback the day after the event
      </label>
      {data.locked ? (
        <p className="text-sm text-slate-700">
          Answers have arrived, so the questions stay as they are. Besides the overall rating:{' '}
          {data.questions.map((question) => question.label).join(' · ') || 'none'}.
        </p>
      ) : (
        <fieldset className="space-y-4">
          <legend className="font-medium text-ink">
            Questions besides the overall rating
            {data.default_questions && <span className="font-normal text-slate-600"> (the default set)</span>}
          </legend>
          {questions.fields.map((field, index) => (
            <div key={field.id} className="space-y-2 rounded-lg p-3 ring-1 ring-slate-200">
              <FormField
                form={form}
                name={`questions.${index}.label`}
                label={`Question ${index + 1}`}
                maxLength={FEEDBACK_LIMITS.label}
              />
              <div className="flex flex-wrap items-center gap-4 text-sm">
                <label className="flex items-center gap-2">
                  Kind
                  <select
                    className={`${inputClass} mt-0 w-auto`}
                    value={kinds[index]?.kind ?? field.kind}
                    onChange={(change) => {
                      const current = form.getValues(`questions.${index}`);
                      questions.update(
                        index,
                        blankQuestion(change.target.value as QuestionKind, current.label, current.required),
                      );
                    }}
                  >
                    {QUESTION_KINDS.map((kind) => (
                      <option key={kind} value={kind}>
                        {QUESTION_KIND_LABELS[kind]}
                      </option>
                    ))}
                  </select>
                </label>
                <label className="flex items-center gap-2">
                  <input type="checkbox" {...form.register(`questions.${index}.required`)} />
                  Required
                </label>
                <Button type="button" variant="link" size="sm" onClick={() => questions.remove(index)}>
                  Remove question {index + 1}
                </Button>
              </div>
              {kinds[index]?.kind === 'choice' && <OptionFields form={form} index={index} />}
            </div>
          ))}
          {questions.fields.length < FEEDBACK_LIMITS.questions && (
            <Button
              type="button"
              variant="secondary"
              size="sm"
              onClick={() => questions.append(blankQuestion('text'))}
            >
              Add a question
            </Button>
          )}
        </fieldset>
      )}
      <FormError message={form.formError} />
      <ActionNotice notice={notice} look="box" />
      <Button type="submit" disabled={save.isPending}>
        {save.isPending ? 'Saving…' : 'Save feedback settings'}
      </Button>
    </form>
  );
}

/** An event's feedback on its admin screen: the summary of the answers, then the settings. */
export function FeedbackAdmin({ eventId }: { eventId: number }) {
  const feedback = useEventFeedback(eventId);
  return (
    <section aria-labelledby={`feedback-${eventId}-heading`} className="space-y-4">
      <h3 id={`feedback-${eventId}-heading`} className="text-xl font-bold text-ink">
        Feedback
      </h3>
      <QueryStates query={feedback} loading="Loading feedback" failure="The feedback could not be loaded.">
        {(data) => (
          <div className="space-y-8">
            <FeedbackSummary eventId={eventId} summary={data.summary} />
            <FeedbackSettings key={`${data.locked}`} eventId={eventId} data={data} />
          </div>
        )}
      </QueryStates>
    </section>
  );
}
