import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { ModerationQueue as Queue } from '#common/moderation';
import { server, startMockServer } from '#web/test-support/msw';
import { renderWithProviders } from '#web/test-support/render';
import { ModerationQueue } from './moderation-queue';

startMockServer();

const QUEUE: Queue = {
  items: [
    {
      kind: 'report',
      subject: 'idea',
      id: 4,
      title: 'Earn money fast',
      detail: 'spammer@example.org',
      since: '2030-01-01T10:00:00.000Z',
      hidden: true,
      poster: { name: 'Sam Spammer', email: 'spammer@example.org' },
      content: {
        kind: 'idea',
        id: 4,
        title: 'Earn money fast',
        description: 'Send a fee to join.',
        ownerName: 'Sam',
        designation: 'Student',
        mainTag: 'Finance',
        extraTags: [],
        contact: '+91 90000 00000',
        createdAt: '2029-12-30T10:00:00.000Z',
        status: 'approved',
        reviewReason: null,
        reviewedAt: '2029-12-31T10:00:00.000Z',
        ownerEmail: 'spammer@example.org',
        authorName: 'Spam Account',
      },
      reports: [
        {
          reporter: { name: 'Riya Sen', email: 'riya@example.edu' },
          reason: 'spam',
          text: 'Asks for a fee',
          createdAt: '2030-01-01T10:00:00.000Z',
          fromNewAccount: false,
        },
        {
          reporter: { name: '', email: 'fresh@example.org' },
          reason: 'misleading',
          text: null,
          createdAt: '2030-01-01T11:00:00.000Z',
          fromNewAccount: true,
        },
      ],
      actions: ['restore', 'remove'],
    },
    {
      kind: 'verification',
      subject: 'verification',
      id: 2,
      title: 'Acme Robotics',
      detail: 'founder@acme.example',
      since: '2030-01-02T10:00:00.000Z',
      hidden: false,
      poster: { name: 'Asha Rao', email: 'founder@acme.example' },
      content: {
        kind: 'verification',
        id: 2,
        companyName: 'Acme Robotics',
        companyWebsite: 'https://acme.example',
        linkedinUrl: 'https://www.linkedin.com/company/acme',
        socialMediaUrl: null,
        additionalInfo: 'We build warehouse robots.',
        userEmail: 'founder@acme.example',
        userName: 'Asha Rao',
        status: 'pending',
        submittedAt: '2030-01-02T10:00:00.000Z',
        decidedAt: null,
      },
      reports: [],
      actions: ['approve', 'decline'],
    },
    {
      kind: 'event',
      subject: 'event',
      id: 7,
      title: 'Pitch Clinic',
      detail: '3 of 3 seats taken · starts 9 Dec 2030',
      since: '2030-01-03T10:00:00.000Z',
      hidden: false,
      poster: null,
      content: null,
      reports: [],
      actions: [],
    },
  ],
  counts: { post: 0, report: 1, verification: 1, application: 0, event: 1 },
  total: 3,
};

describe('ModerationQueue (docs/product.md#moderation-queue)', () => {
  it('shows the waiting items with their reports, and sends a removal with its reason', async () => {
    const sent: unknown[] = [];
    server.use(
      http.get('*/api/admin/moderation', () => HttpResponse.json(QUEUE)),
      http.patch('*/api/admin/moderation/idea/4', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ message: 'Removed.' });
      }),
    );
    renderWithProviders(<ModerationQueue />);
    const spam = (await screen.findByRole('heading', { name: 'Earn money fast' })).closest('li')!;
    expect(within(spam).getByText('Hidden')).toBeInTheDocument();
    // docs/product.md#names: the author by name, with the address admins may see.
    expect(within(spam).getByText('Sam Spammer').parentElement).toHaveTextContent(
      'Sam Spammer (spammer@example.org)',
    );
    expect(within(spam).getByText(/Asks for a fee/)).toBeInTheDocument();
    // docs/product.md#reports: the admin sees which reports came from new accounts (they hide nothing).
    // Who reported it and why: the reporter's name and email (admins may see them), or the email alone.
    const reports = within(within(spam).getByRole('region', { name: /Reports on/ })).getAllByRole('listitem');
    expect(reports.map((report) => report.textContent)).toEqual([
      'Spam — Asks for a feeby Riya Sen (riya@example.edu)',
      'Misleadingby fresh@example.org · from a new account',
    ]);
    expect(screen.getByRole('option', { name: 'Reported posts (1)' })).toBeInTheDocument();
    await userEvent.click(within(spam).getByRole('button', { name: /Remove/ }));
    expect(within(spam).getByLabelText(/Reason for remove/)).toHaveAccessibleName(/sent to Sam Spammer/);
    await userEvent.type(within(spam).getByLabelText(/Reason for remove/), 'Fee scam');
    await userEvent.click(within(spam).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(sent).toEqual([{ action: 'remove', reason: 'Fee scam' }]));
    expect(await screen.findByText('Removed. “Earn money fast”')).toBeInTheDocument();
  });

  it('leads from an event nearly full to the Registrations tab, with nothing to decide in the queue', async () => {
    server.use(http.get('*/api/admin/moderation', () => HttpResponse.json(QUEUE)));
    renderWithProviders(<ModerationQueue />);
    const event = (await screen.findByRole('heading', { name: 'Pitch Clinic' })).closest('li')!;
    expect(within(event).getByText(/3 of 3 seats taken/)).toBeInTheDocument();
    expect(within(event).queryByRole('button')).toBeNull();
    expect(within(event).getByRole('link', { name: /See the registrations/ })).toHaveAttribute(
      'href',
      '/ad123/registrations',
    );
  });
});

const LONG_DESCRIPTION = `Paid research internship in the robotics lab.\n${'Build and test grippers. '.repeat(30)}`;
const PENDING: Queue = {
  items: [
    {
      kind: 'post',
      subject: 'internship',
      id: 9,
      title: 'Robotics intern',
      detail: 'hr@acme.example',
      since: '2030-02-01T10:00:00.000Z',
      hidden: false,
      poster: { name: 'Meera Iyer', email: 'hr@acme.example' },
      content: {
        kind: 'internship',
        id: 9,
        title: 'Robotics intern',
        company: 'Acme Robotics',
        location: 'Bengaluru',
        type: 'Hybrid',
        duration: '6 months',
        stipend: 25000,
        description: LONG_DESCRIPTION,
        requirements: '- Python\n- ROS',
        applyLink: 'https://jobs.acme.example/robotics-intern',
        contact: 'hr@acme.example',
        createdAt: '2030-02-01T10:00:00.000Z',
        status: 'pending',
        reviewReason: null,
        reviewedAt: null,
        ownerEmail: 'hr@acme.example',
        authorName: 'Acme HR',
      },
      reports: [],
      actions: ['approve', 'decline'],
    },
    {
      kind: 'post',
      subject: 'idea',
      id: 11,
      title: 'Campus compost',
      detail: 'kiran@example.edu',
      since: '2030-02-02T10:00:00.000Z',
      hidden: false,
      poster: { name: '', email: 'kiran@example.edu' },
      content: {
        kind: 'idea',
        id: 11,
        title: 'Campus compost',
        description: 'Turn canteen waste into compost.',
        ownerName: 'Kiran',
        designation: 'Student',
        mainTag: 'Sustainability',
        extraTags: ['Food', 'Waste'],
        contact: '+91 91234 56789',
        createdAt: '2030-02-02T10:00:00.000Z',
        status: 'pending',
        reviewReason: null,
        reviewedAt: null,
        ownerEmail: 'kiran@example.edu',
        authorName: 'Kiran Rao',
      },
      reports: [],
      actions: ['approve', 'decline'],
    },
    {
      kind: 'application',
      subject: 'application',
      id: 5,
      title: 'GreenCart — Incubation',
      detail: 'lead@greencart.example',
      since: '2030-02-03T10:00:00.000Z',
      hidden: false,
      poster: { name: 'Dev Patel', email: 'lead@greencart.example' },
      content: {
        kind: 'application',
        id: 5,
        program: 'incubation',
        programTitle: 'Incubation',
        teamName: 'GreenCart',
        status: 'pending',
        createdAt: '2030-02-03T10:00:00.000Z',
        stage: 'Prototype',
        description: 'Groceries without plastic.',
        teamSize: 3,
        website: null,
        phone: '+91 90000 22222',
        applicantEmail: 'lead@greencart.example',
        applicantName: 'Dev Patel',
        decidedAt: null,
      },
      reports: [],
      actions: ['approve', 'decline'],
    },
  ],
  counts: { post: 2, report: 0, verification: 0, application: 1, event: 0 },
  total: 3,
};

describe('ModerationQueue shows what the public will see', () => {
  it('shows each item whole: its text, tags, links, contact and who posted it', async () => {
    server.use(http.get('*/api/admin/moderation', () => HttpResponse.json(PENDING)));
    renderWithProviders(<ModerationQueue />);
    const internship = (await screen.findByRole('heading', { name: 'Robotics intern' })).closest('li')!;
    expect(within(internship).getByText('Posted by', { exact: false })).toHaveTextContent(
      'Posted by Meera Iyer (hr@acme.example)',
    );
    const value = (label: string) => within(internship).getByText(label).nextElementSibling!;
    expect(value('Company')).toHaveTextContent('Acme Robotics');
    expect(value('Type')).toHaveTextContent('Hybrid');
    expect(value('Stipend')).toHaveTextContent('₹25,000 per month');
    expect(value('Requirements')).toHaveTextContent('Python ROS');
    expect(value('Contact email (the centre only)')).toHaveTextContent('hr@acme.example');
    // The link opens apart from the admin area, so the admin can check it before the public follows it.
    const apply = within(internship).getByRole('link', { name: /jobs\.acme\.example\/robotics-intern/ });
    expect(apply).toHaveAttribute('href', 'https://jobs.acme.example/robotics-intern');
    expect(apply).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    // The full text, a long one behind "Show more" that the keyboard reaches.
    expect(value('Description')).toHaveTextContent(LONG_DESCRIPTION.replace(/\s+/g, ' ').trim());
    const more = within(internship).getByRole('button', { name: /Show more/ });
    more.focus();
    await userEvent.keyboard('{Enter}');
    expect(more).toHaveAttribute('aria-expanded', 'true');

    const idea = (await screen.findByRole('heading', { name: 'Campus compost' })).closest('li')!;
    // An account without a name shows its email alone.
    expect(within(idea).getByText('Posted by', { exact: false })).toHaveTextContent(
      /^Posted by kiran@example\.edu$/,
    );
    const tags = within(within(idea).getByText('Tags').nextElementSibling as HTMLElement).getAllByRole(
      'listitem',
    );
    expect(tags.map((tag) => tag.textContent)).toEqual(['Sustainability', 'Food', 'Waste']);
    expect(within(idea).getByText('Turn canteen waste into compost.')).toBeInTheDocument();
    expect(within(idea).getByText('+91 91234 56789')).toBeInTheDocument();

    const application = (await screen.findByRole('heading', { name: 'GreenCart — Incubation' })).closest(
      'li',
    )!;
    expect(within(application).getByText('Applied by', { exact: false })).toHaveTextContent(
      'Applied by Dev Patel (lead@greencart.example)',
    );
    expect(within(application).getByText('Groceries without plastic.')).toBeInTheDocument();
    expect(within(application).getByText('+91 90000 22222')).toBeInTheDocument();
  });

  it('decides in place by keyboard: the reason form takes focus, Cancel gives it back, the outcome gets it', async () => {
    const sent: unknown[] = [];
    server.use(
      http.get('*/api/admin/moderation', () => HttpResponse.json(PENDING)),
      http.patch('*/api/admin/moderation/idea/11', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ message: 'Declined.' });
      }),
    );
    renderWithProviders(<ModerationQueue />);
    const idea = (await screen.findByRole('heading', { name: 'Campus compost' })).closest('li')!;
    const decline = within(idea).getByRole('button', { name: /^Decline/ });
    decline.focus();
    await userEvent.keyboard('{Enter}');
    const reason = within(idea).getByLabelText(/Reason for decline .*sent to kiran@example\.edu/);
    expect(reason).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    expect(within(idea).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(within(idea).getByRole('button', { name: /^Decline/ })).toHaveFocus();

    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('Not an idea yet');
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(sent).toEqual([{ action: 'decline', reason: 'Not an idea yet' }]));
    const outcome = await screen.findByText('Declined. “Campus compost”');
    expect(outcome.closest('[tabindex="-1"]')).toHaveFocus();
  });
});
