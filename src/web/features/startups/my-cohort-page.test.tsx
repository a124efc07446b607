import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { MyCohortCertificate } from '#common/cohort-certificates';
import type { CohortPage, MyCohorts, StartupProfile } from '#common/startups';
import { server, startMockServer } from '#web/test-support/msw';
import { renderWithProviders } from '#web/test-support/render';
import { USER } from '#web/test-support/users';
import MyCohortPage from './my-cohort-page';

startMockServer();

const MINE: MyCohorts = {
  items: [
    {
      id: 9,
      name: 'Spring 2030',
      startsOn: '2030-03-01',
      endsOn: '2030-08-31',
      startupId: 5,
      startupName: 'Krishi Sense',
      role: 'founder',
    },
  ],
  invitations: [],
};
const PAGE: CohortPage = {
  id: 9,
  name: 'Spring 2030',
  program: 'incubation',
  startsOn: '2030-03-01',
  endsOn: '2030-08-31',
  startups: [],
  schedule: [],
  announcements: [],
  myStartupId: 5,
};
const PROFILE: StartupProfile = {
  id: 5,
  slug: 'krishi-sense',
  name: 'Krishi Sense',
  logo: null,
  pitch: 'Soil sensors for small farms.',
  sector: 'Agriculture',
  stage: 'Prototype',
  website: '',
  foundedYear: null,
  status: 'active',
  fundingRaised: null,
  jobs: null,
  cohort: 'Spring 2030',
  published: false,
  cohortId: 9,
  cohortLabel: '',
  team: [
    { id: 1, name: 'Asha Verma', email: USER.email, role: 'founder', pending: false, expired: false },
    {
      id: 2,
      name: 'ravi@example.org',
      email: 'ravi@example.org',
      role: 'member',
      pending: true,
      expired: false,
    },
  ],
  canEdit: true,
};

function cohortApi(profile: StartupProfile, mine: MyCohorts = MINE, page: CohortPage = PAGE) {
  server.use(
    http.get('*/api/me', () => HttpResponse.json(USER)),
    http.get('*/api/my/cohorts', () => HttpResponse.json(mine)),
    http.get('*/api/cohorts/9', () => HttpResponse.json(page)),
    http.get('*/api/my/startups/5', () => HttpResponse.json(profile)),
    // The grant section: none recorded yet (its own tests are in features/grants).
    http.get('*/api/startups/5/grant', () => HttpResponse.json({ grant: null })),
    // No certificate of completion yet: the section stays out of the page.
    http.get('*/api/me/cohort-certificates', () => HttpResponse.json({ items: [] })),
    // The figures section beside the panel: none asked for yet (its own tests are in features/kpis).
    http.get('*/api/startups/5/kpis', () =>
      HttpResponse.json({
        startupId: 5,
        startupName: profile.name,
        frequency: 'monthly',
        metrics: [],
        periods: [],
        duePeriod: null,
        dueReported: false,
        canReport: true,
        reports: [],
      }),
    ),
  );
}

describe('MyCohortPage: certificates of completion', () => {
  it('lists each certificate with its code’s check page and a named PDF download', async () => {
    cohortApi(PROFILE);
    const certificate: MyCohortCertificate = {
      id: 41,
      cohort_id: 9,
      title: 'Certificate of completion',
      subject: 'Incubation programme: Spring 2030',
      startup: 'Krishi Sense',
      name: 'Asha Verma',
      code: 'ABCDEFGHJKLMNPQR',
      start_date: '2030-03-01',
      end_date: '2030-08-31',
      issued_at: '2030-09-01T10:00:00.000Z',
    };
    server.use(http.get('*/api/me/cohort-certificates', () => HttpResponse.json({ items: [certificate] })));
    renderWithProviders(<MyCohortPage />, { route: '/my/cohort' });
    const section = await screen.findByRole(
      'region',
      { name: 'Certificates of completion' },
      { timeout: 20_000 },
    );
    expect(within(section).getByText('Incubation programme: Spring 2030')).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'ABCDEFGHJKLMNPQR' })).toHaveAttribute(
      'href',
      '/certificates/ABCDEFGHJKLMNPQR',
    );
    expect(within(section).getByRole('link', { name: /^Download certificate/ })).toHaveAttribute(
      'href',
      '/api/me/cohort-certificates/41/pdf',
    );
  });
});

describe('MyCohortPage: your startup', () => {
  it('lets a founder edit the profile, publish it and see the team with pending invitations', async () => {
    const profile = { ...PROFILE };
    const sent: FormData[] = [];
    cohortApi(profile);
    server.use(
      http.put('*/api/my/startups/5', async ({ request }) => {
        const body = await request.formData();
        sent.push(body);
        profile.name = String(body.get('name'));
        profile.published = body.get('published') === 'true';
        return HttpResponse.json({ id: 5 });
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<MyCohortPage />, { route: '/my/cohort' });
    const panel = await screen.findByRole('region', { name: 'Your startup' }, { timeout: 20_000 });
    expect(within(panel).getByText('Private')).toBeInTheDocument();
    expect(within(panel).getByText('ravi@example.org')).toBeInTheDocument();
    expect(within(panel).getByText('Invited, not joined yet')).toBeInTheDocument();

    await user.click(within(panel).getByRole('button', { name: 'Edit profile' }));
    const form = within(panel).getByRole('form', { name: 'Edit Krishi Sense' });
    await user.clear(within(form).getByLabelText(/^Name/));
    await user.type(within(form).getByLabelText(/^Name/), 'Krishi Sense Labs');
    await user.type(within(form).getByLabelText('Website'), 'krishi.example.in');
    await user.click(within(form).getByRole('button', { name: 'Save profile' }));
    expect(await within(form).findByText('Website must start with http:// or https://')).toBeInTheDocument();
    await user.clear(within(form).getByLabelText('Website'));
    await user.type(within(form).getByLabelText('Website'), 'https://krishi.example.in');
    await user.type(within(form).getByLabelText('Founded year'), '2024');
    await user.click(within(form).getByRole('button', { name: 'Save profile' }));
    expect(await within(panel).findByText('Saved.')).toBeInTheDocument();
    expect(Object.fromEntries(sent[0]!.entries())).toMatchObject({
      name: 'Krishi Sense Labs',
      website: 'https://krishi.example.in',
      foundedYear: '2024',
      published: 'false',
    });

    await user.click(await within(panel).findByRole('button', { name: 'Publish' }));
    expect(
      await within(panel).findByText('Published: the profile is in the public portfolio.'),
    ).toBeInTheDocument();
    expect(sent[1]!.get('published')).toBe('true');
    expect(sent[1]!.get('name')).toBe('Krishi Sense Labs');
    expect(await within(panel).findByRole('link', { name: 'See the public page' })).toHaveAttribute(
      'href',
      '/startups/krishi-sense',
    );
  });

  it('invites a team member and shows the server refusing an address already invited', async () => {
    cohortApi(PROFILE);
    let calls = 0;
    server.use(
      http.post('*/api/my/startups/5/invitations', async ({ request }) => {
        calls += 1;
        const { email } = (await request.json()) as { email: string };
        return calls === 1
          ? HttpResponse.json({ message: `Invitation sent to ${email}.` }, { status: 201 })
          : HttpResponse.json(
              {
                message: 'This address already has an invitation or a place in the team.',
                fieldErrors: { email: 'This address already has an invitation or a place in the team.' },
              },
              { status: 409 },
            );
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<MyCohortPage />, { route: '/my/cohort' });
    const invite = await screen.findByRole('form', { name: 'Invite a team member' }, { timeout: 20_000 });
    await user.type(within(invite).getByLabelText('Email address'), 'Meera@Example.org');
    await user.click(within(invite).getByRole('button', { name: 'Send invitation' }));
    expect(await within(invite).findByText('Invitation sent to meera@example.org.')).toBeInTheDocument();
    await user.type(within(invite).getByLabelText('Email address'), 'meera@example.org');
    await user.click(within(invite).getByRole('button', { name: 'Send invitation' }));
    expect(
      (await within(invite).findAllByText('This address already has an invitation or a place in the team.'))
        .length,
    ).toBeGreaterThan(0);
  });

  it('resends an expired invitation, shows the cooldown refusal, and cancels one', async () => {
    const profile: StartupProfile = {
      ...PROFILE,
      team: [
        PROFILE.team[0]!,
        {
          id: 2,
          name: 'ravi@example.org',
          email: 'ravi@example.org',
          role: 'member',
          pending: true,
          expired: true,
        },
        {
          id: 3,
          name: 'uma@example.org',
          email: 'uma@example.org',
          role: 'member',
          pending: true,
          expired: false,
        },
      ],
    };
    cohortApi(profile);
    const resends: number[] = [];
    server.use(
      http.post('*/api/my/startups/5/invitations/:memberId/resending', ({ params }) => {
        resends.push(Number(params.memberId));
        if (resends.length > 1)
          return HttpResponse.json(
            {
              message:
                'This invitation was sent less than 10 minutes ago. Please wait before sending it again.',
            },
            { status: 429 },
          );
        profile.team = profile.team.map((member) =>
          member.id === 2 ? { ...member, expired: false } : member,
        );
        return HttpResponse.json({
          message: 'A new code is on its way to ravi@example.org; the old one no longer works.',
        });
      }),
      http.delete('*/api/my/startups/5/invitations/:memberId', ({ params }) => {
        profile.team = profile.team.filter((member) => member.id !== Number(params.memberId));
        return HttpResponse.json({ message: 'The invitation to uma@example.org is cancelled.' });
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<MyCohortPage />, { route: '/my/cohort' });
    const panel = await screen.findByRole('region', { name: 'Your startup' }, { timeout: 20_000 });
    const ravi = within(panel).getByText('ravi@example.org').closest('li')!;
    expect(within(ravi).getByText('Expired')).toBeInTheDocument();
    expect(within(ravi).queryByText('Invited, not joined yet')).not.toBeInTheDocument();

    await user.click(
      within(panel).getByRole('button', { name: 'Send again the invitation to ravi@example.org' }),
    );
    expect(
      await within(panel).findByText(
        'A new code is on its way to ravi@example.org; the old one no longer works.',
      ),
    ).toBeInTheDocument();
    await within(panel)
      .findAllByText('Invited, not joined yet')
      .then((found) => expect(found).toHaveLength(2));
    expect(within(panel).queryByText('Expired')).not.toBeInTheDocument();
    await user.click(
      within(panel).getByRole('button', { name: 'Send again the invitation to ravi@example.org' }),
    );
    expect(
      await within(panel).findByText(
        'This invitation was sent less than 10 minutes ago. Please wait before sending it again.',
      ),
    ).toBeInTheDocument();
    expect(resends).toEqual([2, 2]);

    await user.click(within(panel).getByRole('button', { name: 'Cancel invitation to uma@example.org' }));
    expect(
      await within(panel).findByText('The invitation to uma@example.org is cancelled.'),
    ).toBeInTheDocument();
    await vi.waitFor(() => expect(within(panel).queryByText('uma@example.org')).not.toBeInTheDocument(), {
      timeout: 20_000,
    });
  });

  it('shows a member the profile without the founder controls', async () => {
    cohortApi({ ...PROFILE, canEdit: false }, { ...MINE, items: [{ ...MINE.items[0]!, role: 'member' }] });
    renderWithProviders(<MyCohortPage />, { route: '/my/cohort' });
    const panel = await screen.findByRole('region', { name: 'Your startup' }, { timeout: 20_000 });
    expect(within(panel).getByText('Only your startup’s founders edit the profile.')).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Edit profile' })).not.toBeInTheDocument();
    expect(within(panel).queryByRole('form', { name: 'Invite a team member' })).not.toBeInTheDocument();
    expect(within(panel).queryByText('ravi@example.org')).not.toBeInTheDocument();
  });

  it('tells someone invited where to type the code', async () => {
    cohortApi(PROFILE, {
      items: [],
      invitations: [{ startupName: 'Krishi Sense', cohortName: 'Spring 2030' }],
    });
    renderWithProviders(<MyCohortPage />, { route: '/my/cohort' });
    expect(
      await screen.findByText(/You are invited to Krishi Sense \(Spring 2030\)\. Type the code/, undefined, {
        timeout: 20_000,
      }),
    ).toBeInTheDocument();
    expect(screen.getByText('You are not in a cohort yet')).toBeInTheDocument();
    expect(screen.getByLabelText('Invitation code')).toBeInTheDocument();
  });
});

describe('MyCohortPage: the cohort (docs/product.md#cohorts)', () => {
  it('shows the centre’s announcements, the programme’s schedule and the other startups with their teams', async () => {
    cohortApi(PROFILE, MINE, {
      ...PAGE,
      announcements: [
        {
          id: 2,
          title: 'Demo day moves to Friday',
          body: 'Demo day is now on Friday.\n\nSame room.',
          createdAt: '2030-04-02T09:00:00.000Z',
        },
      ],
      schedule: [{ id: 31, name: 'Pitch clinic', startDate: '2030-03-12', location: 'Hall A' }],
      startups: [
        {
          ...PROFILE,
          id: 6,
          slug: 'quiet-grid',
          name: 'Quiet Grid',
          pitch: 'Batteries for rural clinics.',
          team: [{ name: 'Meera Iyer', role: 'founder' }],
        },
      ],
    });
    renderWithProviders(<MyCohortPage />, { route: '/my/cohort' });
    const announcements = await screen.findByRole('region', { name: 'Announcements' }, { timeout: 20_000 });
    expect(
      within(announcements).getByRole('heading', { name: 'Demo day moves to Friday' }),
    ).toBeInTheDocument();
    expect(within(announcements).getByText(/Same room\./)).toBeInTheDocument();
    const schedule = screen.getByRole('region', { name: 'Schedule' });
    expect(within(schedule).getByRole('link', { name: 'Pitch clinic' })).toHaveAttribute(
      'href',
      '/events/31',
    );
    expect(within(schedule).getByText(/Hall A/)).toBeInTheDocument();
    const startups = screen.getByRole('region', { name: 'Startups in the cohort' });
    expect(within(startups).getByText('Batteries for rural clinics.')).toBeInTheDocument();
    expect(
      within(startups).getByText(/Private to the cohort and the centre · Team: Meera Iyer/),
    ).toBeInTheDocument();
  });

  it('says when nothing is announced or planned yet', async () => {
    cohortApi(PROFILE);
    renderWithProviders(<MyCohortPage />, { route: '/my/cohort' });
    expect(
      await screen.findByText('No announcements yet.', undefined, { timeout: 20_000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('No events are planned in the programme’s dates yet.')).toBeInTheDocument();
  });
});
