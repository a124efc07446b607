import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Grant } from '#common/grants';
import { server, startMockServer } from '#web/test-support/msw';
import { renderWithProviders } from '#web/test-support/render';
import { GrantPanel } from './grant-panel';

startMockServer();

const GRANT: Grant = {
  id: 3,
  startupId: 7,
  startupName: 'Krishi Sense',
  scheme: 'sisfs',
  sanctionedPaise: 200_000_000,
  sanctionedOn: '2026-08-20',
  reference: 'SISFS/IIC/2026/014',
  balances: {
    sanctionedPaise: 200_000_000,
    disbursedPaise: 80_000_000,
    spentPaise: 24_750_010,
    toDisbursePaise: 120_000_000,
    inHandPaise: 55_249_990,
  },
  tranches: [
    {
      id: 11,
      title: 'Field pilot with 50 farmers',
      dueOn: '2026-09-30',
      amountPaise: 80_000_000,
      state: 'disbursed',
      evidenceNote: 'Pilot report',
      hasEvidence: true,
      evidenceSentAt: '2026-09-28T10:00:00.000Z',
      reviewReason: '',
      reviewedAt: '2026-10-01T10:00:00.000Z',
      disbursedOn: '2026-10-09',
      disbursedPaise: 80_000_000,
      disbursementReference: 'NEFT SBIN0001',
    },
    {
      id: 12,
      title: 'Sensor kit certified',
      dueOn: '2026-12-03',
      amountPaise: 70_000_000,
      state: 'sent-back',
      evidenceNote: 'Draft certificate',
      hasEvidence: true,
      evidenceSentAt: '2026-11-20T10:00:00.000Z',
      reviewReason: 'Please send the final BIS certificate.',
      reviewedAt: '2026-11-22T10:00:00.000Z',
      disbursedOn: null,
      disbursedPaise: null,
      disbursementReference: '',
    },
  ],
  expenses: [
    {
      id: 1,
      spentOn: '2026-10-15',
      head: 'prototype',
      amountPaise: 18_500_010,
      note: 'Sensor boards',
      recordedAt: '2026-10-15T10:00:00.000Z',
    },
  ],
  isTeam: true,
};

describe('GrantPanel', () => {
  it('shows the balances in rupees with Indian grouping, each milestone and the certificate', async () => {
    server.use(http.get('*/api/startups/7/grant', () => HttpResponse.json({ grant: GRANT })));
    renderWithProviders(<GrantPanel startupId={7} />);
    const sanctioned = await screen.findByText('Sanctioned');
    expect(sanctioned.nextElementSibling).toHaveTextContent('₹20,00,000.00');
    expect(screen.getByText('Unspent with the startup').nextElementSibling).toHaveTextContent('₹5,52,499.90');
    expect(screen.getByText(/₹8,00,000.00 paid on 9 Oct 2026 \(NEFT SBIN0001\)/)).toBeInTheDocument();
    expect(screen.getByText('The centre asks: Please send the final BIS certificate.')).toBeInTheDocument();
    // Evidence is asked for only where it is owed.
    expect(screen.getAllByRole('form', { name: /^Evidence for/ })).toHaveLength(1);
    expect(screen.getByRole('form', { name: 'Evidence for Sensor kit certified' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Spending recorded against the grant' });
    expect(within(table).getByRole('row', { name: /Sensor boards/ })).toHaveTextContent('₹1,85,000.10');
    expect(screen.getByRole('link', { name: 'Download the utilisation certificate (PDF)' })).toHaveAttribute(
      'href',
      '/api/grants/3/utilisation-certificate.pdf',
    );
  });

  it('records spending as integer paise and shows the server’s refusal under the amount', async () => {
    const sent: unknown[] = [];
    server.use(
      http.get('*/api/startups/7/grant', () => HttpResponse.json({ grant: GRANT })),
      http.post('*/api/grants/3/expenses', async ({ request }) => {
        sent.push(await request.json());
        if (sent.length === 1)
          return HttpResponse.json({ id: 9, message: 'Spending recorded.' }, { status: 201 });
        const message = 'Spending is recorded against money received: ₹5,52,499.90 of the grant is unspent.';
        return HttpResponse.json({ message, fieldErrors: { amountPaise: message } }, { status: 409 });
      }),
    );
    renderWithProviders(<GrantPanel startupId={7} />);
    const form = await screen.findByRole('form', { name: 'Record spending' });
    const amount = within(form).getByRole('textbox', { name: 'Amount (₹)' });
    await userEvent.type(amount, '12.345');
    await userEvent.click(within(form).getByRole('button', { name: 'Record spending' }));
    expect(await within(form).findByText('What was bought is required')).toBeInTheDocument();
    expect(
      within(form).getByText('Please enter an amount in rupees, such as 1,50,000 or 2500.50'),
    ).toBeInTheDocument();
    expect(sent).toEqual([]);

    await userEvent.clear(amount);
    await userEvent.type(amount, '1,10,000.10');
    await userEvent.selectOptions(
      within(form).getByRole('combobox', { name: 'Head of expenditure' }),
      'testing',
    );
    await userEvent.type(within(form).getByRole('textbox', { name: 'What was bought' }), 'Field trials');
    await userEvent.click(within(form).getByRole('button', { name: 'Record spending' }));
    expect(await within(form).findByText('Spending recorded.')).toBeInTheDocument();
    expect(sent[0]).toMatchObject({ head: 'testing', amountPaise: 11_000_010, note: 'Field trials' });

    await userEvent.type(amount, '6,00,000');
    await userEvent.type(within(form).getByRole('textbox', { name: 'What was bought' }), 'Too much');
    await userEvent.click(within(form).getByRole('button', { name: 'Record spending' }));
    expect(await within(form).findAllByText(/Spending is recorded against money received/)).not.toHaveLength(
      0,
    );
    expect(amount).toHaveAttribute('aria-invalid', 'true');
  });

  it('sends a milestone’s evidence as a form with the PDF, and refuses another file in the browser', async () => {
    let received: FormData | undefined;
    server.use(
      http.get('*/api/startups/7/grant', () => HttpResponse.json({ grant: GRANT })),
      http.post('*/api/grant-tranches/12/evidence', async ({ request }) => {
        received = await request.formData();
        return HttpResponse.json({ message: 'Evidence sent. The centre will review it.' });
      }),
    );
    renderWithProviders(<GrantPanel startupId={7} />);
    const form = await screen.findByRole('form', { name: 'Evidence for Sensor kit certified' });
    const input = within(form).getByLabelText('Evidence (PDF)');
    await userEvent.upload(input, new File(['hello'], 'notes.txt', { type: 'text/plain' }), {
      applyAccept: false,
    });
    expect(within(form).getByText('The evidence must be a PDF file.')).toBeInTheDocument();
    await userEvent.upload(input, new File(['%PDF-1.7'], 'bis.pdf', { type: 'application/pdf' }));
    await userEvent.type(
      within(form).getByRole('textbox', { name: 'What the evidence shows' }),
      'BIS certificate',
    );
    await userEvent.click(within(form).getByRole('button', { name: 'Send evidence' }));
    expect(await within(form).findByText('Evidence sent. The centre will review it.')).toBeInTheDocument();
    expect(received?.get('note')).toBe('BIS certificate');
    expect(received?.has('file')).toBe(true);
  });

  it('says when the startup has no grant, and shows the centre no forms', async () => {
    server.use(http.get('*/api/startups/7/grant', () => HttpResponse.json({ grant: null })));
    const { unmount } = renderWithProviders(<GrantPanel startupId={7} />);
    expect(
      await screen.findByText('The centre has not recorded a seed grant for your startup.'),
    ).toBeInTheDocument();
    unmount();
    server.use(
      http.get('*/api/startups/7/grant', () => HttpResponse.json({ grant: { ...GRANT, isTeam: false } })),
    );
    renderWithProviders(<GrantPanel startupId={7} />);
    expect(await screen.findByText('Field pilot with 50 farmers')).toBeInTheDocument();
    expect(screen.queryByRole('form')).toBeNull();
  });
});
