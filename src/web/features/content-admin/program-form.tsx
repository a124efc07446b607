import type { FieldError } from 'react-hook-form';
import { CONTENT_LIMITS, programFormSchema, type Program } from '#common/content';
import { Field } from '#web/components/ui/form-field';
import { useUpdateProgram } from './api/update-program';
import { ContentFormShell, useContentForm, type ContentFormProps } from './content-form';

/** A message for the features box, whether zod blamed the list or one line of it. */
function featuresMessage(error: unknown): string | undefined {
  if (!error) return undefined;
  const direct = (error as FieldError).message;
  if (direct) return direct;
  if (Array.isArray(error))
    return (error as (FieldError | undefined)[]).find((item) => item?.message)?.message;
  return undefined;
}

/** Edits a programme's title, duration, summary and features; its address (slug) stays. */
export function ProgramForm({
  program,
  labelledBy,
  onSaved,
  onCancel,
  onBusyChange,
}: ContentFormProps & { program: Program }) {
  const update = useUpdateProgram();
  const form = useContentForm(programFormSchema, {
    onBusyChange,
    defaultValues: {
      title: program.title,
      duration: program.duration,
      summary: program.summary,
      features: program.features.join('\n'),
    },
  });

  const {
    register,
    handleSubmit,
    formState: { errors },
  } = form;

  const onSubmit = handleSubmit((values) =>
    form.save(update.mutate, { id: program.id, input: values }, () => onSaved(values.title)),
  );

  return (
    <ContentFormShell
      labelledBy={labelledBy}
      onSubmit={onSubmit}
      serverError={form.formError}
      busy={update.isPending}
      onCancel={onCancel}
    >
      <Field
        label="Title"
        required
        maxLength={CONTENT_LIMITS.programTitle}
        error={errors.title?.message}
        registration={register('title')}
      />
      <Field
        label="Duration"
        required
        maxLength={CONTENT_LIMITS.programDuration}
        hint="For example 12 months."
        error={errors.duration?.message}
        registration={register('duration')}
      />
      <Field
        label="Summary"
        required
        multiline
        rows={2}
        maxLength={CONTENT_LIMITS.programSummary}
        error={errors.summary?.message}
        registration={register('summary')}
      />
      <Field
        label="Features"
        required
        multiline
        rows={6}
        hint={`One per line, in the order shown; at most ${CONTENT_LIMITS.features}.`}
        error={featuresMessage(errors.features)}
        registration={register('features')}
      />
      <p className="text-sm text-slate-600">
        Programme key <code>{program.slug}</code> stays the same: applications refer to it.
      </p>
    </ContentFormShell>
  );
}
