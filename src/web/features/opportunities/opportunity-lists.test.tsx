import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse, delay } from 'msw';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { OPPORTUNITY_MESSAGES, type Internship, type Project, type WallIdea } from '#common/opportunities';
import { LocationProbe } from '#web/test-support/location-probe';
import { server, startMockServer } from '#web/test-support/msw';
import { storeUser, USER } from '#web/test-support/users';
import InternshipsPage from './internships-page';
import ProjectsPage from './projects-page';
import WallOfIdeasPage from './wall-of-ideas-page';

startMockServer();
afterEach(() => localStorage.clear());

function LoginState() {
  const location = useLocation();
  return <pre data-testid="login-state">{JSON.stringify(location.state)}</pre>;
}

function renderPage(element: React.ReactElement, path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={path} element={element} />
          <Route path="/login" element={<LoginState />} />
          <Route path="*" element={<p>Another page</p>} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const idea = (id: number, title: string): WallIdea => ({
  id,
  title,
  description: 'An idea',
  ownerName: 'Ravi Kumar',
  designation: 'Student',
  mainTag: 'CleanTech',
  extraTags: ['Solar', 'IoT'],
  contact: '+91 98765-43210',
  createdAt: '2030-01-01T00:00:00.000Z',
  skillsWanted: '',
  teamComplete: false,
  endorsements: 0,
  team: [],
});
const page = <T,>(items: T[]) => ({ items, total: items.length, page: 1, pageSize: 12 });

describe('Wall of Ideas', () => {
  it('searches as you type with one request once typing stops, keeping the old results meanwhile', async () => {
    const queries: string[] = [];
    server.use(
      http.get('*/api/ideas', async ({ request }) => {
        const q = new URL(request.url).searchParams.get('q') ?? '';
        queries.push(q);
        if (q) await delay(100);
        return HttpResponse.json(page(q ? [idea(2, 'Solar cold storage')] : [idea(1, 'Smart irrigation')]));
      }),
    );
    const user = userEvent.setup();
    renderPage(<WallOfIdeasPage />, '/wall-of-ideas');
    expect(await screen.findByText('Smart irrigation')).toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: 'Search ideas' }), 'solar');
    // While the search is in flight the previous cards stay.
    expect(screen.getByText('Smart irrigation')).toBeInTheDocument();
    // The title's searched word is marked, so the heading holds the text in two pieces.
    expect(await screen.findByRole('heading', { name: 'Solar cold storage' })).toBeInTheDocument();
    expect(screen.queryByText('Smart irrigation')).not.toBeInTheDocument();
    expect(queries).toEqual(['', 'solar']);
  });

  it('sorts by most endorsed (docs/product.md#endorsements), newest first by default', async () => {
    const sorts: string[] = [];
    server.use(
      http.get('*/api/ideas', ({ request }) => {
        const sort = new URL(request.url).searchParams.get('sort') ?? 'newest';
        sorts.push(sort);
        const popular = { ...idea(1, 'Smart irrigation'), endorsements: 9 };
        const fresh = idea(2, 'Solar cold storage');
        return HttpResponse.json(page(sort === 'endorsed' ? [popular, fresh] : [fresh, popular]));
      }),
    );
    const user = userEvent.setup();
    renderPage(<WallOfIdeasPage />, '/wall-of-ideas');
    const titles = () => screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    await screen.findByText('Solar cold storage');
    expect(titles()).toEqual(['Solar cold storage', 'Smart irrigation']);
    const select = screen.getByRole('combobox', { name: 'Sort by' });
    expect([...select.querySelectorAll('option')].map((option) => option.textContent)).toEqual([
      'Newest',
      'Most endorsed',
    ]);
    await user.selectOptions(select, 'Most endorsed');
    await waitFor(() => expect(titles()).toEqual(['Smart irrigation', 'Solar cold storage']));
    expect(sorts).toEqual(['newest', 'endorsed']);
  });

  it('builds the WhatsApp chat link from the contact number for a signed-in person', async () => {
    storeUser(USER);
    server.use(
      http.get('*/api/me', () => HttpResponse.json(USER)),
      http.get('*/api/my/idea-marks', () => HttpResponse.json({ endorsed: [], owned: [], requests: [] })),
      http.get('*/api/ideas', () => HttpResponse.json(page([idea(1, 'Smart irrigation')]))),
    );
    renderPage(<WallOfIdeasPage />, '/wall-of-ideas');
    const card = (await screen.findByText('Smart irrigation')).closest('li')!;
    const link = within(card).getByRole('link', { name: /Chat with Ravi Kumar on WhatsApp/ });
    expect(link).toHaveAttribute('href', 'https://wa.me/919876543210');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(card).getByText('Solar')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: /Sign in to chat/ })).not.toBeInTheDocument();
  });

  it('offers "Sign in to chat" to a visitor, whose list has no contact (docs/product.md#private-contact)', async () => {
    const { contact: _number, ...withoutContact } = idea(1, 'Smart irrigation');
    server.use(http.get('*/api/ideas', () => HttpResponse.json(page([withoutContact]))));
    const user = userEvent.setup();
    renderPage(<WallOfIdeasPage />, '/wall-of-ideas');
    const card = (await screen.findByText('Smart irrigation')).closest('li')!;
    expect(within(card).queryByRole('link', { name: /Chat/ })).not.toBeInTheDocument();
    expect(document.body.innerHTML).not.toContain('wa.me');
    await user.click(within(card).getByRole('button', { name: 'Sign in to chat with Ravi Kumar' }));
    expect(screen.getByTestId('path')).toHaveTextContent('/login');
    expect(JSON.parse(screen.getByTestId('login-state').textContent!)).toEqual({
      notice: OPPORTUNITY_MESSAGES.signInToChat,
      returnTo: '/wall-of-ideas',
    });
  });

  it('shows both empty states', async () => {
    server.use(http.get('*/api/ideas', () => HttpResponse.json(page([]))));
    const user = userEvent.setup();
    renderPage(<WallOfIdeasPage />, '/wall-of-ideas');
    expect(await screen.findByText(OPPORTUNITY_MESSAGES.empty.ideas)).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Search ideas' }), 'quantum');
    expect(await screen.findByText(OPPORTUNITY_MESSAGES.empty.ideasSearch)).toBeInTheDocument();
  });

  it('"Post Idea" opens the login panel with the notice when signed out, the form when signed in', async () => {
    server.use(http.get('*/api/ideas', () => HttpResponse.json(page([]))));
    const user = userEvent.setup();
    const { unmount } = renderPage(<WallOfIdeasPage />, '/wall-of-ideas');
    await user.click(screen.getByRole('button', { name: 'Post Idea' }));
    expect(screen.getByTestId('path')).toHaveTextContent('/login');
    expect(JSON.parse(screen.getByTestId('login-state').textContent!)).toEqual({
      notice: 'You must be logged in to post an idea.',
      returnTo: '/post-idea',
    });
    unmount();

    storeUser(USER);
    server.use(http.get('*/api/me', () => HttpResponse.json(USER)));
    renderPage(<WallOfIdeasPage />, '/wall-of-ideas');
    expect(screen.getByRole('link', { name: 'Post Idea' })).toHaveAttribute('href', '/post-idea');
  });

  it('offers a retry when the list cannot be loaded', async () => {
    server.use(http.get('*/api/ideas', () => HttpResponse.json({ message: 'down' }, { status: 503 })));
    renderPage(<WallOfIdeasPage />, '/wall-of-ideas');
    expect(await screen.findByRole('alert')).toHaveTextContent('The ideas could not be loaded.');
  });
});

const project = (id: number, title: string): Project => ({
  id,
  projectTitle: title,
  byWhom: 'Prof. Meera Iyer',
  contact: 'meera@example.edu',
  description: 'Map the campus',
  workType: 'Remote',
  requirements: 'Python\nDrones',
  applicationLink: 'https://forms.example.com/drone',
  createdAt: '2030-01-01T00:00:00.000Z',
});

describe('Project Opportunities', () => {
  it('filters by location and offers a mailto apply link to a signed-in person', async () => {
    storeUser(USER);
    const requests: string[] = [];
    server.use(
      http.get('*/api/me', () => HttpResponse.json(USER)),
      http.get('*/api/projects', ({ request }) => {
        const params = new URL(request.url).searchParams;
        requests.push(params.get('location') ?? 'All');
        return HttpResponse.json(
          page(params.get('location') === 'Hybrid' ? [] : [project(1, 'Drone mapping')]),
        );
      }),
    );
    const user = userEvent.setup();
    renderPage(<ProjectsPage />, '/projects');
    const card = (await screen.findByText('Drone mapping')).closest('li')!;
    const apply = within(card).getByRole('link', { name: 'Apply by email for Drone mapping' });
    expect(apply.getAttribute('href')).toMatch(/^mailto:meera@example\.edu\?subject=/);

    const select = screen.getByRole('combobox', { name: 'Location' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All locations', 'Remote', 'On-site', 'Hybrid']);
    await user.selectOptions(select, 'Hybrid');
    expect(await screen.findByText(OPPORTUNITY_MESSAGES.empty.projectsTitle)).toBeInTheDocument();
    expect(screen.getByText(OPPORTUNITY_MESSAGES.empty.projectsSearch)).toBeInTheDocument();
    expect(requests).toEqual(['All', 'Hybrid']);
  });

  it('shows a visitor no mailto link: the list comes without the contact email', async () => {
    const { contact: _email, ...withoutContact } = project(1, 'Drone mapping');
    server.use(http.get('*/api/projects', () => HttpResponse.json(page([withoutContact]))));
    renderPage(<ProjectsPage />, '/projects');
    const card = (await screen.findByText('Drone mapping')).closest('li')!;
    expect(within(card).queryByRole('link', { name: /Apply by email/ })).not.toBeInTheDocument();
    expect(
      within(card).getByRole('link', { name: /Application form for Drone mapping/ }),
    ).toBeInTheDocument();
    expect(
      within(card).getByRole('link', { name: /Apply on the site for Drone mapping/ }),
    ).toBeInTheDocument();
  });

  it('says to check back later when nothing is posted yet', async () => {
    server.use(http.get('*/api/projects', () => HttpResponse.json(page([]))));
    renderPage(<ProjectsPage />, '/projects');
    expect(await screen.findByText(OPPORTUNITY_MESSAGES.empty.projects)).toBeInTheDocument();
  });
});

const internship: Internship = {
  id: 1,
  title: 'Embedded intern',
  company: 'Acme Robotics',
  location: 'Pune',
  type: 'Full-time',
  duration: '3 months',
  stipend: 15000,
  description: 'Firmware',
  requirements: 'C\n- RTOS basics\n\nSoldering',
  applyLink: 'https://acme.example.com/jobs/1',
  createdAt: '2030-03-05T00:00:00.000Z',
};

describe('Internships', () => {
  it('shows placeholders, then cards with stipend, requirements, Apply on the site, and the company’s site in a new tab', async () => {
    server.use(http.get('*/api/internships', () => HttpResponse.json(page([internship]))));
    renderPage(<InternshipsPage />, '/internships');
    expect(screen.getByText('Loading internships')).toBeInTheDocument();
    expect(screen.getByRole('searchbox')).toHaveAttribute('placeholder', 'Search by role, skill or place...');
    const card = (await screen.findByText('Embedded intern')).closest('li')!;
    expect(within(card).getByText('Acme Robotics')).toBeInTheDocument();
    expect(within(card).getByText('₹15,000/month')).toBeInTheDocument();
    expect(within(card).getByText('Posted 5 Mar 2030')).toBeInTheDocument();
    expect(
      within(card)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['C', 'RTOS basics', 'Soldering']);
    const apply = within(card).getByRole('link', { name: /Apply on the company’s site/ });
    expect(apply).toHaveAttribute('target', '_blank');
    expect(apply).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(card).getByRole('link', { name: /Apply on the site/ })).toHaveAttribute(
      'href',
      `/internships/${internship.id}/apply`,
    );
  });

  it('marks the searched words in the cards, as text only', async () => {
    const found: Internship = {
      ...internship,
      title: 'Python intern <img src=x onerror=alert(1)>',
      location: 'Remote',
      stipend: 0,
      requirements: 'Python or R\nStatistics',
    };
    server.use(
      http.get('*/api/internships', ({ request }) =>
        HttpResponse.json(page(new URL(request.url).searchParams.get('q') ? [found] : [internship])),
      ),
    );
    const user = userEvent.setup();
    renderPage(<InternshipsPage />, '/internships');
    await screen.findByText('Embedded intern');
    expect(document.querySelector('mark')).toBeNull();
    await user.type(screen.getByRole('searchbox'), 'PYTHON, remote <img');
    const heading = await screen.findByRole('heading', { name: /Python intern/ });
    const card = heading.closest('li')!;
    expect([...card.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual([
      'Python',
      '<img',
      'Remote',
      'Python',
    ]);
    // The post's text stays text: no element is made from it.
    expect(card.querySelector('img')).toBeNull();
    expect(heading).toHaveTextContent('Python intern <img src=x onerror=alert(1)>');
    expect(within(card).getByText('Unpaid')).toBeInTheDocument();
  });

  it('filters by type with All Types, Full-time and Part-time, and shows Coming Soon! when there are none', async () => {
    const types: string[] = [];
    server.use(
      http.get('*/api/internships', ({ request }) => {
        types.push(new URL(request.url).searchParams.get('type') ?? 'All');
        return HttpResponse.json(page([]));
      }),
    );
    const user = userEvent.setup();
    renderPage(<InternshipsPage />, '/internships');
    expect(await screen.findByText(OPPORTUNITY_MESSAGES.empty.internshipsTitle)).toBeInTheDocument();
    expect(screen.getByText(OPPORTUNITY_MESSAGES.empty.internships)).toBeInTheDocument();
    const select = screen.getByRole('combobox', { name: 'Internship type' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All Types', 'Full-time', 'Part-time']);
    await user.selectOptions(select, 'Part-time');
    await waitFor(() => expect(types).toEqual(['All', 'Part-time']));
  });

  it('"Post Internship" shows the company verification path to a signed-in user who may not post', async () => {
    storeUser(USER);
    server.use(
      http.get('*/api/me', () => HttpResponse.json(USER)),
      http.get('*/api/internships', () => HttpResponse.json(page([]))),
      http.get('*/api/internships/permissions', () =>
        HttpResponse.json({ canPost: false, reason: 'not-verified' }),
      ),
    );
    const user = userEvent.setup();
    renderPage(<InternshipsPage />, '/internships');
    await screen.findByText(OPPORTUNITY_MESSAGES.empty.internshipsTitle);
    await waitFor(async () => {
      await user.click(screen.getByRole('button', { name: 'Post Internship' }));
      expect(screen.getByRole('dialog', { name: 'Verify your company first' })).toBeInTheDocument();
    });
    expect(screen.getByRole('link', { name: 'Go to company verification' })).toHaveAttribute(
      'href',
      '/company-verification',
    );
  });

  it('"Post Internship" goes to the form for a verified company, and to the login panel when signed out', async () => {
    storeUser(USER);
    server.use(
      http.get('*/api/me', () => HttpResponse.json(USER)),
      http.get('*/api/internships', () => HttpResponse.json(page([]))),
      http.get('*/api/internships/permissions', () => HttpResponse.json({ canPost: true, reason: null })),
    );
    const user = userEvent.setup();
    const { unmount } = renderPage(<InternshipsPage />, '/internships');
    await screen.findByText(OPPORTUNITY_MESSAGES.empty.internshipsTitle);
    await user.click(screen.getByRole('button', { name: 'Post Internship' }));
    expect(screen.getByTestId('path')).toHaveTextContent('/post-internship');
    unmount();

    localStorage.clear();
    renderPage(<InternshipsPage />, '/internships');
    await user.click(screen.getByRole('button', { name: 'Post Internship' }));
    expect(JSON.parse(screen.getByTestId('login-state').textContent!)).toEqual({
      notice: 'You must be logged in to post an internship.',
      returnTo: '/post-internship',
    });
  });
});
