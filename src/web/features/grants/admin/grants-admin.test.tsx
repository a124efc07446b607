import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { AdminGrants, Grant } from '#common/grants';
import { server, startMockServer } from '#web/test-support/msw';
import { renderWithProviders } from '#web/test-support/render';
import { GrantsAdmin } from './grants-admin';

startMockServer();

const balances = {
  sanctionedPaise: 100_000_000,
  disbursedPaise: 0,
  spentPaise: 0,
  toDisbursePaise: 100_000_000,
  inHandPaise: 0,
};
const LIST: AdminGrants = {
  items: [
    {
      id: 5,
      startupId: 8,
      startupName: 'CellPrint Bio',
      scheme: 'nidhi-prayas',
      sanctionedOn: '2026-09-09',
      balances,
      toReview: 1,
      toDisburse: 1,
    },
  ],
  startupsWithoutGrant: [
    { id: 9, name: 'LedgerLoop' },
    { id: 10, name: 'Quiet Grid' },
  ],
};
const tranche = {
  evidenceNote: 'Test prints',
  hasEvidence: true,
  evidenceSentAt: '2026-11-24T10:00:00.000Z',
  reviewReason: '',
  reviewedAt: null,
  disbursedOn: null,
  disbursedPaise: null,
  disbursementReference: '',
};
const GRANT: Grant = {
  id: 5,
  startupId: 8,
  startupName: 'CellPrint Bio',
  scheme: 'nidhi-prayas',
  sanctionedPaise: 100_000_000,
  sanctionedOn: '2026-09-09',
  reference: '',
  balances,
  tranches: [
    {
      ...tranche,
      id: 21,
      title: 'Working prototype',
      dueOn: '2026-11-25',
      amountPaise: 40_000_000,
      state: 'submitted',
    },
    {
      ...tranche,
      id: 22,
      title: 'Partner lab',
      dueOn: '2027-02-25',
      amountPaise: 60_000_000,
      state: 'approved',
    },
  ],
  expenses: [],
  isTeam: false,
};

describe('GrantsAdmin', () => {
  it('lists the grants with their waiting work, reviews evidence and records a disbursement in paise', async () => {
    const reviews: unknown[] = [];
    const disbursements: unknown[] = [];
    server.use(
      http.get('*/api/admin/grants', () => HttpResponse.json(LIST)),
      http.get('*/api/admin/grants/5', () => HttpResponse.json(GRANT)),
      http.post('*/api/admin/grant-tranches/21/review', async ({ request }) => {
        reviews.push(await request.json());
        return HttpResponse.json({ message: 'Sent back to the founders with your reason.' });
      }),
      http.post('*/api/admin/grant-tranches/22/disbursement', async ({ request }) => {
        disbursements.push(await request.json());
        return HttpResponse.json({ message: 'Disbursement recorded.' });
      }),
    );
    renderWithProviders(<GrantsAdmin />);
    const row = await screen.findByRole('row', { name: /CellPrint Bio/ });
    expect(row).toHaveTextContent('NIDHI-PRAYAS');
    expect(row).toHaveTextContent('₹10,00,000.00');
    expect(row).toHaveTextContent('1 to review, 1 to disburse');
    await userEvent.click(within(row).getByRole('button', { name: 'Open the grant of CellPrint Bio' }));

    const review = await screen.findByRole('form', { name: 'Review of Working prototype' });
    await userEvent.selectOptions(within(review).getByRole('combobox', { name: 'Decision' }), 'send-back');
    await userEvent.click(within(review).getByRole('button', { name: 'Save review' }));
    expect(
      await within(review).findByText('Please say what is missing, so the founders can fix it.'),
    ).toBeInTheDocument();
    expect(reviews).toEqual([]);
    await userEvent.type(
      within(review).getByRole('textbox', { name: 'Reason (when sending back)' }),
      'Add the lab sheet.',
    );
    await userEvent.click(within(review).getByRole('button', { name: 'Save review' }));
    expect(
      await within(review).findByText('Sent back to the founders with your reason.'),
    ).toBeInTheDocument();
    expect(reviews).toEqual([{ decision: 'send-back', reason: 'Add the lab sheet.' }]);

    const disburse = screen.getByRole('form', { name: 'Disbursement of Partner lab' });
    expect(within(disburse).getByRole('textbox', { name: 'Amount paid (₹)' })).toHaveValue('600000');
    await userEvent.type(within(disburse).getByRole('textbox', { name: 'Payment reference' }), 'NEFT 77');
    await userEvent.click(within(disburse).getByRole('button', { name: 'Record disbursement' }));
    expect(await within(disburse).findByText('Disbursement recorded.')).toBeInTheDocument();
    expect(disbursements[0]).toMatchObject({ amountPaise: 60_000_000, reference: 'NEFT 77' });
  });

  it('records a grant for a startup without one, the amount as integer paise', async () => {
    let created: unknown;
    server.use(
      http.get('*/api/admin/grants', () => HttpResponse.json(LIST)),
      http.post('*/api/admin/grants', async ({ request }) => {
        created = await request.json();
        return HttpResponse.json({ id: 6, message: 'Grant recorded.' }, { status: 201 });
      }),
    );
    renderWithProviders(<GrantsAdmin />);
    const form = await screen.findByRole('form', { name: 'Record a grant' });
    await userEvent.selectOptions(within(form).getByRole('combobox', { name: 'Startup' }), '10');
    await userEvent.selectOptions(within(form).getByRole('combobox', { name: 'Scheme' }), 'institute');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Sanctioned amount (₹)' }), '5,00,000.50');
    await userEvent.click(within(form).getByRole('button', { name: 'Record grant' }));
    expect(await within(form).findByText('Grant recorded.')).toBeInTheDocument();
    expect(created).toMatchObject({ startupId: 10, scheme: 'institute', amountPaise: 50_000_050 });
  });
});
