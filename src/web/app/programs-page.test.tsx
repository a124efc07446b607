import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { PROGRAMS } from '#web/test-support/fixtures';
import { server, startMockServer } from '#web/test-support/msw';
import { renderPageAt, renderWithProviders } from '#web/test-support/render';
import { storeUser, USER } from '#web/test-support/users';
import userEvent from '@testing-library/user-event';
import { ProgramsPage } from './programs-page';

startMockServer();
beforeEach(() => {
  server.use(
    http.get('*/api/testimonials', () => HttpResponse.json({ items: [] })),
    http.get('*/api/faq', () => HttpResponse.json({ items: [] })),
    http.get('*/api/calls/open', () => HttpResponse.json({ items: [], timezone: 'Asia/Kolkata' })),
  );
});

/** The programme cards' titles, not the headings of the sections below them. */
const programTitles = () =>
  within(screen.getByRole('region', { name: 'Find the program that fits your stage' })).findAllByRole(
    'heading',
    { level: 2 },
  );

describe('ProgramsPage', () => {
  it('shows one card per program with its title, duration and features from the API', async () => {
    server.use(http.get('*/api/content/programs', () => HttpResponse.json({ items: PROGRAMS })));
    renderWithProviders(<ProgramsPage />, { route: '/programs' });

    expect(
      screen.getByRole('heading', { level: 1, name: 'Find the program that fits your stage' }),
    ).toBeInTheDocument();

    const titles = await programTitles();
    expect(titles.map((title) => title.textContent)).toEqual([
      'Incubation Program',
      'Acceleration Program',
      'Mentorship Program',
    ]);

    for (const [index, program] of PROGRAMS.entries()) {
      const card = titles[index]!.closest('li')!;
      expect(within(card).getByText(program.duration)).toBeInTheDocument();
      expect(within(card).getByText(program.summary)).toBeInTheDocument();
      const features = within(within(card).getByRole('list')).getAllByRole('listitem');
      expect(features.map((feature) => feature.textContent)).toEqual(program.features);
    }

    // docs/product.md#programmes: incubation runs 12 months, acceleration 6.
    expect(within(titles[0]!.closest('li')!).getByText('12 months')).toBeInTheDocument();
    expect(within(titles[1]!.closest('li')!).getByText('6 months')).toBeInTheDocument();
    expect(document.title).toBe('Programs | Innovation & Incubation Centre');
  });

  it('renders whatever the API sends rather than built-in text', async () => {
    const renamed = PROGRAMS.map((program) => ({
      ...program,
      title: `${program.title} 2030`,
      duration: `${program.id * 2} weeks`,
      features: [`Only feature of ${program.slug}`],
    }));
    server.use(http.get('*/api/content/programs', () => HttpResponse.json({ items: renamed })));
    renderWithProviders(<ProgramsPage />, { route: '/programs' });

    expect(
      await screen.findByRole('heading', { level: 2, name: 'Incubation Program 2030' }),
    ).toBeInTheDocument();
    expect(screen.getByText('2 weeks')).toBeInTheDocument();
    expect(screen.getByText('Only feature of mentorship')).toBeInTheDocument();
    expect(screen.queryByText('Dedicated workspace')).not.toBeInTheDocument();
  });

  it('shows how to apply above the FAQ with the open call closing first and its deadline (docs/product.md#how-to-apply)', async () => {
    server.use(
      http.get('*/api/content/programs', () => HttpResponse.json({ items: PROGRAMS })),
      http.get('*/api/calls/open', () =>
        HttpResponse.json({
          timezone: 'Asia/Kolkata',
          items: [
            {
              id: 8,
              program: 'acceleration',
              programTitle: 'Acceleration Program',
              title: 'Acceleration 2031',
              opensAt: '2030-01-01T00:00:00.000Z',
              closesAt: '2031-03-01T12:30:00.000Z',
              questions: [],
            },
            {
              id: 7,
              program: 'incubation',
              programTitle: 'Incubation Program',
              title: 'Incubation 2031',
              opensAt: '2030-01-01T00:00:00.000Z',
              closesAt: '2031-02-01T12:30:00.000Z',
              questions: [],
            },
          ],
        }),
      ),
    );
    renderWithProviders(<ProgramsPage />, { route: '/programs' });

    const section = screen.getByRole('region', { name: 'From idea to programme' });
    const steps = within(within(section).getByRole('list')).getAllByRole('listitem');
    expect(steps.map((step) => within(step).getByRole('heading').textContent)).toEqual([
      'Share your idea',
      'Apply to a programme',
      'Build with the centre',
    ]);
    // No step links to the page it stands on.
    expect(within(section).queryByRole('link', { name: 'Compare the programmes' })).not.toBeInTheDocument();
    const apply = await within(section).findByRole('link', { name: /^Apply to the Incubation 2031 by / });
    expect(apply).toHaveAttribute('href', '/apply?call=7');
    expect(apply).toHaveTextContent('1 Feb, 18:00 IST');
  });

  it('offers "Try again" when the programs cannot be loaded', async () => {
    server.use(
      http.get('*/api/content/programs', () => HttpResponse.json({ message: 'down' }, { status: 503 })),
    );
    renderWithProviders(<ProgramsPage />, { route: '/programs' });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The programs could not be loaded.');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('Apply on a programme (docs/product.md#calls)', () => {
  const OPEN = {
    id: 7,
    program: 'incubation',
    programTitle: 'Incubation Program',
    title: 'Incubation 2031',
    opensAt: '2030-01-01T00:00:00.000Z',
    closesAt: '2099-01-15T18:29:00.000Z',
    questions: [],
  };
  const card = (title: string) => screen.getByRole('heading', { level: 2, name: title }).closest('li')!;

  it('shows the open call with its deadline and the way in; without one, says so and offers to tell', async () => {
    server.use(
      http.get('*/api/content/programs', () => HttpResponse.json({ items: PROGRAMS })),
      http.get('*/api/calls/open', () => HttpResponse.json({ items: [OPEN], timezone: 'Asia/Kolkata' })),
    );
    renderWithProviders(<ProgramsPage />, { route: '/programs' });
    await screen.findByRole('heading', { level: 2, name: 'Incubation Program' });
    await waitFor(() => expect(card('Mentorship Program')).toHaveTextContent('No call is open'));
    const link = within(card('Incubation Program')).getByText('Apply to this call').closest('a');
    expect(link).toHaveAttribute('href', '/apply?call=7');
    expect(link).toHaveTextContent('Apply to this call for the Incubation 2031');
    expect(card('Incubation Program')).toHaveTextContent(/Apply by 15 Jan/);
    const mentorship = card('Mentorship Program');
    expect(mentorship).toHaveTextContent('No call is open for this program now.');
    expect(within(mentorship).getByText('Tell me when a call opens').closest('button')).toHaveTextContent(
      'Tell me when a call opens for the Mentorship Program',
    );
    // Never the old per-programme form.
    expect(screen.queryByRole('button', { name: /^Apply to the/ })).not.toBeInTheDocument();
  });

  it('a visitor is asked to sign in first and comes back to the programmes', async () => {
    server.use(http.get('*/api/content/programs', () => HttpResponse.json({ items: PROGRAMS })));
    const user = userEvent.setup();
    renderPageAt('/programs', <ProgramsPage />);
    await screen.findByRole('heading', { level: 2, name: 'Acceleration Program' });
    await waitFor(() => expect(card('Acceleration Program')).toHaveTextContent('No call is open'));
    await user.click(within(card('Acceleration Program')).getByText('Tell me when a call opens'));
    const elsewhere = await screen.findByTestId('elsewhere');
    expect(elsewhere).toHaveTextContent('/login');
    expect(elsewhere).toHaveTextContent('Please log in to be told when a call opens.');
    expect(elsewhere).toHaveTextContent('"returnTo":"/programs"');
  });

  it('a signed-in person saves an alert for the programme’s calls', async () => {
    storeUser(USER);
    const bodies: unknown[] = [];
    server.use(
      http.get('*/api/me', () => HttpResponse.json(USER)),
      http.get('*/api/my/call-applications', () =>
        HttpResponse.json({ items: [], timezone: 'Asia/Kolkata' }),
      ),
      http.get('*/api/content/programs', () => HttpResponse.json({ items: PROGRAMS })),
      http.post('*/api/alerts', async ({ request }) => {
        const body = (await request.json()) as Record<string, string>;
        bodies.push(body);
        return HttpResponse.json(
          {
            message: 'Alert saved. We will mail you when a call opens.',
            alert: { id: 1, ...body, paused: false, createdAt: '2030-01-01T00:00:00.000Z' },
          },
          { status: 201 },
        );
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<ProgramsPage />, { route: '/programs' });
    await screen.findByRole('heading', { level: 2, name: 'Mentorship Program' });
    await waitFor(() => expect(card('Mentorship Program')).toHaveTextContent('No call is open'));
    await user.click(within(card('Mentorship Program')).getByText('Tell me when a call opens'));
    const dialog = await screen.findByRole('dialog', { name: 'Alert me about new calls' });
    expect(dialog).toHaveTextContent('For: Calls of the Mentorship Program');
    await user.click(within(dialog).getByRole('button', { name: 'Save alert' }));
    expect(
      await within(dialog).findByText('Alert saved. We will mail you when a call opens.'),
    ).toBeInTheDocument();
    expect(bodies).toEqual([
      { list: 'calls', q: '', filter: 'mentorship', name: 'Calls: Mentorship Program', frequency: 'daily' },
    ]);
    localStorage.clear();
  });
});
