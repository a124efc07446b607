import { useState } from 'react';
import { declaredConflictsTextSchema, REVIEW_LIMITS } from '#common/review';
import { Field, FormError, FormMessage } from '#web/components/ui/form-field';
import { apiMessageOr, useServerForm } from '#web/lib/use-server-form';
import { useDeclaredConflicts, useSaveConflicts } from './api/conflicts';
import { Button } from '#web/components/ui/button';

/** The names and email domains the reviewer must not review, one per line (docs/product.md#assignment). */
export function ConflictsEditor() {
  const conflicts = useDeclaredConflicts();
  if (!conflicts.data) return null;
  return <Editor initial={conflicts.data.values} />;
}

function Editor({ initial }: { initial: string[] }) {
  const [saved, setSaved] = useState<string | null>(null);
  const save = useSaveConflicts();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
    formError,
    clearFormError,
    showServerError,
  } = useServerForm(declaredConflictsTextSchema, {
    defaultValues: { values: initial.join('\n') },
    failureMessage: apiMessageOr('Your conflicts could not be saved.'),
  });
  const submit = handleSubmit((input) => {
    clearFormError();
    setSaved(null);
    save.mutate(input, {
      onSuccess: (answer) => {
        // The server keeps them lower-case and once each: show what it kept.
        reset({ values: answer.values.join('\n') });
        setSaved(answer.message);
      },
      onError: showServerError,
    });
  });
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby="declared-conflicts-heading"
      className="space-y-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      <h2 id="declared-conflicts-heading" className="font-semibold text-ink">
        Your conflicts
      </h2>
      <Field
        label="Startups, people or email domains you must not review, one per line"
        hint="For example a company you advise, or “soilsense.example.com”. Assignment keeps you away from them."
        multiline
        rows={3}
        maxLength={REVIEW_LIMITS.conflicts * (REVIEW_LIMITS.conflict + 1)}
        error={errors.values?.message}
        registration={register('values')}
      />
      <div aria-live="polite">
        {saved && <FormMessage tone="success">{saved}</FormMessage>}
        <FormError message={formError} />
      </div>
      <Button type="submit" variant="secondary" disabled={save.isPending}>
        {save.isPending ? 'Saving...' : 'Save conflicts'}
      </Button>
    </form>
  );
}
