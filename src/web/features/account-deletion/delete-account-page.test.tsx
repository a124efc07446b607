import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_DELETION_MESSAGES as M } from '#common/account-deletion';
import { server, startMockServer } from '#web/test-support/msw';
import { renderPageAt } from '#web/test-support/render';
import { ADMIN, USER } from '#web/test-support/users';
import DeleteAccountPage from './delete-account-page';

startMockServer();

const CONFIRMED =
  'Your account will be erased on 5 December 2026. You have been signed out; signing in before then cancels the deletion.';

function answers() {
  const calls = { code: 0, confirm: 0, bodies: [] as unknown[] };
  server.use(
    http.get('*/api/me', () => HttpResponse.json(USER)),
    http.post('*/api/me/deletion/code', () => {
      calls.code += 1;
      return HttpResponse.json({ message: M.codeSent(USER.email), cooldownSeconds: 15 });
    }),
    http.post('*/api/me/deletion', async ({ request }) => {
      calls.confirm += 1;
      const body = (await request.json()) as { code: string };
      calls.bodies.push({ ...body, key: request.headers.get('idempotency-key') });
      if (body.code !== '123456')
        return HttpResponse.json(
          { message: M.wrongCode, fieldErrors: { code: M.wrongCode } },
          { status: 400 },
        );
      // Slow enough for a second click to land while the first is on its way.
      await new Promise((resolve) => setTimeout(resolve, 50));
      return HttpResponse.json({ message: CONFIRMED, eraseAfter: '2026-12-05T09:00:00.000Z' });
    }),
  );
  return calls;
}

describe('Delete my account page (docs/product.md#delete-account)', () => {
  it('says what goes and what stays, mails a code, and confirms once however often the button is pressed', async () => {
    const calls = answers();
    const user = userEvent.setup();
    renderPageAt('/profile/delete', <DeleteAccountPage />);
    expect(await screen.findByRole('heading', { name: M.whatGoes })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: M.whatStays })).toBeInTheDocument();
    expect(screen.getByText(M.grace(7))).toBeInTheDocument();

    // Without the tick nothing is sent, and the page says why.
    await user.click(screen.getByRole('button', { name: M.sendCode }));
    expect(await screen.findByText(M.mustUnderstand)).toBeInTheDocument();
    expect(calls.code).toBe(0);
    await user.click(screen.getByRole('checkbox', { name: M.understood(7) }));
    await user.click(screen.getByRole('button', { name: M.sendCode }));
    expect(await screen.findByText(M.codeSent(USER.email))).toBeInTheDocument();
    expect(calls.code).toBe(1);

    const code = screen.getByLabelText(M.codeLabel, { exact: false });
    await user.type(code, '12');
    await user.click(screen.getByRole('button', { name: M.confirm }));
    expect(await screen.findByText(M.codeFormat)).toBeInTheDocument();
    expect(calls.confirm).toBe(0);

    await user.clear(code);
    await user.type(code, '654321');
    await user.click(screen.getByRole('button', { name: M.confirm }));
    expect((await screen.findAllByText(M.wrongCode)).length).toBeGreaterThan(0);

    await user.clear(code);
    await user.type(code, '123456');
    const confirm = screen.getByRole('button', { name: M.confirm });
    await user.dblClick(confirm);
    expect(await screen.findByText(CONFIRMED)).toBeInTheDocument();
    // However many requests a double click makes, they name one submission: the server answers it once
    // (docs/decisions/036-idempotent-submissions.md).
    await waitFor(() => {
      const keys = (calls.bodies as { code: string; key: string | null }[])
        .filter((body) => body.code === '123456')
        .map((body) => body.key);
      expect(keys.length).toBeGreaterThan(0);
      expect(new Set(keys).size).toBe(1);
      expect(keys[0]).toBeTruthy();
    });
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });

  it('tells an administrator why the account cannot be deleted here, with no button', async () => {
    server.use(http.get('*/api/me', () => HttpResponse.json(ADMIN)));
    renderPageAt('/profile/delete', <DeleteAccountPage />);
    expect(await screen.findByText(M.adminRefused)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: M.sendCode })).toBeNull();
  });
});
