import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { AdminMetric, TeamMember } from '#common/content';
import { MENTORS, PROGRAMS, TEAM } from '#web/test-support/fixtures';
import { server, startMockServer } from '#web/test-support/msw';
import { renderWithProviders } from '#web/test-support/render';
import { ContentAdmin } from './content-admin';

startMockServer();

/** Serves the team list from a variable, so a test can change what the next GET answers. */
function serveTeam(initial: TeamMember[] = TEAM) {
  const state = { team: initial };
  server.use(http.get('*/api/content/team', () => HttpResponse.json({ items: state.team })));
  return state;
}

async function formFields(request: Request): Promise<Record<string, FormDataEntryValue>> {
  const data = await request.formData();
  return Object.fromEntries(data.entries());
}

describe('Site Content: team', () => {
  it('lists founders and core team separately, with move, edit and delete for each', async () => {
    serveTeam();
    renderWithProviders(<ContentAdmin />);
    const founders = await screen.findByRole('list', { name: 'Founders' });
    const core = screen.getByRole('list', { name: 'Core Team' });
    expect(within(founders).getAllByRole('listitem')).toHaveLength(3);
    expect(within(core).getAllByRole('listitem')).toHaveLength(5);
    // The first of a group cannot go up, the last cannot go down.
    expect(screen.getByRole('button', { name: 'Move Dr. Ananya Rao up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move Dr. Sneha Kulkarni down' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move Rahul Deshpande up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move Rahul Deshpande down' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Edit Priya Nair' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete Priya Nair' })).toBeInTheDocument();
  });

  it('checks the form with the shared rules before sending anything', async () => {
    serveTeam();
    let posted = false;
    server.use(
      http.post('*/api/admin/content/team', () => {
        posted = true;
        return HttpResponse.json({ id: 99 }, { status: 201 });
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<ContentAdmin />);
    await user.click(await screen.findByRole('button', { name: 'Add team member' }));
    const dialog = screen.getByRole('dialog', { name: 'Add team member' });
    await user.type(within(dialog).getByLabelText(/^Email/), 'not-an-email');
    await user.type(within(dialog).getByLabelText(/^Professional profile link/), 'linkedin dot com/in/x');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Role is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(
      within(dialog).getByText('Profile link must be a web address starting with https://'),
    ).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Name/)).toHaveAttribute('aria-invalid', 'true');
    expect(posted).toBe(false);
  });

  it('refuses a photo over 5 MB before uploading', async () => {
    serveTeam();
    const user = userEvent.setup();
    renderWithProviders(<ContentAdmin />);
    await user.click(await screen.findByRole('button', { name: 'Add team member' }));
    const dialog = screen.getByRole('dialog', { name: 'Add team member' });
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    await user.upload(within(dialog).getByLabelText('Photo'), big);
    expect(within(dialog).getByText('Image size should be less than 5MB')).toBeInTheDocument();
  });

  it('adds a member with a photo as multipart and shows the refreshed list', async () => {
    const state = serveTeam();
    let fields: Record<string, FormDataEntryValue> = {};
    server.use(
      http.post('*/api/admin/content/team', async ({ request }) => {
        fields = await formFields(request);
        state.team = [
          ...TEAM,
          {
            id: 99,
            group: 'core',
            name: 'Neha Patil',
            role: 'Senior Executive, Community',
            image: null,
            linkedin: 'https://www.linkedin.com/in/neha-patil',
            email: 'neha@iic.example.edu',
          },
        ];
        return HttpResponse.json({ id: 99 }, { status: 201 });
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<ContentAdmin />);
    await user.click(await screen.findByRole('button', { name: 'Add team member' }));
    const dialog = screen.getByRole('dialog', { name: 'Add team member' });
    await user.selectOptions(within(dialog).getByLabelText(/^Group/), 'Core Team');
    await user.type(within(dialog).getByLabelText(/^Name/), 'Neha Patil');
    await user.type(within(dialog).getByLabelText(/^Role/), 'Senior Executive, Community');
    await user.upload(
      within(dialog).getByLabelText('Photo'),
      new File([new Uint8Array([137, 80, 78, 71])], 'neha.png', { type: 'image/png' }),
    );
    await user.type(
      within(dialog).getByLabelText(/^Professional profile link/),
      'https://www.linkedin.com/in/neha-patil',
    );
    await user.type(within(dialog).getByLabelText(/^Email/), 'neha@iic.example.edu');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.getByText('Added Neha Patil to the team.')).toBeInTheDocument());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(fields).toMatchObject({
      group: 'core',
      name: 'Neha Patil',
      role: 'Senior Executive, Community',
      linkedin: 'https://www.linkedin.com/in/neha-patil',
      email: 'neha@iic.example.edu',
    });
    // jsdom's File crosses into Node's FormData as another realm's object: check its shape.
    expect((fields.photo as File).type).toBe('image/png');
    expect(
      await within(screen.getByRole('list', { name: 'Core Team' })).findByText('Neha Patil'),
    ).toBeInTheDocument();
  });

  it('shows the server’s field messages under the fields on edit, and can remove the photo', async () => {
    serveTeam();
    const sent: Record<string, FormDataEntryValue>[] = [];
    server.use(
      http.put('*/api/admin/content/team/:id', async ({ request }) => {
        sent.push(await formFields(request));
        return HttpResponse.json(
          {
            message: 'Email must be at most 254 characters',
            fieldErrors: { email: 'Email must be at most 254 characters' },
          },
          { status: 400 },
        );
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<ContentAdmin />);
    await user.click(await screen.findByRole('button', { name: 'Edit Dr. Ananya Rao' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Dr. Ananya Rao' });
    expect(within(dialog).getByLabelText(/^Name/)).toHaveValue('Dr. Ananya Rao');
    await user.click(within(dialog).getByLabelText('Remove the current photo'));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findAllByText('Email must be at most 254 characters')).toHaveLength(2);
    expect(within(dialog).getByLabelText(/^Email/)).toHaveAttribute('aria-invalid', 'true');
    expect(sent[0]).toMatchObject({ name: 'Dr. Ananya Rao', removePhoto: 'true' });
    expect(sent[0]!.photo).toBeUndefined();
  });

  it('moves a member down and says where it went; the button keeps the keyboard', async () => {
    const state = serveTeam();
    let body: unknown;
    server.use(
      http.post('*/api/admin/content/team/:id/move', async ({ request, params }) => {
        body = { id: params.id, ...((await request.json()) as object) };
        const [a, b, ...rest] = state.team;
        state.team = [b!, a!, ...rest];
        return HttpResponse.json({ id: Number(params.id) });
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<ContentAdmin />);
    await user.click(await screen.findByRole('button', { name: 'Move Dr. Ananya Rao down' }));
    await waitFor(() =>
      expect(screen.getByText('Moved Dr. Ananya Rao down: now 2 of 3.')).toBeInTheDocument(),
    );
    expect(body).toEqual({ id: '1', direction: 'down' });
    const founders = within(screen.getByRole('list', { name: 'Founders' })).getAllByRole('listitem');
    expect(founders[1]).toHaveTextContent('Dr. Ananya Rao');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move Dr. Ananya Rao down' }));
  });

  it('asks before deleting; Cancel keeps the member, Delete removes it', async () => {
    const state = serveTeam();
    const deleted: string[] = [];
    server.use(
      http.delete('*/api/admin/content/team/:id', ({ params }) => {
        deleted.push(String(params.id));
        state.team = state.team.filter((member) => String(member.id) !== params.id);
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<ContentAdmin />);
    await user.click(await screen.findByRole('button', { name: 'Delete Priya Nair' }));
    let dialog = screen.getByRole('dialog', { name: 'Delete this team member?' });
    expect(dialog).toHaveTextContent('Priya Nair will be removed from the site at once.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(deleted).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Delete Priya Nair' }));
    dialog = screen.getByRole('dialog', { name: 'Delete this team member?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.getByText('Deleted Priya Nair.')).toBeInTheDocument());
    expect(deleted).toEqual(['5']);
    await waitFor(() => expect(screen.queryByText('Priya Nair')).not.toBeInTheDocument());
  });

  it('says so when the team cannot be loaded, and retries', async () => {
    let fail = true;
    server.use(
      http.get('*/api/content/team', () =>
        fail ? HttpResponse.json({ message: 'down' }, { status: 503 }) : HttpResponse.json({ items: TEAM }),
      ),
    );
    const user = userEvent.setup();
    renderWithProviders(<ContentAdmin />);
    expect(await screen.findByText('The team could not be loaded.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Founders' })).toBeInTheDocument();
  });
});

describe('Site Content: other sections', () => {
  it('opens the section named in the address: mentors, with an empty state', async () => {
    server.use(http.get('*/api/content/mentors', () => HttpResponse.json({ items: [] })));
    renderWithProviders(<ContentAdmin />, { route: '/ad123/content?section=mentors' });
    expect(await screen.findByText('No mentors yet.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mentors' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('switches to Mentors and adds one', async () => {
    serveTeam();
    const mentors = { items: MENTORS };
    let fields: Record<string, FormDataEntryValue> = {};
    server.use(
      http.get('*/api/content/mentors', () => HttpResponse.json(mentors)),
      http.post('*/api/admin/content/mentors', async ({ request }) => {
        fields = await formFields(request);
        return HttpResponse.json({ id: 3 }, { status: 201 });
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<ContentAdmin />);
    await user.click(screen.getByRole('button', { name: 'Mentors' }));
    await user.click(await screen.findByRole('button', { name: 'Add mentor' }));
    const dialog = screen.getByRole('dialog', { name: 'Add mentor' });
    await user.type(within(dialog).getByLabelText(/^Name/), 'Dr. Farah Khan');
    await user.type(within(dialog).getByLabelText(/^Field/), 'Biotech');
    await user.type(within(dialog).getByLabelText(/^Bio/), 'Founded two startups.');
    await user.type(within(dialog).getByLabelText(/^Email/), 'farah@example.com');
    await user.type(within(dialog).getByLabelText(/^Professional profile link/), 'https://example.com/farah');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByText('Added mentor Dr. Farah Khan.')).toBeInTheDocument());
    expect(fields).toEqual({
      name: 'Dr. Farah Khan',
      field: 'Biotech',
      bio: 'Founded two startups.',
      email: 'farah@example.com',
      linkedin: 'https://example.com/farah',
    });
  });

  it('needs an image for a new slide', async () => {
    server.use(http.get('*/api/content/slides', () => HttpResponse.json({ items: [] })));
    const user = userEvent.setup();
    renderWithProviders(<ContentAdmin />, { route: '/?section=carousel' });
    await user.click(await screen.findByRole('button', { name: 'Add slide' }));
    const dialog = screen.getByRole('dialog', { name: 'Add slide' });
    await user.type(within(dialog).getByLabelText(/^Caption/), 'Demo day');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Slide image is required')).toBeInTheDocument();
  });

  it('edits a programme: features one per line become a list; no delete button', async () => {
    server.use(http.get('*/api/content/programs', () => HttpResponse.json({ items: PROGRAMS })));
    let body: unknown;
    server.use(
      http.put('*/api/admin/content/programs/:id', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ id: 1 });
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<ContentAdmin />, { route: '/?section=programs' });
    await user.click(await screen.findByRole('button', { name: 'Edit Incubation Program' }));
    expect(screen.queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();
    const dialog = screen.getByRole('dialog', { name: 'Edit Incubation Program' });
    const features = within(dialog).getByLabelText(/^Features/);
    await user.clear(features);
    await user.type(features, 'Workspace{enter}{enter}  Funding  {enter}');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByText('Saved Incubation Program.')).toBeInTheDocument());
    expect(body).toEqual({
      title: 'Incubation Program',
      duration: '12 months',
      summary: PROGRAMS[0]!.summary,
      features: ['Workspace', 'Funding'],
    });
  });

  it('sets the projects counter to count approved posts', async () => {
    const metrics: AdminMetric[] = [
      {
        key: 'startups',
        label: 'Startups',
        value: 100,
        durationSeconds: 2,
        mode: 'manual',
        manualValue: 100,
        autoValue: null,
      },
      {
        key: 'projects',
        label: 'Projects',
        value: 50,
        durationSeconds: 2.5,
        mode: 'manual',
        manualValue: 50,
        autoValue: 7,
      },
      {
        key: 'internships',
        label: 'Internships',
        value: 75,
        durationSeconds: 3,
        mode: 'manual',
        manualValue: 75,
        autoValue: 2,
      },
    ];
    let body: unknown;
    server.use(
      http.get('*/api/admin/content/metrics', () => HttpResponse.json({ items: metrics })),
      http.put('*/api/admin/content/metrics/:key', async ({ request, params }) => {
        body = { key: params.key, ...((await request.json()) as object) };
        return HttpResponse.json({ key: params.key });
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<ContentAdmin />, { route: '/?section=metrics' });
    const projects = await screen.findByRole('form', { name: /^Projects/ });
    expect(within(projects).getByText('7 open projects now.')).toBeInTheDocument();
    await user.selectOptions(within(projects).getByLabelText('Counting'), 'auto');
    const duration = within(projects).getByLabelText(/^Animation duration/);
    await user.clear(duration);
    await user.type(duration, '20');
    await user.click(within(projects).getByRole('button', { name: 'Save Projects' }));
    expect(
      await within(projects).findByText('Animation duration must be between 0.5 and 10 seconds'),
    ).toBeInTheDocument();
    await user.clear(duration);
    await user.type(duration, '4');
    await user.click(within(projects).getByRole('button', { name: 'Save Projects' }));
    await waitFor(() => expect(screen.getByText('Saved the Projects counter.')).toBeInTheDocument());
    expect(body).toEqual({ key: 'projects', label: 'Projects', value: 50, durationSeconds: 4, mode: 'auto' });
  });
});
