import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { NEWSLETTER_MESSAGES } from '#common/newsletter';
import { LocationProbe } from '#web/test-support/location-probe';
import { server, startMockServer } from '#web/test-support/msw';
import { renderWithProviders } from '#web/test-support/render';
import UnsubscribePage from './unsubscribe-page';

startMockServer();
const SEND = '*/api/newsletter/unsubscribe/send-otp';
const VERIFY = '*/api/newsletter/unsubscribe/verify';

function renderPage() {
  renderWithProviders(
    <>
      <Routes>
        <Route path="/newsletter/unsubscribe" element={<UnsubscribePage />} />
        <Route path="*" element={<p>Home</p>} />
      </Routes>
      <LocationProbe />
    </>,
    { route: '/newsletter/unsubscribe' },
  );
  return userEvent.setup();
}
async function toCodeStep(user: ReturnType<typeof userEvent.setup>, email = 'reader@example.org') {
  server.use(http.post(SEND, () => HttpResponse.json({ message: NEWSLETTER_MESSAGES.codeSent })));
  await user.type(screen.getByLabelText('Your email'), email);
  await user.click(screen.getByRole('button', { name: 'Send verification code' }));
  return screen.findByLabelText('Verification code');
}

describe('UnsubscribePage', () => {
  it('email → code → success', async () => {
    const verified: unknown[] = [];
    server.use(
      http.post(VERIFY, async ({ request }) => {
        verified.push(await request.json());
        return HttpResponse.json({ message: NEWSLETTER_MESSAGES.unsubscribed });
      }),
    );
    const user = renderPage();
    const code = await toCodeStep(user, 'Reader@Example.org');
    expect(screen.getByRole('status')).toHaveTextContent(
      NEWSLETTER_MESSAGES.codeSentTo('reader@example.org'),
    );
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByRole('heading', { name: 'You have been unsubscribed' })).toHaveFocus();
    expect(verified).toEqual([{ email: 'reader@example.org', otp: '123456' }]);
  });

  it('checks the code: required, digits only, exactly 6', async () => {
    const user = renderPage();
    const code = await toCodeStep(user);
    const unsubscribe = () => user.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    await unsubscribe();
    expect(await screen.findByText(NEWSLETTER_MESSAGES.codeRequired)).toBeInTheDocument();
    await user.type(code, '12a4');
    await unsubscribe();
    expect(await screen.findByText(NEWSLETTER_MESSAGES.codeDigits)).toBeInTheDocument();
    await user.clear(code);
    await user.type(code, '12345');
    await unsubscribe();
    expect(await screen.findByText(NEWSLETTER_MESSAGES.codeLength)).toBeInTheDocument();
  });

  it('says "The code is wrong or has expired." for a refused code, "Failed to unsubscribe" for a wordless refusal and "An error occurred" without an answer', async () => {
    const user = renderPage();
    const code = await toCodeStep(user);
    await user.type(code, '000000');
    server.use(
      http.post(VERIFY, () =>
        HttpResponse.json(
          { message: NEWSLETTER_MESSAGES.invalidCode, fieldErrors: { otp: NEWSLETTER_MESSAGES.invalidCode } },
          { status: 400 },
        ),
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByText(NEWSLETTER_MESSAGES.invalidCode)).toBeInTheDocument();
    expect(screen.queryByText(NEWSLETTER_MESSAGES.unsubscribeFailed)).toBeNull();
    server.use(http.post(VERIFY, () => new HttpResponse(null, { status: 500 })));
    await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByText(NEWSLETTER_MESSAGES.unsubscribeFailed)).toBeInTheDocument();
    server.use(http.post(VERIFY, () => HttpResponse.error()));
    await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByText(NEWSLETTER_MESSAGES.otherError)).toBeInTheDocument();
  });

  it('offers a new code after a wrong one, without starting over', async () => {
    const user = renderPage();
    const code = await toCodeStep(user);
    expect(screen.queryByRole('button', { name: 'Send a new code' })).toBeNull();
    await user.type(code, '000000');
    server.use(
      http.post(VERIFY, () =>
        HttpResponse.json({ message: NEWSLETTER_MESSAGES.invalidCode }, { status: 400 }),
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    const sent: unknown[] = [];
    server.use(
      http.post(SEND, async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ message: NEWSLETTER_MESSAGES.codeSent });
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'Send a new code' }));
    expect(
      await screen.findByText(NEWSLETTER_MESSAGES.newCodeSentTo('reader@example.org')),
    ).toBeInTheDocument();
    expect(sent).toEqual([{ email: 'reader@example.org' }]);
    expect(screen.getByLabelText('Verification code')).toHaveValue('');
    expect(screen.getByLabelText('Verification code')).toHaveFocus();
    expect(screen.queryByText(NEWSLETTER_MESSAGES.invalidCode)).toBeNull();
  });

  it('says "Failed to send verification code" when sending is refused', async () => {
    server.use(http.post(SEND, () => new HttpResponse(null, { status: 500 })));
    const user = renderPage();
    await user.type(screen.getByLabelText('Your email'), 'reader@example.org');
    await user.click(screen.getByRole('button', { name: 'Send verification code' }));
    expect(await screen.findByText(NEWSLETTER_MESSAGES.sendCodeFailed)).toBeInTheDocument();
    expect(screen.queryByLabelText('Verification code')).not.toBeInTheDocument();
  });

  it('"Change email" goes back; "Stay subscribed" goes home', async () => {
    const user = renderPage();
    await toCodeStep(user);
    await user.click(screen.getByRole('button', { name: 'Change email' }));
    expect(screen.getByLabelText('Your email')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Stay subscribed' }));
    expect(screen.getByTestId('path')).toHaveTextContent(/^\/$/);
  });
});
