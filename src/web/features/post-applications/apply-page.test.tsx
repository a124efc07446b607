import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import {
  POST_APPLICATION_MESSAGES as M,
  type ApplyTarget,
  type MyPostApplication,
} from '#common/post-applications';
import { PRIVATE_FILE_MESSAGES } from '#common/private-files';
import { server, startMockServer } from '#web/test-support/msw';
import { renderWithProviders } from '#web/test-support/render';
import { USER } from '#web/test-support/users';
import ApplyPage from './apply-page';

startMockServer();

const POST = {
  kind: 'internship' as const,
  id: 7,
  title: 'Embedded intern',
  organisation: 'Acme Robotics',
  externalLink: 'https://acme.example.com/jobs',
};
const APPLICATION: MyPostApplication = {
  id: 31,
  post: POST,
  state: 'shortlisted',
  note: 'I built a line-following robot in my second year.',
  portfolioUrl: null,
  githubUrl: 'https://github.com/asha',
  linkedinUrl: null,
  cvFilename: 'Asha.pdf',
  createdAt: '2030-03-01T10:00:00.000Z',
  updatedAt: '2030-03-02T10:00:00.000Z',
};

function renderPage(target: ApplyTarget) {
  let current = target;
  const sent: FormData[] = [];
  server.use(
    http.get('*/api/me', () => HttpResponse.json(USER)),
    http.get('*/api/internships/7/my-application', () => HttpResponse.json(current)),
    http.post('*/api/internships/7/applications', async ({ request }) => {
      sent.push(await request.formData());
      current = { ...current, application: { ...APPLICATION, state: 'new' } };
      return HttpResponse.json({ id: 31, state: 'new', message: M.applied }, { status: 201 });
    }),
    http.get('*/api/my/applications', () => HttpResponse.json({ items: [] })),
  );
  renderWithProviders(
    <Routes>
      <Route path="/internships/:id/apply" element={<ApplyPage />} />
    </Routes>,
    { route: '/internships/7/apply' },
  );
  return sent;
}

describe('ApplyPage', () => {
  it('checks the note in the browser, then sends note, links and CV as multipart and shows the state', async () => {
    const user = userEvent.setup();
    const sent = renderPage({ post: POST, refusal: null, application: null });
    expect(await screen.findByRole('heading', { name: 'Apply: Embedded intern' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Apply on the company’s site/ })).toHaveAttribute(
      'href',
      POST.externalLink,
    );
    await user.type(screen.getByLabelText(/Cover note/), 'Too short');
    await user.click(screen.getByRole('button', { name: 'Send application' }));
    expect(await screen.findByText(M.noteTooShort)).toBeInTheDocument();
    expect(sent).toHaveLength(0);

    const big = new File([new Uint8Array(6 * 1024 * 1024)], 'big.pdf', { type: 'application/pdf' });
    await user.upload(screen.getByLabelText(/CV \(PDF/), big);
    expect(screen.getByText(PRIVATE_FILE_MESSAGES.tooLarge)).toBeInTheDocument();
    const cv = new File(['%PDF-1.7 cv'], 'Asha.pdf', { type: 'application/pdf' });
    await user.upload(screen.getByLabelText(/CV \(PDF/), cv);
    expect(screen.queryByText(PRIVATE_FILE_MESSAGES.tooLarge)).not.toBeInTheDocument();
    await user.type(screen.getByLabelText(/Cover note/), ' — I built a robot and want to learn more.');
    await user.type(screen.getByLabelText('GitHub'), 'https://github.com/asha');
    await user.click(screen.getByRole('button', { name: 'Send application' }));

    expect(await screen.findByText(M.applied)).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.get('githubUrl')).toBe('https://github.com/asha');
    expect(sent[0]!.get('portfolioUrl')).toBeNull();
    // jsdom's FormData loses a file's bytes on the way to msw; the browser journey checks them.
    expect(sent[0]!.has('cv')).toBe(true);
    expect(
      await screen.findByRole('heading', { name: 'Your application: Embedded intern' }),
    ).toBeInTheDocument();
    expect(screen.getByText('New')).toBeInTheDocument();
  });

  it('shows my application with its state, my CV and a withdraw that asks first', async () => {
    const user = userEvent.setup();
    let withdrawn = 0;
    server.use(
      http.delete('*/api/applications/31', () => {
        withdrawn += 1;
        return new HttpResponse(null, { status: 204 });
      }),
    );
    renderPage({ post: POST, refusal: null, application: APPLICATION });
    expect(await screen.findByText('Shortlisted')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Download your CV/ })).toHaveAttribute(
      'href',
      '/api/applications/31/cv',
    );
    await user.click(screen.getByRole('button', { name: /Withdraw/ }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    await waitFor(() => expect(withdrawn).toBe(1));
  });

  it('tells the owner that it is their own post, without a form', async () => {
    renderPage({ post: POST, refusal: 'own', application: null });
    expect(await screen.findByText(/This is your own post/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send application' })).not.toBeInTheDocument();
  });
});
