/** Section anchors on the home page, in the order of docs/product.md#home-section-order. */
export const HOME_SECTIONS = [
  'home',
  'metrics',
  'about',
  'wall-of-ideas',
  'internships',
  'projects',
  'events',
  'mentors',
  'team',
  'contact',
  'newsletter',
] as const;
export type HomeSectionId = (typeof HOME_SECTIONS)[number];

export interface NavItem {
  label: string;
  section: HomeSectionId;
}
export interface NavGroup {
  label: string;
  items: NavItem[];
}

export const NAV_ITEMS: (NavItem | NavGroup)[] = [
  { label: 'Home', section: 'home' },
  { label: 'About Us', section: 'about' },
  {
    label: 'Opportunities',
    items: [
      { label: 'Wall of Ideas', section: 'wall-of-ideas' },
      { label: 'Internships', section: 'internships' },
      { label: 'Projects', section: 'projects' },
    ],
  },
  { label: 'Events', section: 'events' },
  { label: 'Mentors', section: 'mentors' },
  { label: 'Team', section: 'team' },
  { label: 'Contact', section: 'contact' },
];

/** Scrolling to a section: docs/product.md#section-scrolling. */
export const SCROLL = { durationMs: 500, offsetPx: -70, delayAfterNavigateMs: 100 } as const;

/**
 * Routes the site answers with a page. Anything else under the site is sent to `/`.
 * `prerender` marks the public pages rendered to HTML at build time; `canonical` names the page a
 * duplicate address stands for (docs/product.md#search-engines).
 */
export const PAGE_ROUTES = [
  {
    path: '/',
    prerender: true,
    title: 'Innovate. Incubate. Transform Tomorrow.',
    description:
      "The Institute of Technology's innovation and incubation centre: mentorship, funding, labs, events and opportunities for students, researchers and startups.",
  },
  {
    path: '/about',
    prerender: true,
    title: 'About us',
    description:
      'Our mission, vision and approach: innovation and incubation fused into one pathway from research to impact.',
  },
  {
    path: '/programs',
    prerender: true,
    title: 'Programs',
    description:
      'Incubation (12 months), Acceleration (6 months) and Mentorship programs for founders at every stage.',
  },
  {
    path: '/news',
    prerender: true,
    title: 'News',
    description:
      'News from the innovation and incubation centre: cohorts, funding rounds, partnerships and events.',
  },
  {
    path: '/startups',
    prerender: true,
    title: 'Our startups',
    description:
      'The startups the centre has backed: what they build, their sector and stage, their cohort and how far they have come.',
  },
  {
    path: '/partners',
    prerender: true,
    title: 'Partners and investors',
    description:
      'The funds, companies, institutions and public bodies that back the centre’s startups with capital, credits, labs and expertise.',
  },
  {
    path: '/metrics',
    prerender: true,
    title: 'Our impact',
    description:
      'Startups in the portfolio, open projects and internships, events held and people registered: counted from the data, with a month of history.',
  },
  {
    path: '/impact',
    prerender: true,
    title: 'Impact in figures',
    description:
      'Startups incubated, funds raised, jobs, events and participants, mentoring: counted from the centre’s records, to date and per year, each with its method.',
  },
  {
    path: '/mentors',
    prerender: true,
    title: 'Mentors',
    description: 'Founders, investors and domain experts who mentor the innovators at the centre.',
  },
  {
    path: '/team',
    prerender: true,
    title: 'Our team',
    description: 'Meet the founders and core team who run the innovation and incubation centre.',
  },
  {
    path: '/events',
    prerender: true,
    title: 'Events & Programs',
    description: 'Workshops, hackathons, seminars, networking evenings and funding programmes at the centre.',
  },
  {
    path: '/wall-of-ideas',
    prerender: true,
    title: 'Wall of Ideas',
    description: 'Ideas from students, professors and founders, looking for collaborators. Share yours.',
  },
  {
    path: '/internships',
    prerender: true,
    title: 'Internships',
    description: 'Internships at startups and companies working with the centre.',
  },
  {
    path: '/internship-opportunities',
    prerender: true,
    // The same list under its older address: one canonical page for search engines.
    canonical: '/internships',
    title: 'Internship opportunities',
    description: 'Internships at startups and companies working with the centre.',
  },
  {
    path: '/projects',
    prerender: true,
    title: 'Project opportunities',
    description: 'Remote, on-site and hybrid projects to join, posted by the centre’s community.',
  },
  {
    path: '/contact',
    prerender: true,
    title: 'Contact us',
    description: 'Write to the innovation and incubation centre: address, email, phone and a message form.',
  },
  {
    path: '/privacy',
    prerender: true,
    title: 'Privacy notice',
    description:
      'What the centre’s site collects for each purpose, who sees it, how long it is kept, your rights and whom to contact about your data.',
  },
  {
    path: '/newsletter/subscribe',
    prerender: true,
    title: 'Subscribe to our newsletter',
    description: 'News of events, programmes and opportunities at the centre, by email.',
  },
  {
    path: '/newsletter/unsubscribe',
    prerender: true,
    title: 'Unsubscribe',
    description: 'Stop receiving the centre’s newsletter.',
  },
  {
    path: '/newsletter/confirm',
    prerender: false,
    title: 'Confirm your subscription',
    description: 'Confirm that you want to receive the centre’s newsletter.',
  },
  {
    path: '/newsletter/one-click-unsubscribe',
    prerender: false,
    title: 'Your newsletter',
    description: 'Choose the topics of the centre’s newsletter you receive, or unsubscribe.',
  },
  { path: '/login', prerender: false, title: 'Login', description: 'Sign in with a one-time email code.' },
  {
    path: '/post-idea',
    prerender: false,
    title: 'Post an idea',
    description: 'Share an idea with the centre.',
  },
  {
    path: '/post-project',
    prerender: false,
    title: 'Post a project',
    description: 'Offer a project to the centre’s community.',
  },
  {
    path: '/post-internship',
    prerender: false,
    title: 'Post an internship',
    description: 'Offer an internship to the centre’s students.',
  },
  {
    path: '/my',
    prerender: false,
    title: 'My hub',
    description: 'Everything that is yours on the site, with what waits for you.',
  },
  {
    path: '/my/events',
    prerender: false,
    title: 'My events',
    description: 'Your event registrations, waitlist places and check-in codes.',
  },
  {
    path: '/my/cohort',
    prerender: false,
    title: 'My cohort',
    description:
      'Your cohort: the other startups, the programme’s schedule, the centre’s announcements and your team.',
  },
  {
    path: '/my/office-hours',
    prerender: false,
    title: 'My office hours',
    description: 'Mentor sessions you offer or booked, your availability and your week.',
  },
  {
    path: '/office-hours',
    prerender: false,
    title: 'Office hours',
    description: 'Book a session with one of the centre’s mentors.',
  },
  {
    path: '/my/alerts',
    prerender: false,
    title: 'My alerts',
    description: 'Your saved searches and how often their digests are mailed.',
  },
  {
    path: '/my/posts',
    prerender: false,
    title: 'My posts',
    description: 'Your internships, projects and ideas with their applications and join requests.',
  },
  {
    path: '/alerts/unsubscribe',
    prerender: false,
    title: 'Unsubscribe from alerts',
    description: 'Confirm that you want to stop the mails of your saved searches.',
  },
  {
    path: '/application-status',
    prerender: false,
    title: 'Application status',
    description: 'Your posts and applications and where they stand.',
  },
  {
    path: '/company-verification',
    prerender: false,
    title: 'Company verification',
    description: 'Verify your company to post internships.',
  },
  {
    path: '/work-profile',
    prerender: false,
    title: 'Work profile',
    description: 'Verify that you are a student, professor or startup founder.',
  },
  {
    path: '/apply',
    prerender: false,
    title: 'Apply',
    description: 'Apply to an open call of the centre’s programmes.',
  },
  {
    path: '/review',
    prerender: false,
    title: 'Your reviews',
    description: 'Review the applications assigned to you.',
  },
  { path: '/profile', prerender: false, title: 'Your profile', description: 'Your profile at the centre.' },
  {
    path: '/profile/delete',
    prerender: false,
    title: 'Delete your account',
    description: 'Delete your account at the centre.',
  },
  {
    path: '/my-data/download',
    prerender: false,
    title: 'Download your data',
    description: 'Download the data the centre holds about you.',
  },
  { path: '/ad123', prerender: false, title: 'Admin', description: 'The centre’s admin area.' },
] as const;

/** Tabs of the admin area; each has its own address `/ad123/<slug>` so it can be linked and reloaded. */
export const ADMIN_TABS = [
  { slug: 'moderation', label: 'Moderation' },
  { slug: 'contact-responses', label: 'Contact Responses' },
  { slug: 'event-upload', label: 'Event Upload' },
  { slug: 'registrations', label: 'Registrations' },
  { slug: 'startup-verification', label: 'Startup Verification' },
  { slug: 'user-submissions', label: 'User Submissions' },
  { slug: 'calls', label: 'Calls and reviews' },
  { slug: 'newsletter', label: 'Newsletter' },
  { slug: 'content', label: 'Site Content' },
  { slug: 'news', label: 'News' },
  { slug: 'people', label: 'People' },
  { slug: 'office-hours', label: 'Office hours' },
  { slug: 'cohorts', label: 'Cohorts and startups' },
  { slug: 'kpis', label: 'KPIs' },
  { slug: 'grants', label: 'Grants' },
  { slug: 'impact', label: 'Impact reports' },
  { slug: 'activity', label: 'Activity' },
] as const;
export type AdminTabSlug = (typeof ADMIN_TABS)[number]['slug'];
export const ADMIN_PATH = '/ad123';

/**
 * The admin menu, grouped by job (docs/product.md#admin-access): every tab in exactly one group, in the
 * order the menu lists them. The area opens on the waiting-work overview, `/ad123` itself.
 */
export const ADMIN_OVERVIEW_LABEL = 'Overview';
export const ADMIN_GROUPS: { label: string; slugs: AdminTabSlug[] }[] = [
  { label: 'Waiting work', slugs: ['moderation'] },
  { label: 'Events', slugs: ['event-upload', 'registrations'] },
  { label: 'Opportunities', slugs: ['user-submissions', 'startup-verification'] },
  {
    label: 'Programmes and cohorts',
    slugs: ['calls', 'cohorts', 'kpis', 'grants', 'impact', 'office-hours'],
  },
  { label: 'Communication', slugs: ['contact-responses', 'newsletter', 'news'] },
  { label: 'Site and people', slugs: ['content', 'people', 'activity'] },
];

export type PagePath = (typeof PAGE_ROUTES)[number]['path'];

/** The address search engines should list for a page: its own, or the one it duplicates. */
export function canonicalPath(route: (typeof PAGE_ROUTES)[number]): string {
  return 'canonical' in route ? route.canonical : route.path;
}

/** Path prefixes owned by the server rather than the SPA. */
export const SERVER_PREFIXES = ['/api/', '/media/', '/assets/'] as const;

/** The bookmarkable check-in page of one event, for the phone at the door (docs/product.md#check-in-page). */
export function adminCheckInPath(eventId: number): string {
  return `${ADMIN_PATH}/events/${eventId}/check-in`;
}

/** Whether `pathname` is an event's check-in page (the camera fills the phone; nothing floats over it). */
export function isCheckInPath(pathname: string): boolean {
  return new RegExp(`^${ADMIN_PATH}/events/\\d{1,12}/check-in/?$`).test(pathname);
}

export function isPageRoute(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (PAGE_ROUTES.some((route) => route.path === path)) return true;
  // One event's shareable page (served with that event's title and link-preview tags).
  if (/^\/events\/\d{1,12}$/.test(path)) return true;
  // A certificate's check (docs/product.md#certificates).
  if (/^\/certificates\/[A-Za-z2-7]{16}$/.test(path)) return true;
  // One news post's page.
  if (/^\/news\/[a-z0-9]+(?:-[a-z0-9]+)*$/.test(path)) return true;
  // Applying on the site to one internship or project (docs/product.md#applications-on-the-site).
  if (/^\/(internships|projects)\/\d{1,12}\/apply$/.test(path)) return true;
  // One startup's page in the portfolio.
  if (/^\/startups\/[a-z0-9]+(?:-[a-z0-9]+)*$/.test(path)) return true;
  if (isCheckInPath(path)) return true;
  return ADMIN_TABS.some((tab) => path === `${ADMIN_PATH}/${tab.slug}`);
}

/** The "page not found" page (docs/product.md#unknown-addresses): its title, and the lists it offers besides home. */
export const NOT_FOUND_TITLE = 'Page not found';
export const NOT_FOUND_DESCRIPTION = 'There is no page at this address.';
export const NOT_FOUND_LISTS = [
  { path: '/events', label: 'All events' },
  { path: '/news', label: 'All news' },
  { path: '/startups', label: 'All startups' },
] as const;
export type NotFoundList = (typeof NOT_FOUND_LISTS)[number];

/** The list a missing page's address belongs to (`/events/9999` → All events), if any. */
export function notFoundList(pathname: string): NotFoundList | undefined {
  return NOT_FOUND_LISTS.find((list) => pathname === list.path || pathname.startsWith(`${list.path}/`));
}

/** The build's file (in dist/pages) of "page not found" for addresses under a list, or for any other address. */
export function notFoundFile(listPath?: string): string {
  return listPath ? `_not-found${listPath.replaceAll('/', '-')}.html` : '_not-found.html';
}
