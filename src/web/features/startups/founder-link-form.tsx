import { useState } from 'react';
import { founderLinkInputSchema, STARTUP_DETAIL_LIMITS as L } from '#common/startup-details';
import { Button } from '#web/components/ui/button';
import { Field, FormError, FormMessage } from '#web/components/ui/form-field';
import { apiMessageOr, useServerForm } from '#web/lib/use-server-form';
import { useSaveFounderLink } from './api/startup-details';

/**
 * A founder's own choice (docs/product.md#startup-pages): whether their name on the startup's public page links
 * to a profile of theirs. Off until they turn it on; no other founder can set it for them.
 */
export function FounderLinkForm({
  startupId,
  profileUrl,
  linkShown,
}: {
  startupId: number;
  profileUrl: string;
  linkShown: boolean;
}) {
  const save = useSaveFounderLink(startupId);
  const [saved, setSaved] = useState<string | null>(null);
  const form = useServerForm(founderLinkInputSchema, {
    defaultValues: { profileUrl, shown: linkShown },
    failureMessage: apiMessageOr('Your choice could not be saved. Check your connection and try again.'),
  });
  const onSubmit = form.handleSubmit((values) => {
    setSaved(null);
    form.clearFormError();
    save.mutate(values, {
      onSuccess: (answer) => setSaved(answer.message),
      onError: (error) => form.showServerError(error),
    });
  });
  return (
    <form
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      aria-labelledby="founder-link-heading"
      className="space-y-3"
    >
      <h4 id="founder-link-heading" className="font-bold text-ink">
        Your name on the page
      </h4>
      <p className="text-sm text-slate-600">
        The page names every founder. Your name links to a profile of yours only if you choose it here.
      </p>
      <Field
        label="Your profile address"
        type="url"
        inputMode="url"
        maxLength={L.profileUrl}
        placeholder="https://www.linkedin.com/in/…"
        error={form.formState.errors.profileUrl?.message}
        registration={form.register('profileUrl')}
      />
      <label className="flex items-center gap-3 text-ink">
        <input type="checkbox" className="h-5 w-5" {...form.register('shown')} />
        Show me on the startup’s page with a link to this profile
      </label>
      <FormError message={form.formError} />
      <div aria-live="polite">{saved && <FormMessage tone="success">{saved}</FormMessage>}</div>
      <Button type="submit" variant="secondary" disabled={save.isPending}>
        {save.isPending ? 'Saving...' : 'Save my choice'}
      </Button>
    </form>
  );
}
