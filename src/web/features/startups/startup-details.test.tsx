import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { AdminRevision, MyStartupDetails, StartupPage } from '#common/startup-details';
import { server, startMockServer } from '#web/test-support/msw';
import { Route, Routes } from 'react-router-dom';
import { renderWithProviders } from '#web/test-support/render';
import { StartupRevisionsAdmin } from './admin/startup-revisions-admin';
import { StartupDetailsPanel } from './startup-details-panel';
import StartupPageView from './startup-page';

startMockServer();

const PAGE: StartupPage = {
  slug: 'krishi-sense',
  name: 'Krishi Sense',
  logo: null,
  pitch: 'Soil sensors for small farms.',
  sector: 'Agriculture',
  stage: 'Prototype',
  website: '',
  foundedYear: 2025,
  status: 'active',
  fundingRaised: null,
  jobs: null,
  cohort: 'Spring 2030',
  story: 'We met in the soil lab.\n\nNow we build sensors.',
  milestones: [
    { date: '2024-11-15', title: 'Incorporated' },
    { date: '2025-06-01', title: 'First pilot with 40 farms' },
  ],
  founders: [
    { name: 'Asha Kulkarni', role: 'CEO', profileUrl: 'https://profiles.example.org/asha' },
    { name: 'Ravi Patil', role: 'Founder', profileUrl: null },
  ],
  news: [{ slug: 'krishi-pilot', title: 'Krishi Sense starts its pilot', publishedOn: '2025-06-03' }],
};

const DETAILS: MyStartupDetails = {
  approved: {
    story: 'We met in the soil lab.',
    milestones: [{ date: '2024-11-15', title: 'Incorporated' }],
    founderRoles: [{ memberId: 11, role: 'CEO' }],
    approvedAt: '2025-01-01T00:00:00.000Z',
  },
  pending: null,
  returned: { note: 'Please name the district.', decidedAt: '2025-02-01T00:00:00.000Z' },
  founders: [
    { memberId: 11, name: 'Asha Kulkarni', isMe: true, profileUrl: '', linkShown: false },
    { memberId: 12, name: 'Ravi Patil', isMe: false, profileUrl: '', linkShown: false },
  ],
  canEdit: true,
};

const REVISION: AdminRevision = {
  id: 7,
  startupId: 5,
  startupName: 'Krishi Sense',
  startupSlug: 'krishi-sense',
  published: true,
  submittedBy: 'Asha Kulkarni',
  submittedAt: '2025-02-02T10:00:00.000Z',
  current: DETAILS.approved!,
  proposed: {
    story: 'We met in the soil lab in Dharwad.',
    milestones: [
      { date: '2024-11-15', title: 'Incorporated' },
      { date: '2025-03-01', title: 'Seed grant' },
    ],
    founderRoles: [
      { memberId: 11, role: 'CEO' },
      { memberId: 12, role: 'CTO' },
    ],
  },
  founderNames: [
    { memberId: 11, name: 'Asha Kulkarni' },
    { memberId: 12, name: 'Ravi Patil' },
  ],
  status: 'pending',
};

describe('the public startup page', () => {
  it('shows sector and stage, founders (linked only where they chose), the story, milestones and news', async () => {
    server.use(http.get('*/api/startups/krishi-sense', () => HttpResponse.json(PAGE)));
    renderWithProviders(
      <Routes>
        <Route path="/startups/:slug" element={<StartupPageView />} />
      </Routes>,
      { route: '/startups/krishi-sense' },
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Krishi Sense' })).toBeInTheDocument();
    expect(screen.getByText('Sector').nextSibling).toHaveTextContent('Agriculture');
    expect(screen.getByText('Stage').nextSibling).toHaveTextContent('Prototype');
    const founders = within(screen.getByRole('region', { name: 'Founders' }));
    expect(founders.getByRole('link', { name: /Asha Kulkarni/ })).toHaveAttribute(
      'href',
      'https://profiles.example.org/asha',
    );
    expect(founders.getByText('Ravi Patil').closest('a')).toBeNull();
    expect(founders.getByText('CEO')).toBeInTheDocument();
    const story = within(screen.getByRole('region', { name: 'Our story' }));
    expect(story.getAllByText(/./, { selector: 'p' }).map((p) => p.textContent)).toEqual([
      'We met in the soil lab.',
      'Now we build sensors.',
    ]);
    const milestones = within(screen.getByRole('region', { name: 'Milestones' })).getAllByRole('listitem');
    expect(milestones.map((item) => item.textContent)).toEqual([
      '15 November 2024Incorporated',
      '1 June 2025First pilot with 40 farms',
    ]);
    expect(screen.getByRole('link', { name: 'Krishi Sense starts its pilot' })).toHaveAttribute(
      'href',
      '/news/krishi-pilot',
    );
  });

  it('leaves out the parts a startup has not filled in', async () => {
    const bare = { ...PAGE, story: '', milestones: [], founders: [], news: [] };
    server.use(http.get('*/api/startups/krishi-sense', () => HttpResponse.json(bare)));
    renderWithProviders(
      <Routes>
        <Route path="/startups/:slug" element={<StartupPageView />} />
      </Routes>,
      { route: '/startups/krishi-sense' },
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Krishi Sense' })).toBeInTheDocument();
    for (const name of ['Founders', 'Our story', 'Milestones', 'In the news'])
      expect(screen.queryByRole('heading', { name })).not.toBeInTheDocument();
  });
});

describe('StartupDetailsPanel on My cohort', () => {
  it('shows the centre’s note, and lets a founder edit the story, add a milestone and name roles', async () => {
    let details: MyStartupDetails = DETAILS;
    let sent: unknown = null;
    server.use(
      http.get('*/api/my/startups/5/details', () => HttpResponse.json(details)),
      http.put('*/api/my/startups/5/details', async ({ request }) => {
        sent = await request.json();
        details = {
          ...DETAILS,
          returned: null,
          pending: {
            ...(sent as MyStartupDetails['approved'] & object),
            submittedAt: '2025-02-03T00:00:00.000Z',
            submittedBy: 'Asha Kulkarni',
          },
        };
        return HttpResponse.json({ message: 'Sent to the centre.' });
      }),
    );
    renderWithProviders(<StartupDetailsPanel startupId={5} slug="krishi-sense" published />);
    expect(await screen.findByText('Please name the district.')).toBeInTheDocument();
    expect(screen.getByText('On the public page')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Edit story and milestones' }));
    const story = screen.getByRole('textbox', { name: /Your story/ });
    await userEvent.clear(story);
    await userEvent.type(story, 'We met in the soil lab in Dharwad.');
    await userEvent.click(screen.getByRole('button', { name: 'Add a milestone' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send for approval' }));
    expect(await screen.findByText('Milestone date must be a date')).toBeInTheDocument();
    expect(sent).toBeNull();

    await userEvent.type(screen.getByLabelText(/Milestone 2: date/), '2025-03-01');
    await userEvent.type(screen.getAllByRole('textbox', { name: /What happened/ })[1]!, 'Seed grant');
    await userEvent.type(screen.getByRole('textbox', { name: 'Role of Ravi Patil' }), 'CTO');
    await userEvent.click(screen.getByRole('button', { name: 'Send for approval' }));
    expect(await screen.findByText('Sent to the centre.')).toBeInTheDocument();
    expect(sent).toEqual({
      story: 'We met in the soil lab in Dharwad.',
      milestones: [
        { date: '2024-11-15', title: 'Incorporated' },
        { date: '2025-03-01', title: 'Seed grant' },
      ],
      founderRoles: [
        { memberId: 11, role: 'CEO' },
        { memberId: 12, role: 'CTO' },
      ],
    });
    expect(await screen.findByText(/is waiting for the centre’s approval/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit the waiting change' })).toBeInTheDocument();
  });

  it('saves the founder’s own link choice, and shows a member no edit button', async () => {
    let sent: unknown = null;
    server.use(
      http.get('*/api/my/startups/5/details', () => HttpResponse.json(DETAILS)),
      http.put('*/api/my/startups/5/founder-link', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({
          message: 'Saved: your name on the startup’s page links to your profile.',
        });
      }),
    );
    const first = renderWithProviders(<StartupDetailsPanel startupId={5} slug="krishi-sense" published />);
    const box = await screen.findByRole('checkbox', { name: /Show me on the startup’s page/ });
    expect(box).not.toBeChecked();
    await userEvent.click(box);
    await userEvent.click(screen.getByRole('button', { name: 'Save my choice' }));
    expect(await screen.findByText('Enter your profile address to show a link')).toBeInTheDocument();
    await userEvent.type(
      screen.getByRole('textbox', { name: 'Your profile address' }),
      'https://example.org/asha',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save my choice' }));
    expect(await screen.findByText(/links to your profile/)).toBeInTheDocument();
    expect(sent).toEqual({ profileUrl: 'https://example.org/asha', shown: true });
    first.unmount();

    server.use(
      http.get('*/api/my/startups/5/details', () =>
        HttpResponse.json({
          ...DETAILS,
          canEdit: false,
          founders: DETAILS.founders.map((founder) => ({ ...founder, isMe: false })),
        }),
      ),
    );
    renderWithProviders(<StartupDetailsPanel startupId={5} slug="krishi-sense" published={false} />);
    expect(await screen.findByText('Only your startup’s founders edit its page.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Edit/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });
});

describe('StartupRevisionsAdmin', () => {
  it('shows the public version beside the proposed one, approves, and sends back with a note', async () => {
    let items = [REVISION, { ...REVISION, id: 8, startupName: 'LedgerLoop', startupSlug: 'ledgerloop' }];
    const calls: string[] = [];
    server.use(
      http.get('*/api/admin/startup-revisions', () => HttpResponse.json({ items })),
      http.post('*/api/admin/startup-revisions/:id/approval', ({ params }) => {
        calls.push(`approve ${String(params.id)}`);
        items = items.filter((item) => item.id !== Number(params.id));
        return HttpResponse.json({ message: 'Approved: the page of Krishi Sense shows the new version.' });
      }),
      http.post('*/api/admin/startup-revisions/:id/return', async ({ params, request }) => {
        calls.push(`return ${String(params.id)} ${JSON.stringify(await request.json())}`);
        items = items.filter((item) => item.id !== Number(params.id));
        return HttpResponse.json({ message: 'Sent back to LedgerLoop with your note.' });
      }),
    );
    renderWithProviders(<StartupRevisionsAdmin />);
    const first = (await screen.findByRole('heading', { name: 'Krishi Sense' })).closest('li')!;
    expect(within(first).getByText('Public now')).toBeInTheDocument();
    expect(within(first).getByText('We met in the soil lab in Dharwad.')).toBeInTheDocument();
    expect(within(first).getByText('New')).toBeInTheDocument();
    expect(within(first).getByText('Changed')).toBeInTheDocument();
    expect(within(first).getByText('Story (changed)')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Approve the change of Krishi Sense' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Approved: the page of Krishi Sense');
    await userEvent.click(screen.getByRole('button', { name: 'Send back the change of LedgerLoop' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send back with this note' }));
    expect(await screen.findByText('Note is required')).toBeInTheDocument();
    await userEvent.type(
      screen.getByRole('textbox', { name: /What should the founders change/ }),
      'Add dates.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Send back with this note' }));
    expect(await screen.findByText('No changes waiting')).toBeInTheDocument();
    expect(calls).toEqual(['approve 7', 'return 8 {"note":"Add dates."}']);
  });
});
