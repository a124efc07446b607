import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { CohortCertificates, IssuedCohortCertificate } from '#common/cohort-certificates';
import type { CohortSummary } from '#common/startups';
import { server, startMockServer } from '#web/test-support/msw';
import { renderWithProviders } from '#web/test-support/render';
import { CohortsAdmin } from './cohorts-admin';

startMockServer();

const COHORT: CohortSummary = {
  id: 9,
  name: 'Spring 2030',
  program: 'incubation',
  callId: null,
  startsOn: '2030-03-01',
  endsOn: '2030-08-31',
  startupCount: 2,
};
const ASHA: IssuedCohortCertificate = {
  id: 31,
  name: 'Asha Verma',
  code: 'ABCDEFGHJKMNPQRS',
  startup: 'Krishi Sense',
  role: 'founder',
  issued_at: '2030-09-01T04:00:00.000Z',
  revoked_at: null,
  reissued_at: null,
};

/** The cohort list and its certificates; `answer` is what the list answers now (tests change it). */
function api(start: CohortCertificates) {
  const state = { answer: start };
  server.use(
    http.get('*/api/admin/cohorts', () => HttpResponse.json({ items: [COHORT] })),
    http.get('*/api/admin/cohorts/9/certificates', () => HttpResponse.json(state.answer)),
  );
  return state;
}

async function openCertificates() {
  const user = userEvent.setup();
  renderWithProviders(<CohortsAdmin />);
  await user.click(await screen.findByRole('button', { name: 'Certificates of Spring 2030' }));
  return { user, panel: await screen.findByRole('region', { name: 'Certificates of Spring 2030' }) };
}

describe('CohortCertificatesAdmin', () => {
  it('lists every member: a certificate with its code and check link, or none yet', async () => {
    api({
      settings: { title: 'Certificate of completion', signatory_name: 'Dr. Rao', signatory_role: 'Director' },
      waiting: 1,
      waiting_members: [{ user_id: 7, name: 'Ravi Kumar', startup: 'Krishi Sense', role: 'member' }],
      items: [
        ASHA,
        { ...ASHA, id: 32, name: 'Meena Das', code: 'ZZZZEFGHJKMNPQRS', revoked_at: ASHA.issued_at },
      ],
    });
    const { panel } = await openCertificates();
    const list = await within(panel).findByRole('list', { name: 'Members’ certificates' });
    const asha = within(list).getByText('Asha Verma').closest('li')!;
    expect(within(asha as HTMLElement).getByText('ABCDEFGHJKMNPQRS')).toBeInTheDocument();
    expect(
      within(asha as HTMLElement).getByRole('link', { name: 'Check Asha Verma’s certificate' }),
    ).toHaveAttribute('href', '/certificates/ABCDEFGHJKMNPQRS');
    expect(
      within(asha as HTMLElement).getByRole('link', { name: 'Download Asha Verma’s certificate' }),
    ).toHaveAttribute('href', '/api/admin/cohorts/9/certificates/31/pdf');
    const meena = within(list).getByText('Meena Das').closest('li') as HTMLElement;
    expect(within(meena).getByText('Revoked')).toBeInTheDocument();
    expect(within(meena).queryByRole('button', { name: /Revoke/ })).not.toBeInTheDocument();
    const ravi = within(list).getByText('Ravi Kumar').closest('li') as HTMLElement;
    expect(within(ravi).getByText(/Team member of Krishi Sense · no certificate yet/)).toBeInTheDocument();
    expect(within(panel).getByText(/1 joined member has no certificate yet/)).toBeInTheDocument();
  });

  it('issues after a confirmation, with the wording checked first and sent once', async () => {
    const state = api({
      settings: null,
      waiting: 1,
      waiting_members: [{ user_id: 7, name: 'Ravi Kumar', startup: 'Krishi Sense', role: 'member' }],
      items: [],
    });
    const sent: unknown[] = [];
    server.use(
      http.post('*/api/admin/cohorts/9/certificates', async ({ request }) => {
        sent.push(await request.json());
        state.answer = {
          ...state.answer,
          waiting: 0,
          waiting_members: [],
          items: [{ ...ASHA, id: 33, name: 'Ravi Kumar', role: 'member' }],
        };
        return HttpResponse.json({
          ...state.answer,
          message: '1 certificate is issued and mailed.',
          issued: 1,
        });
      }),
    );
    const { user, panel } = await openCertificates();
    const form = await within(panel).findByRole('form', { name: 'Certificate of Spring 2030' });
    await user.click(within(form).getByRole('button', { name: 'Issue certificates' }));
    expect(await within(form).findByText('Name who signs the certificate.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.type(within(form).getByLabelText(/^Signed by/), 'Dr. Kavita Rao');
    await user.type(within(form).getByLabelText(/^Signatory’s role/), 'Director');
    await user.click(within(form).getByRole('button', { name: 'Issue certificates' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Issue certificates to 1 member of Spring 2030?',
    });
    await user.dblClick(within(dialog).getByRole('button', { name: 'Issue and mail' }));
    expect(await within(panel).findByText('1 certificate is issued and mailed.')).toBeInTheDocument();
    expect(sent).toEqual([
      { title: 'Certificate of completion', signatory_name: 'Dr. Kavita Rao', signatory_role: 'Director' },
    ]);
    expect(
      await within(panel).findByRole('button', { name: 'Revoke Ravi Kumar’s certificate' }),
    ).toBeInTheDocument();
  });

  it('revokes only after a confirmation, and reissues', async () => {
    const state = api({
      settings: { title: 'Certificate of completion', signatory_name: 'Dr. Rao', signatory_role: 'Director' },
      waiting: 0,
      waiting_members: [],
      items: [ASHA],
    });
    const calls: string[] = [];
    server.use(
      http.post('*/api/admin/cohorts/9/certificates/31/revoke', () => {
        calls.push('revoke');
        const certificate = { ...ASHA, revoked_at: '2030-09-02T04:00:00.000Z' };
        state.answer = { ...state.answer, items: [certificate] };
        return HttpResponse.json({ message: 'Asha Verma’s certificate is revoked.', certificate });
      }),
      http.post('*/api/admin/cohorts/9/certificates/31/reissue', () => {
        calls.push('reissue');
        return HttpResponse.json({ message: 'Reissued to Asha Verma.', certificate: ASHA });
      }),
    );
    const { user, panel } = await openCertificates();
    await user.click(await within(panel).findByRole('button', { name: 'Reissue Asha Verma’s certificate' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Reissue Asha Verma’s certificate?' })).getByRole(
        'button',
        { name: 'Reissue' },
      ),
    );
    expect(await within(panel).findByText('Reissued to Asha Verma.')).toBeInTheDocument();

    await user.click(within(panel).getByRole('button', { name: 'Revoke Asha Verma’s certificate' }));
    let dialog = await screen.findByRole('dialog', { name: 'Revoke Asha Verma’s certificate?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls).toEqual(['reissue']);

    await user.click(within(panel).getByRole('button', { name: 'Revoke Asha Verma’s certificate' }));
    dialog = await screen.findByRole('dialog', { name: 'Revoke Asha Verma’s certificate?' });
    expect(within(dialog).getByText(/ABCDEFGHJKMNPQRS will check as revoked/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    expect(await within(panel).findByText('Asha Verma’s certificate is revoked.')).toBeInTheDocument();
    expect(await within(panel).findByText('Revoked')).toBeInTheDocument();
    expect(calls).toEqual(['reissue', 'revoke']);
  });

  it('says why the list could not be loaded', async () => {
    server.use(
      http.get('*/api/admin/cohorts', () => HttpResponse.json({ items: [COHORT] })),
      http.get('*/api/admin/cohorts/9/certificates', () =>
        HttpResponse.json({ message: 'Server error' }, { status: 500 }),
      ),
    );
    const { panel } = await openCertificates();
    expect(await within(panel).findByText(/The certificates could not be loaded/)).toBeInTheDocument();
  });
});
