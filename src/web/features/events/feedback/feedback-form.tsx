import { useId, useMemo, useState } from 'react';
import { get, useWatch, type FieldError } from 'react-hook-form';
import {
  checkFeedbackAnswers,
  FEEDBACK_LIMITS,
  FEEDBACK_MESSAGES,
  feedbackAnswerBodySchema,
  RATING_VALUES,
  RATING_WORDS,
  type FeedbackAnswerBody,
  type FeedbackForm as FeedbackFormAnswer,
  type FeedbackValue,
} from '#common/event-feedback';
import { formatDate } from '#common/intl-cache';
import { Button } from '#web/components/ui/button';
import { FormError, FormField } from '#web/components/ui/form-field';
import { fieldErrorClass } from '#web/components/ui/form-styles';
import { ActionNotice, type ActionOutcome } from '#web/components/ui/status';
import { serverMessageOr, useServerForm, type ServerForm } from '#web/lib/use-server-form';
import { useSendFeedback } from './api/send-feedback';

type Form = ServerForm<FeedbackAnswerBody, FeedbackAnswerBody>;

/** Five choices, 1 to 5, as one group of radio buttons (a rating question or the overall rating). */
function RatingPicker({
  form,
  name,
  legend,
  required,
  disabled,
}: {
  form: Form;
  name: 'rating' | `answers.${number}`;
  legend: string;
  required: boolean;
  disabled: boolean;
}) {
  const value = useWatch({ control: form.control, name }) as FeedbackValue;
  const error = (get(form.formState.errors, name) as FieldError | undefined)?.message;
  const errorId = useId();
  return (
    <fieldset aria-describedby={error ? errorId : undefined} disabled={disabled}>
      <legend className="font-medium text-ink">
        {legend}
        {!required && <span className="font-normal text-slate-600"> (optional)</span>}
      </legend>
      <div className="mt-2 flex flex-wrap gap-2">
        {RATING_VALUES.map((n) => (
          <label
            key={n}
            className="flex cursor-pointer items-center gap-2 rounded-lg px-3 py-2 ring-1 ring-slate-300 has-checked:bg-brand/10 has-checked:ring-brand"
          >
            <input
              type="radio"
              name={name}
              value={n}
              checked={value === n}
              onChange={() =>
                form.setValue(name, n, { shouldDirty: true, shouldValidate: form.formState.isSubmitted })
              }
            />
            <span>
              {n} <span className="text-sm text-slate-600">{RATING_WORDS[n - 1]}</span>
            </span>
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className={fieldErrorClass}>
          {error}
        </p>
      )}
    </fieldset>
  );
}

/** The options of a choice question as radio buttons. */
function ChoicePicker({
  form,
  index,
  legend,
  options,
  required,
  disabled,
}: {
  form: Form;
  index: number;
  legend: string;
  options: string[];
  required: boolean;
  disabled: boolean;
}) {
  const name = `answers.${index}` as const;
  const error = (get(form.formState.errors, name) as FieldError | undefined)?.message;
  const errorId = useId();
  return (
    <fieldset aria-describedby={error ? errorId : undefined} disabled={disabled}>
      <legend className="font-medium text-ink">
        {legend}
        {!required && <span className="font-normal text-slate-600"> (optional)</span>}
      </legend>
      <div className="mt-2 flex flex-wrap gap-2">
        {options.map((option) => (
          <label
            key={option}
            className="flex cursor-pointer items-center gap-2 rounded-lg px-3 py-2 ring-1 ring-slate-300 has-checked:bg-brand/10 has-checked:ring-brand"
          >
            <input type="radio" value={option} {...form.register(name)} />
            <span>{option}</span>
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className={fieldErrorClass}>
          {error}
        </p>
      )}
    </fieldset>
  );
}

/**
 * An attendee's feedback form (docs/product.md#event-feedback): the overall rating and the event's questions,
 * checked here by the same rules as on the server. Open until a week after the first answer, then read-only.
 */
export function FeedbackForm({ token, data }: { token: string; data: FeedbackFormAnswer }) {
  const send = useSendFeedback(token);
  const [notice, setNotice] = useState<ActionOutcome | null>(null);
  const { questions, answer } = data;
  const schema = useMemo(
    () =>
      feedbackAnswerBodySchema.superRefine((body, context) => {
        for (const [path, message] of Object.entries(checkFeedbackAnswers(questions, body.answers).errors))
          context.addIssue({
            code: 'custom',
            path: path.split('.').map((step, i) => (i ? Number(step) : step)),
            message,
          });
      }),
    [questions],
  );
  const form = useServerForm(schema, {
    defaultValues: {
      rating: answer?.rating ?? 0,
      answers: questions.map(
        (question, index) => answer?.answers[index] ?? (question.kind === 'text' ? '' : null),
      ),
    },
    failureMessage: serverMessageOr('Your feedback could not be sent. Please try again.'),
    // The server blames one question (`answers.2`): its message goes under that question.
    serverFields: ['rating', ...questions.map((_, index) => `answers.${index}` as const)],
  });
  const readOnly = data.state !== 'open';

  const onSubmit = form.handleSubmit((values) => {
    form.clearFormError();
    setNotice(null);
    send.mutate(values, {
      onSuccess: (saved) => setNotice({ tone: 'ok', text: saved.message ?? FEEDBACK_MESSAGES.sent }),
      onError: (error) => form.showServerError(error),
    });
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Your feedback" className="space-y-6">
      {data.state === 'closed' && <p className="text-slate-700">{FEEDBACK_MESSAGES.closed}</p>}
      {data.state === 'off' && <p className="text-slate-700">{FEEDBACK_MESSAGES.off}</p>}
      <RatingPicker form={form} name="rating" legend={data.overall_label} required disabled={readOnly} />
      {questions.map((question, index) => {
        if (question.kind === 'rating')
          return (
            <RatingPicker
              key={index}
              form={form}
              name={`answers.${index}`}
              legend={question.label}
              required={question.required}
              disabled={readOnly}
            />
          );
        if (question.kind === 'choice')
          return (
            <ChoicePicker
              key={index}
              form={form}
              index={index}
              legend={question.label}
              options={question.options}
              required={question.required}
              disabled={readOnly}
            />
          );
        return (
          <FormField
            key={index}
            form={form}
            name={`answers.${index}`}
            label={question.required ? question.label : `${question.label} (optional)`}
            multiline
            rows={3}
            maxLength={FEEDBACK_LIMITS.text}
            readOnly={readOnly}
          />
        );
      })}
      <FormError message={form.formError} />
      <ActionNotice notice={notice} look="box" />
      {!readOnly && (
        <div className="flex flex-wrap items-center gap-4">
          <Button type="submit" disabled={send.isPending}>
            {send.isPending ? 'Sending…' : answer ? 'Save changes' : 'Send feedback'}
          </Button>
          {data.editable_until && (
            <p className="text-sm text-slate-600">
              You can change your answer until {formatDate(data.editable_until, 'dateTime')}.
            </p>
          )}
        </div>
      )}
    </form>
  );
}
