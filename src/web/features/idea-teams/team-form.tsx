import { useId } from 'react';
import { IDEA_TEAM_LIMITS as L } from '#common/idea-teams-constants';
import { ideaTeamUpdateSchema, type MyIdea } from '#common/idea-teams';
import { Button } from '#web/components/ui/button';
import { FormError, FormMessage } from '#web/components/ui/form-field';
import { inputClass, fieldErrorClass } from '#web/components/ui/form-styles';
import { apiMessageOr, useServerForm } from '#web/lib/use-server-form';
import { useEditTeam } from './api/idea-teams';

/**
 * What an idea's team still looks for and whether it is complete, checked by the route's own schema. Its
 * own module, loaded when My posts shows it: the schema keeps zod off the Wall of Ideas, which reaches this
 * feature for its team panel (docs/decisions/008-schema-free-constants-modules.md).
 */
export default function TeamForm({ idea }: { idea: MyIdea }) {
  const edit = useEditTeam(idea.id);
  const skillsId = useId();
  const form = useServerForm(ideaTeamUpdateSchema, {
    defaultValues: { skillsWanted: idea.skillsWanted, teamComplete: idea.teamComplete },
    failureMessage: apiMessageOr('The change could not be saved. Please try again.'),
  });
  const skillsError = form.formState.errors.skillsWanted?.message;
  return (
    <>
      <form
        className="mt-4 grid gap-3 sm:grid-cols-[1fr_auto_auto] sm:items-end"
        aria-label={`Team of ${idea.title}`}
        onSubmit={form.handleSubmit((change) => {
          form.clearFormError();
          edit.mutate(change, { onError: form.showServerError });
        })}
      >
        <div>
          <label htmlFor={skillsId} className="block text-sm font-medium text-ink">
            Skills the team still looks for
          </label>
          <textarea
            id={skillsId}
            rows={2}
            className={inputClass}
            maxLength={L.skills}
            aria-invalid={skillsError ? true : undefined}
            aria-describedby={skillsError ? `${skillsId}-error` : undefined}
            {...form.register('skillsWanted')}
          />
          {skillsError && (
            <p id={`${skillsId}-error`} className={fieldErrorClass}>
              {skillsError}
            </p>
          )}
        </div>
        <label className="flex min-h-11 items-center gap-2 text-sm text-ink">
          <input type="checkbox" className="h-5 w-5" {...form.register('teamComplete')} />
          Team complete
        </label>
        <Button type="submit" className="text-sm" disabled={edit.isPending}>
          {edit.isPending ? 'Saving…' : 'Save'}
          <span className="sr-only"> the team of {idea.title}</span>
        </Button>
      </form>
      <FormError message={form.formError} />
      {edit.isSuccess && !edit.isPending && <FormMessage tone="success">Saved.</FormMessage>}
    </>
  );
}
