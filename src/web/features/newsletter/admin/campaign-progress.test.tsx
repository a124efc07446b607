import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { CampaignProgress } from '#common/newsletter';
import { campaignStartedMessage, subscribersLabel } from '#common/newsletter';
import { server, startMockServer } from '#web/test-support/msw';
import { renderWithProviders } from '#web/test-support/render';
import { CampaignProgressList } from './campaign-progress';

startMockServer();

const base: CampaignProgress = {
  id: 1,
  subject: 'Demo day',
  createdAt: '2026-11-24T10:00:00.000Z',
  createdBy: 'admin@example.org',
  recipients: 2,
  queued: 2,
  sent: 2,
  skipped: 0,
  failed: 0,
  done: true,
};

// docs/product.md#campaigns: the progress sentence agrees with itself, the counts read in the right number.
describe('CampaignProgressList', () => {
  it('names no one as waiting once a campaign is finished, and counts the waiting while it sends', async () => {
    server.use(
      http.get('*/api/newsletter/campaigns', () =>
        HttpResponse.json([
          base,
          { ...base, id: 2, subject: 'Halfway', recipients: 3, queued: 2, sent: 1, done: false },
          { ...base, id: 3, subject: 'Mixed', recipients: 4, queued: 4, sent: 2, skipped: 1, failed: 1 },
        ]),
      ),
    );
    renderWithProviders(<CampaignProgressList />);
    expect(await screen.findByText('Finished: 2 of 2 sent')).toBeInTheDocument();
    expect(screen.getByText('Sending: 1 of 3 sent, 2 waiting')).toBeInTheDocument();
    expect(
      screen.getByText('Finished: 2 of 4 sent, 1 unsubscribed before their turn, 1 could not be delivered'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/queued/)).not.toBeInTheDocument();
  });

  it('reads one subscriber in the singular', () => {
    expect(subscribersLabel(1)).toBe('1 subscriber');
    expect(subscribersLabel(2)).toBe('2 subscribers');
    expect(campaignStartedMessage(1)).toMatch(/^Newsletter started for 1 subscriber\. /);
  });
});
