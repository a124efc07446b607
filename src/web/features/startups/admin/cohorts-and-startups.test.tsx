import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { CohortPage, CohortSummary, StartupProfile } from '#common/startups';
import { server, startMockServer } from '#web/test-support/msw';
import { renderWithProviders } from '#web/test-support/render';
import { CohortsAdmin } from './cohorts-admin';
import { StartupsAdmin } from './startups-admin';

startMockServer();

const CALL = {
  id: 4,
  program: 'incubation',
  programTitle: 'Incubation',
  title: 'Incubation spring call',
  opensAt: '2030-01-01T00:00:00.000Z',
  closesAt: '2030-02-01T00:00:00.000Z',
  questions: [],
  reviewDeadline: null,
  rubric: [],
  blind: false,
  createdAt: '2030-01-01T00:00:00.000Z',
  updatedAt: '2030-01-01T00:00:00.000Z',
  drafts: 0,
  submitted: 3,
};
const PROGRAMS = [
  { id: 1, slug: 'pre-incubation', title: 'Pre-incubation', duration: '', summary: '', features: [] },
  { id: 2, slug: 'incubation', title: 'Incubation', duration: '', summary: '', features: [] },
];
const COHORT: CohortSummary = {
  id: 9,
  name: 'Spring 2030',
  program: 'incubation',
  callId: 4,
  startsOn: '2030-03-01',
  endsOn: '2030-08-31',
  startupCount: 2,
};
const STARTUP: StartupProfile = {
  id: 5,
  slug: 'krishi-sense',
  name: 'Krishi Sense',
  logo: null,
  pitch: 'Soil sensors for small farms.',
  sector: 'Agriculture',
  stage: 'Prototype',
  website: 'https://krishi.example.in',
  foundedYear: 2024,
  status: 'active',
  fundingRaised: 2_500_000,
  jobs: 4,
  cohort: 'Spring 2030',
  published: true,
  cohortId: 9,
  cohortLabel: '',
  team: [
    { id: 1, name: 'Asha Verma', email: 'asha@example.org', role: 'founder', pending: false, expired: false },
  ],
  canEdit: true,
};

function adminApi(cohorts: CohortSummary[] = [COHORT], startups: StartupProfile[] = [STARTUP]) {
  server.use(
    http.get('*/api/admin/cohorts', () => HttpResponse.json({ items: cohorts })),
    http.get('*/api/admin/startups', () => HttpResponse.json({ items: startups })),
    http.get('*/api/calls', () => HttpResponse.json({ items: [CALL], timezone: 'Asia/Kolkata' })),
    http.get('*/api/content/programs', () => HttpResponse.json({ items: PROGRAMS })),
  );
}

describe('CohortsAdmin', () => {
  it('forms a cohort from a call, whose programme it takes, and says how many startups joined', async () => {
    adminApi([]);
    let sent: unknown;
    server.use(
      http.post('*/api/admin/cohorts', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ id: 10, startupsAdded: 3 }, { status: 201 });
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<CohortsAdmin />);
    expect(await screen.findByText('No cohorts yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Form a cohort' }));
    const form = screen.getByRole('form', { name: 'Form a cohort' });
    await user.click(within(form).getByRole('button', { name: 'Form the cohort' }));
    expect(await within(form).findByText('Name is required')).toBeInTheDocument();

    await user.type(within(form).getByLabelText(/^Name/), 'Spring 2031');
    await within(form).findByRole('option', { name: /Incubation spring call/ });
    await user.selectOptions(within(form).getByLabelText('From a call'), '4');
    expect(within(form).getByLabelText(/^Programme/)).toHaveValue('incubation');
    await user.type(within(form).getByLabelText(/^First day/), '2031-03-01');
    await user.type(within(form).getByLabelText(/^Last day/), '2031-02-01');
    await user.click(within(form).getByRole('button', { name: 'Form the cohort' }));
    expect(
      await within(form).findByText('The end date must be on or after the start date'),
    ).toBeInTheDocument();
    await user.clear(within(form).getByLabelText(/^Last day/));
    await user.type(within(form).getByLabelText(/^Last day/), '2031-08-31');
    await user.click(within(form).getByRole('button', { name: 'Form the cohort' }));
    expect(
      await screen.findByText(
        'Cohort "Spring 2031" formed with 3 startups from the call\'s accepted applications.',
      ),
    ).toBeInTheDocument();
    expect(sent).toEqual({
      name: 'Spring 2031',
      program: 'incubation',
      callId: 4,
      startsOn: '2031-03-01',
      endsOn: '2031-08-31',
    });
  });

  it('posts an announcement to a cohort and lists the ones posted', async () => {
    adminApi();
    const page: CohortPage = {
      id: 9,
      name: 'Spring 2030',
      program: 'incubation',
      startsOn: '2030-03-01',
      endsOn: '2030-08-31',
      startups: [],
      schedule: [],
      announcements: [],
      myStartupId: null,
    };
    let sent: unknown;
    server.use(
      http.get('*/api/cohorts/9', () => HttpResponse.json(page)),
      http.post('*/api/admin/cohorts/9/announcements', async ({ request }) => {
        sent = await request.json();
        page.announcements = [
          { id: 1, title: 'Demo day', body: 'On 1 June.', createdAt: '2030-04-02T10:00:00.000Z' },
        ];
        return HttpResponse.json(
          { message: 'Announcement posted and mailed to 4 members.' },
          { status: 201 },
        );
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<CohortsAdmin />);
    await user.click(await screen.findByRole('button', { name: 'Announcements to Spring 2030' }));
    expect(await screen.findByText('Nothing posted yet.')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Title/), 'Demo day');
    await user.type(screen.getByLabelText(/^Text/), 'On 1 June.');
    await user.click(screen.getByRole('button', { name: 'Post and mail' }));
    expect(await screen.findByText('Announcement posted and mailed to 4 members.')).toBeInTheDocument();
    expect(sent).toEqual({ title: 'Demo day', body: 'On 1 June.' });
    expect(await screen.findByText(/Demo day$/)).toBeInTheDocument();
  });
});

describe('StartupsAdmin', () => {
  it('adds an alumnus with a suggested address and a cohort label, as multipart', async () => {
    adminApi([COHORT], []);
    let sent: FormData | undefined;
    server.use(
      http.post('*/api/admin/startups', async ({ request }) => {
        sent = await request.formData();
        return HttpResponse.json({ id: 6 }, { status: 201 });
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<StartupsAdmin />);
    expect(await screen.findByText('No startups yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add a startup' }));
    const form = screen.getByRole('form', { name: 'Add a startup' });
    await user.type(within(form).getByLabelText(/^Name/), 'Old Mill Robotics');
    await user.tab();
    expect(within(form).getByLabelText(/^Address/)).toHaveValue('old-mill-robotics');
    await user.type(within(form).getByLabelText(/^One-line pitch/), 'Robots for textile mills.');
    await user.selectOptions(within(form).getByLabelText(/^Status/), 'acquired');
    await user.type(within(form).getByLabelText('Cohort label'), 'Batch 2018');
    // docs/product.md#impact-reports: jobs and funds raised are impact facts, not fields of this form.
    expect(within(form).queryByLabelText('Funding raised (₹)')).toBeNull();
    expect(within(form).queryByLabelText('Jobs created')).toBeNull();
    await user.selectOptions(within(form).getByLabelText('Visibility'), 'true');
    await user.click(within(form).getByRole('button', { name: 'Add the startup' }));
    expect(await screen.findByText('Added "Old Mill Robotics".')).toBeInTheDocument();
    expect(Object.fromEntries(sent!.entries())).toMatchObject({
      name: 'Old Mill Robotics',
      slug: 'old-mill-robotics',
      status: 'acquired',
      cohortId: '',
      cohortLabel: 'Batch 2018',
      published: 'true',
    });
    expect(sent!.has('fundingRaised')).toBe(false);
  });

  it('shows the server refusing a taken address under the field', async () => {
    adminApi([COHORT], [STARTUP]);
    server.use(
      http.put('*/api/admin/startups/5', () =>
        HttpResponse.json(
          {
            message: 'Another startup already uses this address',
            fieldErrors: { slug: 'Another startup already uses this address' },
          },
          { status: 409 },
        ),
      ),
      http.get('*/api/my/startups/5/impact', () =>
        HttpResponse.json({
          startupId: 5,
          name: 'Krishi Sense',
          canEdit: true,
          facts: {
            incorporatedOn: null,
            dpiitNumber: '',
            dpiitRecognisedOn: null,
            jobsCreated: 4,
            revenueBand: 'not_told',
            ipFiled: 0,
            ipGranted: 0,
          },
          confirmedAt: '2026-11-01T10:00:00.000Z',
          fundings: [],
          yourGender: null,
        }),
      ),
    );
    const user = userEvent.setup();
    renderWithProviders(<StartupsAdmin />);
    await user.click(await screen.findByRole('button', { name: 'Edit Krishi Sense' }));
    const form = screen.getByRole('form', { name: 'Edit Krishi Sense' });
    // The startup's jobs and funds raised are edited as its impact facts, under the form.
    const facts = screen.getByRole('region', { name: 'Impact facts' });
    expect(await within(facts).findByText(/Confirmed by the centre/)).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    const address = within(form).getByLabelText(/^Address/);
    await waitFor(() => expect(address).toHaveAttribute('aria-invalid', 'true'));
    expect(within(form).getAllByText('Another startup already uses this address').length).toBeGreaterThan(0);
  });

  it('hides a published startup keeping its other fields, and deletes one only after confirming', async () => {
    adminApi([COHORT], [STARTUP]);
    let sent: FormData | undefined;
    let deleted = false;
    server.use(
      http.put('*/api/admin/startups/5', async ({ request }) => {
        sent = await request.formData();
        return HttpResponse.json({ id: 5 });
      }),
      http.delete('*/api/admin/startups/5', () => {
        deleted = true;
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<StartupsAdmin />);
    expect(await screen.findByText(/Published · Founders: Asha Verma/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Hide Krishi Sense' }));
    expect(await screen.findByText('"Krishi Sense" is hidden from the portfolio.')).toBeInTheDocument();
    expect(Object.fromEntries(sent!.entries())).toMatchObject({
      published: 'false',
      slug: 'krishi-sense',
      pitch: 'Soil sensors for small farms.',
      cohortId: '9',
    });

    await user.click(screen.getByRole('button', { name: 'Delete Krishi Sense' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Krishi Sense?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(deleted).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Delete Krishi Sense' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete Krishi Sense?' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    expect(await screen.findByText('Deleted "Krishi Sense".')).toBeInTheDocument();
    expect(deleted).toBe(true);
  });
});
