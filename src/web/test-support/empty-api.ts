import { http, HttpResponse } from 'msw';
import { EMPTY_ADMIN_HUB, hubHandler } from './hub';

const emptyPage = { items: [], total: 0, page: 1, pageSize: 12 };

/**
 * Answers for every list the whole app may fetch, all empty: for tests that render many features at
 * once (all routes, the admin area) and care about one of them. Add a feature's lists here.
 */
export function emptyApiHandlers() {
  return [
    ...['slides', 'metrics', 'mentors', 'team', 'programs'].map((kind) =>
      http.get(`*/api/content/${kind}`, () => HttpResponse.json({ items: [] })),
    ),
    ...['partners', 'testimonials', 'faq', 'news', 'admin/news'].map((list) =>
      http.get(`*/api/${list}`, () => HttpResponse.json({ items: [] })),
    ),
    http.get('*/api/content/metrics/history', () => HttpResponse.json({ days: [], series: [] })),
    http.get('*/api/auth/config', () => HttpResponse.json({ googleClientId: null })),
    http.get('*/api/events', () => HttpResponse.json({ items: [], timezone: 'Asia/Kolkata', version: 0 })),
    http.get('*/api/ideas', () => HttpResponse.json(emptyPage)),
    http.get('*/api/projects', () => HttpResponse.json(emptyPage)),
    http.get('*/api/internships', () => HttpResponse.json(emptyPage)),
    http.get('*/api/internships/permissions', () =>
      HttpResponse.json({ canPost: false, reason: 'signed-out' }),
    ),
    http.get('*/api/admin/submissions', () => HttpResponse.json({ items: [] })),
    http.get('*/api/admin/moderation', () =>
      HttpResponse.json({
        items: [],
        counts: { post: 0, report: 0, verification: 0, application: 0, event: 0 },
        total: 0,
      }),
    ),
    // An admin's: the admin area's overview reads its counts; the account menu only which areas there are.
    hubHandler(EMPTY_ADMIN_HUB),
    http.get('*/api/my/submissions', () => HttpResponse.json({ items: [] })),
    http.get('*/api/my/applications', () => HttpResponse.json({ items: [] })),
    http.get('*/api/my/ideas', () => HttpResponse.json({ items: [] })),
    http.get('*/api/my/join-requests', () => HttpResponse.json({ items: [] })),
    http.get('*/api/my/idea-marks', () => HttpResponse.json({ endorsed: [], owned: [], requests: [] })),
    http.get('*/api/company-verification-status', () => HttpResponse.json({ status: null })),
    http.get('*/api/me/owner-notifications', () =>
      HttpResponse.json({ applications: 'instant', joinRequests: 'instant' }),
    ),
    http.get('*/api/me/cohort-mail', () =>
      HttpResponse.json({ kpiReminders: 'instant', announcements: 'instant' }),
    ),
    http.get('*/api/me/consents', () => HttpResponse.json({ active: [], history: [] })),
    http.get('*/api/company-verifications', () => HttpResponse.json({ items: [] })),
    http.get('*/api/program-applications', () => HttpResponse.json({ items: [] })),
    http.get('*/api/contact-responses', () => HttpResponse.json({ ...emptyPage, pageSize: 50 })),
    http.get('*/api/newsletter/subscribers', () => HttpResponse.json({ ...emptyPage, subscribedCount: 0 })),
    http.get('*/api/newsletter/campaigns', () => HttpResponse.json([])),
    http.get('*/api/admin/audit', () => HttpResponse.json({ items: [], nextBefore: null })),
    http.get('*/api/admin/content/metrics', () => HttpResponse.json({ items: [] })),
    http.get('*/api/admin/people', () =>
      HttpResponse.json({ items: [], total: 0, page: 1, pageSize: 25, adminEmails: [] }),
    ),
    ...['/api/calls/open', '/api/calls', '/api/my/call-applications'].map((path) =>
      http.get(`*${path}`, () => HttpResponse.json({ items: [], timezone: 'Asia/Kolkata' })),
    ),
  ];
}
