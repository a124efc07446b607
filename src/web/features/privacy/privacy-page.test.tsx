import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { PrivacyNotice } from '#common/privacy';
import { PRIVACY_SECTIONS } from '#common/privacy-constants';
import { PrivacyNoticeLine } from '#web/components/ui/privacy-notice-line';
import { server, startMockServer } from '#web/test-support/msw';
import { renderWithProviders } from '#web/test-support/render';
import PrivacyPage from './privacy-page';
import { PrivacyNoticeEditor } from './privacy-notice-editor';

startMockServer();

const officer = { name: 'Dr. Kavita Rao, Grievance Officer', email: 'grievance@iic.example.edu' };
const NOTICE: PrivacyNotice = {
  version: 3,
  publishedOn: '2026-11-02',
  sections: PRIVACY_SECTIONS.map(({ id }) => ({
    id,
    collected: `What ${id} collects.`,
    whoSees: `Who sees ${id}.`,
    kept: `How long ${id} is kept.\n\nSecond paragraph of ${id}.`,
  })),
  grievanceOfficer: officer,
  retention: [
    { what: 'CVs and other files attached to an application', kept: '6 months after the post closes' },
    { what: 'Messages sent through the contact form', kept: '12 months after they arrive' },
  ],
};

describe('PrivacyPage (docs/product.md#privacy-notice)', () => {
  it('shows the version and date, each purpose at its anchor with its three answers, and the officer', async () => {
    server.use(http.get('*/api/privacy', () => HttpResponse.json(NOTICE)));
    renderWithProviders(<PrivacyPage />, { route: '/privacy' });
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy notice' })).toBeInTheDocument();
    expect(await screen.findByText('Version 3, published 2 Nov 2026')).toBeInTheDocument();
    for (const { id, title } of PRIVACY_SECTIONS) {
      const part = screen.getByRole('region', { name: title });
      expect(part).toHaveAttribute('id', id);
      expect(within(part).getByText(`Who sees ${id}.`)).toBeInTheDocument();
      expect(within(part).getByText(`Second paragraph of ${id}.`)).toBeInTheDocument();
    }
    const contents = screen.getByRole('navigation', { name: 'Parts of the notice' });
    expect(within(contents).getByRole('link', { name: 'Applications and CVs' })).toHaveAttribute(
      'href',
      '#applications',
    );
    const contact = screen.getByRole('region', { name: 'Grievance officer' });
    expect(contact).toHaveAttribute('id', 'grievance-officer');
    expect(within(contact).getByRole('link', { name: officer.email })).toHaveAttribute(
      'href',
      `mailto:${officer.email}`,
    );
    // docs/product.md#retention: the periods in force, as the server's configuration says them.
    const kept = screen.getByRole('region', { name: 'How long we keep it' });
    expect(kept).toHaveAttribute('id', 'how-long');
    expect(within(kept).getByText('6 months after the post closes')).toBeInTheDocument();
    expect(within(kept).getByText('Messages sent through the contact form')).toBeInTheDocument();
    expect(document.title).toBe('Privacy notice | Innovation & Incubation Centre');
  });

  it('says when no version is published yet, still naming the officer', async () => {
    server.use(
      http.get('*/api/privacy', () =>
        HttpResponse.json({
          version: null,
          publishedOn: null,
          sections: [],
          grievanceOfficer: officer,
          retention: [],
        }),
      ),
    );
    renderWithProviders(<PrivacyPage />, { route: '/privacy' });
    expect(await screen.findByText('The notice is being written')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: officer.email })).toBeInTheDocument();
  });
});

describe('PrivacyNoticeLine', () => {
  it('links a form to the part of the notice about what it asks for', () => {
    renderWithProviders(<PrivacyNoticeLine section="applications" />);
    const link = screen.getByRole('link', { name: 'privacy notice' });
    expect(link).toHaveAttribute('href', '/privacy#applications');
    expect(link).toHaveAttribute('title', 'Privacy notice: Applications and CVs');
  });
});

describe('PrivacyNoticeEditor', () => {
  it('publishes the edited notice as a new version and says so', async () => {
    let sent: unknown;
    server.use(
      http.get('*/api/privacy', () => HttpResponse.json(NOTICE)),
      http.put('*/api/admin/privacy', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ ...NOTICE, version: 4 });
      }),
    );
    const said: string[] = [];
    renderWithProviders(<PrivacyNoticeEditor announce={(message) => said.push(message)} />);
    const part = await screen.findByRole('group', { name: 'Applications and CVs' });
    const kept = within(part).getByLabelText(/How long it is kept/);
    await userEvent.clear(kept);
    await userEvent.type(kept, 'Six months after the post closes.');
    await userEvent.click(screen.getByRole('button', { name: 'Publish as a new version' }));
    await waitFor(() =>
      expect(said).toEqual(['Published version 4 of the privacy notice. It is on /privacy now.']),
    );
    expect(sent).toMatchObject({
      sections: {
        applications: { kept: 'Six months after the post closes.' },
        mail: { kept: NOTICE.sections[8]!.kept },
      },
    });
  });

  it('shows the server’s message when nothing changed', async () => {
    server.use(
      http.get('*/api/privacy', () => HttpResponse.json(NOTICE)),
      http.put('*/api/admin/privacy', () =>
        HttpResponse.json({ message: 'Nothing changed since the version in force' }, { status: 409 }),
      ),
    );
    renderWithProviders(<PrivacyNoticeEditor announce={() => undefined} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Publish as a new version' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Nothing changed since the version in force');
  });
});
