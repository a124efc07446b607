import { GRANTABLE_ROLES, ROLE_LABELS, roleChangeSchema, type RoleChangeInput } from '#common/roles';
import { Field } from '#web/components/ui/form-field';
import { useServerForm } from '#web/lib/use-server-form';
import { Button } from '#web/components/ui/button';

const ROLE_OPTIONS = GRANTABLE_ROLES.map((value) => ({ value, label: ROLE_LABELS[value] }));

/**
 * Grants a role to an address, also one without an account yet (docs/product.md#people-tab). The form checks
 * with the route's own schema; `granted` is always true here.
 */
export function AddPersonForm({
  busy,
  onGrant,
}: {
  busy: boolean;
  onGrant: (change: RoleChangeInput) => Promise<unknown>;
}) {
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
    showServerError,
  } = useServerForm(roleChangeSchema, {
    defaultValues: { email: '', role: 'reviewer', granted: true },
    serverFields: ['email', 'role'],
    // The People tab says what failed; the form only marks its fields.
    failureMessage: () => null,
  });
  const onSubmit = handleSubmit(async (values) => {
    try {
      await onGrant(values);
      reset();
    } catch (error) {
      showServerError(error);
    }
  });
  return (
    <form
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      aria-labelledby="people-add-heading"
      className="rounded-xl bg-mist p-4"
    >
      <h3 id="people-add-heading" className="font-semibold text-ink">
        Add a person
      </h3>
      <p className="mt-1 text-sm text-slate-700">
        Gives the role to this address; an account is created if there is none, and the person is told by
        email.
      </p>
      <div className="mt-3 grid gap-3 sm:grid-cols-[1fr_12rem_auto] sm:items-end">
        <Field
          label="Email"
          type="email"
          autoComplete="off"
          required
          error={errors.email?.message}
          registration={register('email')}
        />
        <Field
          label="Role"
          options={ROLE_OPTIONS}
          error={errors.role?.message}
          registration={register('role')}
        />
        <Button type="submit" disabled={busy}>
          {busy ? 'Granting...' : 'Grant role'}
        </Button>
      </div>
    </form>
  );
}
