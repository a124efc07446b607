import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { PEOPLE_MESSAGES as M, type GrantableRole, type PeoplePage, type Person } from '#common/roles';
import { server, startMockServer } from '#web/test-support/msw';
import { renderWithProviders } from '#web/test-support/render';
import { PeopleAdmin } from './people-admin';

startMockServer();

const LIST = '*/api/admin/people';
const ROLES = '*/api/admin/people/roles';
const person = (id: number, email: string, roles: GrantableRole[], extra: Partial<Person> = {}): Person => ({
  id,
  email,
  fullName: `Person ${id}`,
  isAdmin: false,
  roles,
  lastSignInAt: null,
  ...extra,
});
const page = (items: Person[], total = items.length): PeoplePage => ({
  items,
  total,
  page: 1,
  pageSize: 25,
  adminEmails: ['boss@iic.example.edu'],
});

describe('PeopleAdmin (People tab)', () => {
  it('lists accounts with their role switches, admins apart, and searches and filters on the server', async () => {
    const queries: string[] = [];
    server.use(
      http.get(LIST, ({ request }) => {
        queries.push(new URL(request.url).search);
        return HttpResponse.json(
          page([
            person(1, 'boss@iic.example.edu', [], { isAdmin: true, lastSignInAt: '2026-11-01T10:00:00Z' }),
            person(2, 'ravi@panel.example.org', ['reviewer']),
          ]),
        );
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<PeopleAdmin />);
    const ravi = within(await screen.findByRole('group', { name: 'Roles of ravi@panel.example.org' }));
    expect(ravi.getByRole('switch', { name: 'Reviewer: ravi@panel.example.org' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    expect(ravi.getByRole('switch', { name: 'Mentor: ravi@panel.example.org' })).toHaveAttribute(
      'aria-checked',
      'false',
    );
    expect(screen.getByText('Admin (ADMIN_EMAILS)')).toBeInTheDocument();
    expect(screen.getByText('Never signed in')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Admins' })).toBeInTheDocument();

    await user.type(screen.getByLabelText('Search by email or name'), 'ravi');
    await user.selectOptions(screen.getByLabelText('Show'), 'reviewer');
    await vi.waitFor(() => expect(queries.at(-1)).toBe('?q=ravi&page=1&role=reviewer'));
    expect(queries[0]).toBe('?page=1');
  });

  it('grants at once, revokes after confirmation, and announces each result', async () => {
    const changes: unknown[] = [];
    server.use(
      http.get(LIST, () => HttpResponse.json(page([person(2, 'ravi@panel.example.org', ['reviewer'])]))),
      http.put(ROLES, async ({ request }) => {
        const body = (await request.json()) as { email: string; role: GrantableRole; granted: boolean };
        changes.push(body);
        return HttpResponse.json({
          person: person(2, body.email, body.granted ? ['mentor', 'reviewer'] : []),
          changed: true,
          message: (body.granted ? M.granted : M.revoked)(body.role, body.email),
        });
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<PeopleAdmin />);
    await user.click(await screen.findByRole('switch', { name: 'Mentor: ravi@panel.example.org' }));
    expect(await screen.findByRole('status')).toHaveTextContent('ravi@panel.example.org is now a mentor.');

    await user.click(screen.getByRole('switch', { name: 'Reviewer: ravi@panel.example.org' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(
      'Take the reviewer role from ravi@panel.example.org? They will be told by email.',
    );
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Take role' }));
    expect(await screen.findByText('ravi@panel.example.org is no longer a reviewer.')).toBeInTheDocument();
    expect(changes).toEqual([
      { email: 'ravi@panel.example.org', role: 'mentor', granted: true },
      { email: 'ravi@panel.example.org', role: 'reviewer', granted: false },
    ]);
  });

  it('adds a person by email with the shared schema, and shows the server’s field errors', async () => {
    const changes: unknown[] = [];
    server.use(
      http.get(LIST, () => HttpResponse.json(page([]))),
      http.put(ROLES, async ({ request }) => {
        const body = (await request.json()) as { email: string };
        changes.push(body);
        if (body.email.startsWith('taken'))
          return HttpResponse.json(
            { message: 'Bad', fieldErrors: { email: 'Server says no' } },
            { status: 400 },
          );
        return HttpResponse.json({
          person: person(9, body.email, ['mentor']),
          changed: true,
          message: M.granted('mentor', body.email),
        });
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<PeopleAdmin />);
    expect(await screen.findByText(M.empty)).toBeInTheDocument();
    const form = within(screen.getByRole('form', { name: 'Add a person' }));
    await user.type(form.getByLabelText(/Email/), 'not-an-email');
    await user.click(form.getByRole('button', { name: 'Grant role' }));
    expect(await form.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(changes).toEqual([]);

    await user.clear(form.getByLabelText(/Email/));
    await user.type(form.getByLabelText(/Email/), 'New.Mentor@example.com');
    await user.selectOptions(form.getByLabelText('Role'), 'mentor');
    await user.click(form.getByRole('button', { name: 'Grant role' }));
    expect(await screen.findByText('new.mentor@example.com is now a mentor.')).toBeInTheDocument();
    expect(changes).toEqual([{ email: 'new.mentor@example.com', role: 'mentor', granted: true }]);

    await user.type(form.getByLabelText(/Email/), 'taken@example.com');
    await user.click(form.getByRole('button', { name: 'Grant role' }));
    expect(await form.findByText('Server says no')).toBeInTheDocument();
  });

  it('has loading and failure states', async () => {
    server.use(http.get(LIST, () => HttpResponse.json({ message: 'Down' }, { status: 503 })));
    renderWithProviders(<PeopleAdmin />);
    expect(screen.getByText('Loading people')).toBeInTheDocument();
    expect(await screen.findByText(M.listFailed)).toBeInTheDocument();
  });
});
