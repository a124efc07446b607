import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ALERT_MESSAGES } from '#common/alerts';
import { server, startMockServer } from '#web/test-support/msw';
import { renderWithProviders } from '#web/test-support/render';
import AlertUnsubscribePage from './unsubscribe-page';

startMockServer();
const LINK = '*/api/alerts/one-click-unsubscribe';

function renderPage(token = '7.1-2.sig') {
  renderWithProviders(
    <Routes>
      <Route path="/alerts/unsubscribe" element={<AlertUnsubscribePage />} />
    </Routes>,
    { route: `/alerts/unsubscribe?token=${token}` },
  );
  return userEvent.setup();
}

describe('AlertUnsubscribePage', () => {
  it('lists the digest’s alerts on opening, and pauses them only when the button is pressed', async () => {
    const posted: string[] = [];
    server.use(
      http.get(LINK, () =>
        HttpResponse.json({
          alerts: [
            { name: 'Robots', list: 'internships', paused: false },
            { name: 'Remote design', list: 'projects', paused: false },
          ],
        }),
      ),
      http.post(LINK, ({ request }) => {
        posted.push(new URL(request.url).searchParams.get('token')!);
        return HttpResponse.json({ message: ALERT_MESSAGES.unsubscribed });
      }),
    );
    const user = renderPage();
    expect(await screen.findByText('Robots')).toBeInTheDocument();
    expect(screen.getByText('Remote design')).toBeInTheDocument();
    expect(screen.getByText(/Stop mailing these 2 alerts\?/)).toBeInTheDocument();
    expect(posted).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByText(ALERT_MESSAGES.unsubscribed)).toBeInTheDocument();
    expect(posted).toEqual(['7.1-2.sig']);
    expect(screen.getByRole('link', { name: 'My alerts' })).toHaveAttribute('href', '/my/alerts');
  });

  it('says so at once when the alerts are paused already', async () => {
    server.use(
      http.get(LINK, () => HttpResponse.json({ alerts: [{ name: 'Robots', list: 'ideas', paused: true }] })),
    );
    renderPage();
    expect(await screen.findByText(ALERT_MESSAGES.unsubscribed)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).toBeNull();
  });

  it('says when the alerts no longer exist', async () => {
    server.use(http.get(LINK, () => HttpResponse.json({ alerts: [] })));
    renderPage();
    expect(await screen.findByText(ALERT_MESSAGES.noneLeft)).toBeInTheDocument();
  });

  it('shows the server’s words for a link that does not check out', async () => {
    server.use(http.get(LINK, () => HttpResponse.json({ message: ALERT_MESSAGES.badLink }, { status: 400 })));
    renderPage('forged');
    expect(await screen.findByText(ALERT_MESSAGES.badLink)).toBeInTheDocument();
  });
});
