import { useState } from 'react';
import { EmailText } from '#web/components/ui/email-text';
import {
  GRANTABLE_ROLES,
  PEOPLE_MESSAGES as M,
  ROLE_LABELS,
  type GrantableRole,
  type Person,
  type RoleChangeInput,
} from '#common/roles';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog';
import { inputClass } from '#web/components/ui/form-styles';
import { ActionNotice, EmptyState, QueryStates, type ActionOutcome } from '#web/components/ui/status';
import { ApiError } from '#web/lib/api-client';
import { usePagedSearch } from '#web/lib/use-paged-search';
import { SearchField } from '#web/components/ui/search-field';
import { AddPersonForm } from './add-person-form';
import { useChangeRole } from './api/change-role';
import { usePeople } from './api/list-people';
import { Pager } from '#web/components/ui/pager';
import { formatDate } from '#common/intl-cache';
import { MY_DATA_MESSAGES } from '#common/my-data-constants';
import { Button } from '#web/components/ui/button';
import { SendDataDialog } from '#web/features/my-data';

function RoleSwitch({
  person,
  role,
  busy,
  onToggle,
}: {
  person: Person;
  role: GrantableRole;
  busy: boolean;
  onToggle: () => void;
}) {
  const on = person.roles.includes(role);
  return (
    <Button
      type="button"
      variant="choice"
      size="sm"
      className="min-h-11"
      role="switch"
      aria-checked={on}
      aria-label={`${ROLE_LABELS[role]}: ${person.email}`}
      disabled={busy}
      onClick={onToggle}
    >
      <span
        aria-hidden="true"
        className={`inline-block h-3 w-3 rounded-full ${on ? 'bg-white' : 'border border-slate-500'}`}
      />
      {ROLE_LABELS[role]}
    </Button>
  );
}

function PersonCard({
  person,
  busy,
  onToggle,
  onSendData,
}: {
  person: Person;
  busy: boolean;
  onToggle: (role: GrantableRole) => void;
  onSendData: () => void;
}) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 rounded-xl p-4 ring-1 ring-slate-200">
      <div className="min-w-0">
        <p className="font-semibold text-ink">
          {person.fullName || <span className="text-slate-600 italic">No name yet</span>}
          {person.isAdmin && (
            <span className="ml-2 inline-block rounded-full bg-accent-soft px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-ink">
              Admin (ADMIN_EMAILS)
            </span>
          )}
        </p>
        <p className="text-sm wrap-anywhere text-slate-700">
          <EmailText email={person.email} />
        </p>
        <p className="text-xs text-slate-600">
          {person.lastSignInAt ? (
            <>
              Last signed in{' '}
              <time dateTime={person.lastSignInAt}>{formatDate(person.lastSignInAt, 'mediumDate')}</time>
            </>
          ) : (
            'Never signed in'
          )}
        </p>
      </div>
      <div className="flex flex-wrap gap-2" role="group" aria-label={`Roles of ${person.email}`}>
        {GRANTABLE_ROLES.map((role) => (
          <RoleSwitch key={role} person={person} role={role} busy={busy} onToggle={() => onToggle(role)} />
        ))}
      </div>
      <Button type="button" variant="secondary" size="sm" onClick={onSendData}>
        {MY_DATA_MESSAGES.adminRequest}
        <span className="sr-only">: {person.email}</span>
      </Button>
    </li>
  );
}

/** The People tab (docs/product.md#people-tab): accounts, their granted roles, and granting or revoking them. */
export function PeopleAdmin() {
  const { search, setSearch, settled, page, setPage } = usePagedSearch();
  const [role, setRole] = useState<GrantableRole | ''>('');
  const people = usePeople(settled, role, page);
  const change = useChangeRole();
  const [toRevoke, setToRevoke] = useState<{ person: Person; role: GrantableRole } | null>(null);
  const [toSendData, setToSendData] = useState<Person | null>(null);
  const [outcome, setOutcome] = useState<ActionOutcome | null>(null);

  async function run(input: RoleChangeInput) {
    setOutcome(null);
    try {
      const result = await change.mutateAsync(input);
      setOutcome({ tone: 'ok', text: result.message });
      return result;
    } catch (error) {
      setOutcome({
        tone: 'error',
        text: error instanceof ApiError && error.fromServer ? error.message : M.updateFailed,
      });
      throw error;
    }
  }

  const toggle = (person: Person, which: GrantableRole) => {
    if (person.roles.includes(which)) setToRevoke({ person, role: which });
    else void run({ email: person.email, role: which, granted: true }).catch(() => undefined);
  };

  return (
    <div className="space-y-6">
      <ActionNotice look="box" notice={outcome} />
      {people.data && people.data.adminEmails.length > 0 && (
        <section aria-labelledby="people-admins-heading">
          <h3 id="people-admins-heading" className="font-semibold text-ink">
            Admins
          </h3>
          <p className="text-sm text-slate-700">
            Set by ADMIN_EMAILS on the server; they cannot be changed here.
          </p>
          <ul className="mt-2 flex flex-wrap gap-2">
            {people.data.adminEmails.map((email) => (
              <li key={email} className="rounded-2xl bg-mist px-3 py-1 text-sm wrap-anywhere text-ink">
                <EmailText email={email} />
              </li>
            ))}
          </ul>
        </section>
      )}
      <AddPersonForm busy={change.isPending} onGrant={run} />
      <section aria-labelledby="people-list-heading" className="space-y-4">
        <h3 id="people-list-heading" className="font-semibold text-ink">
          Accounts
          {people.data && (
            <span className="ml-2 text-sm font-normal text-slate-700">{people.data.total} found</span>
          )}
        </h3>
        <div className="grid gap-3 sm:grid-cols-[1fr_12rem]">
          <SearchField
            id="people-search"
            label="Search by email or name"
            value={search}
            onChange={setSearch}
          />
          <div>
            <label htmlFor="people-role" className="block text-sm font-medium text-ink">
              Show
            </label>
            <select
              id="people-role"
              value={role}
              onChange={(event) => {
                setRole(event.target.value as GrantableRole | '');
                setPage(1);
              }}
              className={inputClass}
            >
              <option value="">Everyone</option>
              {GRANTABLE_ROLES.map((value) => (
                <option key={value} value={value}>
                  {ROLE_LABELS[value]}s
                </option>
              ))}
            </select>
          </div>
        </div>
        <QueryStates
          query={people}
          loading="Loading people"
          failure={M.listFailed}
          isEmpty={(data) => data.items.length === 0}
          empty={<EmptyState title={settled || role ? M.noMatch : M.empty} />}
        >
          {(data) => (
            <>
              <ul className="space-y-3">
                {data.items.map((person) => (
                  <PersonCard
                    key={person.id}
                    person={person}
                    busy={change.isPending}
                    onToggle={(which) => toggle(person, which)}
                    onSendData={() => setToSendData(person)}
                  />
                ))}
              </ul>
              <Pager
                label="Pages of people"
                page={page}
                total={data.total}
                pageSize={data.pageSize}
                onPage={setPage}
              />
            </>
          )}
        </QueryStates>
      </section>
      {toSendData && (
        <SendDataDialog
          person={toSendData}
          onDone={(done) => {
            setOutcome(done);
            setToSendData(null);
          }}
          onCancel={() => setToSendData(null)}
        />
      )}
      {toRevoke && (
        <ConfirmDialog
          title={`Take the ${toRevoke.role} role?`}
          confirmLabel="Take role"
          busyLabel="Taking..."
          busy={change.isPending}
          onConfirm={() =>
            void run({ email: toRevoke.person.email, role: toRevoke.role, granted: false })
              .catch(() => undefined)
              .finally(() => setToRevoke(null))
          }
          onCancel={() => setToRevoke(null)}
        >
          {`Take the ${toRevoke.role} role from ${toRevoke.person.email}? They will be told by email.`}
        </ConfirmDialog>
      )}
    </div>
  );
}
