import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, type FieldError } from 'react-hook-form';
import {
  CONTENT_LIMITS,
  programFormSchema,
  type Program,
  type ProgramFormValues,
  type ProgramInput,
} from '../../../common/content';
import { Field, FormMessage } from '../../components/ui/form-field';
import { useUpdateProgram } from './api/update-program';
import { applyServerErrors } from './apply-server-errors';
import { FormActions } from './form-actions';

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
}: {
  program: Program;
  labelledBy: string;
  onSaved: (title: string) => void;
  onCancel: () => void;
  onBusyChange: (busy: boolean) => void;
}) {
  const update = useUpdateProgram();
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ProgramFormValues, unknown, ProgramInput>({
    resolver: zodResolver(programFormSchema),
    defaultValues: {
      title: program.title,
      duration: program.duration,
      summary: program.summary,
      features: program.features.join('\n'),
    },
  });

  const onSubmit = handleSubmit((values) => {
    setServerError(null);
    onBusyChange(true);
    update.mutate(
      { id: program.id, input: values },
      {
        onSuccess: () => onSaved(values.title),
        onError: (error) => {
          const { message } = applyServerErrors(
            error,
            ['title', 'duration', 'summary', 'features'],
            setError,
          );
          setServerError(message);
        },
        onSettled: () => onBusyChange(false),
      },
    );
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby={labelledBy} className="mt-4 space-y-4">
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
      {serverError && <FormMessage tone="error">{serverError}</FormMessage>}
      <FormActions busy={update.isPending} onCancel={onCancel} />
    </form>
  );
}
