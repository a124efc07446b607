import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { REPORT_MESSAGES, REPORT_REASONS } from '#common/reports';
import { LocationProbe } from '#web/test-support/location-probe';
import { server, startMockServer } from '#web/test-support/msw';
import { renderWithProviders } from '#web/test-support/render';
import { USER } from '#web/test-support/users';
import { writeStoredUser } from '#web/lib/stored-user';
import { useDisplayUser } from '#web/features/auth';
import { ReportButton } from './report-button';

/** Shows who the page thinks is signed in, so a test clicks only once the button knows. */
function SignedInProbe() {
  return <p data-testid="signed-in">{useDisplayUser()?.email ?? 'nobody'}</p>;
}

startMockServer();
afterEach(() => localStorage.clear());

/** Signed in as the site knows it: a stored copy of the user, confirmed by GET /api/me. */
function signedIn() {
  writeStoredUser(USER);
  server.use(http.get('*/api/me', () => HttpResponse.json(USER)));
}

describe('ReportButton (docs/product.md#reports)', () => {
  it('sends a signed-out visitor to the login panel, saying why', async () => {
    server.use(http.get('*/api/me', () => HttpResponse.json({ message: 'Please log in' }, { status: 401 })));
    renderWithProviders(
      <>
        <ReportButton kind="idea" id={4} title="Spam idea" />
        <LocationProbe />
      </>,
      { route: '/wall-of-ideas' },
    );
    await userEvent.click(await screen.findByRole('button', { name: /report/i }));
    await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent('/login'));
  });

  it(
    'has no reason chosen, asks for one, checks the form with the shared schema and says the moderators have the report',
    { timeout: 20_000 },
    async () => {
      signedIn();
      const sent: unknown[] = [];
      server.use(
        http.post('*/api/internships/9/reports', async ({ request }) => {
          sent.push(await request.json());
          return HttpResponse.json({ message: REPORT_MESSAGES.received }, { status: 201 });
        }),
      );
      const onReported = vi.fn();
      renderWithProviders(
        <>
          <ReportButton kind="internship" id={9} title="Fake job" onReported={onReported} />
          <SignedInProbe />
        </>,
      );
      await waitFor(() => expect(screen.getByTestId('signed-in')).toHaveTextContent(USER.email));
      await userEvent.click(screen.getByRole('button', { name: /report/i }));
      const dialog = await screen.findByRole('dialog', { name: 'Report this internship' });
      const reasons = within(dialog).getByRole('group', { name: /reason/i });
      const options = within(reasons).getAllByRole('radio');
      expect(options.map((option) => option.getAttribute('value'))).toEqual(REPORT_REASONS);
      expect(options.every((option) => !(option as HTMLInputElement).checked)).toBe(true);

      // One click on Send files nothing: the reason must be chosen, and the first option takes the focus.
      await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
      expect(await within(dialog).findByText(REPORT_MESSAGES.reasonRequired)).toBeInTheDocument();
      expect(options[0]).toHaveFocus();
      expect(options[0]).toHaveAccessibleDescription(REPORT_MESSAGES.reasonRequired);
      expect(options[0]).toBeInvalid();
      expect(sent).toEqual([]);

      // From the keyboard: the arrow keys move the choice within the group.
      await userEvent.keyboard('{ArrowDown}');
      expect(within(reasons).getByRole('radio', { name: 'Offensive' })).toBeChecked();
      await userEvent.click(within(reasons).getByRole('radio', { name: 'Other' }));
      expect(within(dialog).queryByText(REPORT_MESSAGES.reasonRequired)).toBeNull();
      await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
      expect(await within(dialog).findByText(REPORT_MESSAGES.textRequired)).toBeInTheDocument();
      expect(sent).toEqual([]);

      await userEvent.type(within(dialog).getByLabelText(/what is wrong/i), 'The company does not exist');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
      // The same words for every reporter: the moderators have it; nothing is said about hiding the post.
      expect(await within(dialog).findByText(REPORT_MESSAGES.received)).toBeInTheDocument();
      expect(within(dialog).getByText(REPORT_MESSAGES.received)).toHaveTextContent(/moderators/);
      expect(dialog).not.toHaveTextContent(/hidden|removed/i);
      expect(sent).toEqual([{ reason: 'other', text: 'The company does not exist' }]);
      expect(onReported).toHaveBeenCalledOnce();
    },
  );

  it('shows the server’s refusal of a second report', { timeout: 20_000 }, async () => {
    signedIn();
    server.use(
      http.post('*/api/ideas/3/reports', () =>
        HttpResponse.json({ message: REPORT_MESSAGES.alreadyReported }, { status: 409 }),
      ),
    );
    renderWithProviders(
      <>
        <ReportButton kind="idea" id={3} title="Old idea" />
        <SignedInProbe />
      </>,
    );
    await waitFor(() => expect(screen.getByTestId('signed-in')).toHaveTextContent(USER.email));
    await userEvent.click(screen.getByRole('button', { name: /report/i }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Spam' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByText(REPORT_MESSAGES.alreadyReported)).toBeInTheDocument();
  });
});
