import { CONTENT_LIMITS, programFormSchema, type Program } from '#common/content';
import { FormField } from '#web/components/ui/form-field';
import { useUpdateProgram } from './api/update-program';
import { ContentFormShell, useContentForm, type ContentFormProps } from './content-form';

/** Edits a programme's title, duration, summary and features; its address (slug) stays. */
export function ProgramForm({ program, ...dialog }: ContentFormProps & { program: Program }) {
  const update = useUpdateProgram();
  const form = useContentForm(programFormSchema, dialog, {
    defaultValues: {
      title: program.title,
      duration: program.duration,
      summary: program.summary,
      features: program.features.join('\n'),
    },
  });

  return (
    <ContentFormShell
      dialog={dialog}
      form={form}
      busy={update.isPending}
      onSubmit={(values) => form.save(update.mutate, { id: program.id, input: values }, values.title)}
    >
      <FormField form={form} name="title" label="Title" required maxLength={CONTENT_LIMITS.programTitle} />
      <FormField
        form={form}
        name="duration"
        label="Duration"
        required
        maxLength={CONTENT_LIMITS.programDuration}
        hint="For example 12 months."
      />
      <FormField
        form={form}
        name="summary"
        label="Summary"
        required
        multiline
        rows={2}
        maxLength={CONTENT_LIMITS.programSummary}
      />
      {/* zod may blame the list or one line of it: FormField shows either under the box. */}
      <FormField
        form={form}
        name="features"
        label="Features"
        required
        multiline
        rows={6}
        hint={`One per line, in the order shown; at most ${CONTENT_LIMITS.features}.`}
      />
      <p className="text-sm text-slate-600">
        Programme key <code>{program.slug}</code> stays the same: applications refer to it.
      </p>
    </ContentFormShell>
  );
}
