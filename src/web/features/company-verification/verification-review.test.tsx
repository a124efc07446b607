import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  COMPANY_VERIFICATION_MESSAGES as M,
  type CompanyVerificationRequest,
} from '#common/company-verification';
import { server, startMockServer } from '#web/test-support/msw';
import { renderWithProviders } from '#web/test-support/render';
import { VerificationReview } from './verification-review';

startMockServer();

const LIST = '*/api/company-verifications';
const request = (id: number, status: CompanyVerificationRequest['status'], companyName: string) =>
  ({
    id,
    companyName,
    companyWebsite: `https://${companyName.toLowerCase().replace(/ /g, '')}.example.com`,
    linkedinUrl: null,
    socialMediaUrl: null,
    additionalInfo: `About ${companyName}`,
    userEmail: `${id}@company.example.com`,
    userName: `Founder ${id}`,
    status,
    submittedAt: '2025-03-01T10:00:00.000Z',
    decidedAt: null,
  }) satisfies CompanyVerificationRequest;

describe('VerificationReview (Startup Verification tab)', () => {
  it('lists requests; Approve and Decline only on pending ones; filters by status', async () => {
    const queries: string[] = [];
    server.use(
      http.get(LIST, ({ request: req }) => {
        const status = new URL(req.url).searchParams.get('status') ?? '';
        queries.push(status);
        const all = [request(2, 'pending', 'Kisan Drones'), request(1, 'approved', 'Soil Sense')];
        return HttpResponse.json({ items: all.filter((item) => !status || item.status === status) });
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<VerificationReview />);
    const pending = (await screen.findByRole('heading', { name: 'Kisan Drones' })).closest('article')!;
    const approved = screen.getByRole('heading', { name: 'Soil Sense' }).closest('article')!;
    expect(within(pending).getByRole('button', { name: 'Approve Kisan Drones' })).toBeInTheDocument();
    expect(within(pending).getByRole('button', { name: 'Decline Kisan Drones' })).toBeInTheDocument();
    expect(within(approved).queryByRole('button')).not.toBeInTheDocument();
    expect(within(approved).getByText('Not given')).toBeInTheDocument();
    // The requester by name, with the address the admin may write to (docs/product.md#names).
    expect(within(pending).getByText('Founder 2')).toBeInTheDocument();
    expect(within(pending).getByRole('link', { name: '2@company.example.com' })).toHaveAttribute(
      'href',
      'mailto:2@company.example.com',
    );

    await user.selectOptions(screen.getByLabelText('Show'), 'approved');
    expect(await screen.findByRole('heading', { name: 'Soil Sense' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Kisan Drones' })).not.toBeInTheDocument();
    expect(queries).toEqual(['', 'approved']);
  });

  it('approves at once and declines after confirmation', async () => {
    const decisions: unknown[] = [];
    server.use(
      http.get(LIST, () => HttpResponse.json({ items: [request(5, 'pending', 'Kisan Drones')] })),
      http.patch('*/api/company-verification/:id', async ({ params, request: req }) => {
        decisions.push({ id: params.id, ...((await req.json()) as object) });
        return HttpResponse.json(request(5, 'approved', 'Kisan Drones'));
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<VerificationReview />);
    await user.click(await screen.findByRole('button', { name: 'Approve Kisan Drones' }));
    await user.click(screen.getByRole('button', { name: 'Decline Kisan Drones' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Decline' }));
    await screen.findByRole('button', { name: 'Approve Kisan Drones' });
    expect(decisions).toEqual([
      { id: '5', status: 'approved' },
      { id: '5', status: 'declined' },
    ]);
  });

  it('says so in an alert when a decision fails', async () => {
    server.use(
      http.get(LIST, () => HttpResponse.json({ items: [request(5, 'pending', 'Kisan Drones')] })),
      http.patch('*/api/company-verification/:id', () =>
        HttpResponse.json({ message: M.alreadyDecided }, { status: 409 }),
      ),
    );
    const user = userEvent.setup();
    renderWithProviders(<VerificationReview />);
    await user.click(await screen.findByRole('button', { name: 'Approve Kisan Drones' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(M.updateFailed);
  });

  it('shows the empty state and the load failure', async () => {
    server.use(http.get(LIST, () => HttpResponse.json({ items: [] })));
    const first = renderWithProviders(<VerificationReview />);
    expect(await screen.findByText(M.empty)).toBeInTheDocument();
    first.unmount();

    server.use(http.get(LIST, () => HttpResponse.json({ message: 'Down' }, { status: 500 })));
    renderWithProviders(<VerificationReview />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(M.listFailed);
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
