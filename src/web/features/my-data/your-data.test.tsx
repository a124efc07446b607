import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { MY_DATA_MESSAGES } from '#common/my-data-constants';
import { server, startMockServer } from '#web/test-support/msw';
import { renderWithProviders } from '#web/test-support/render';
import { YourData } from './your-data';

startMockServer();

describe('YourData (docs/product.md#download-my-data)', () => {
  it('asks for the data once per click and says where the link will go', async () => {
    const asks: unknown[] = [];
    server.use(
      http.post('/api/me/data-export', async ({ request }) => {
        asks.push(await request.json());
        return HttpResponse.json(
          { queued: true, message: MY_DATA_MESSAGES.queued('bob@student.example.edu') },
          { status: 202 },
        );
      }),
    );
    renderWithProviders(<YourData />, { route: '/profile' });
    const section = screen.getByRole('region', { name: 'Your data' });
    expect(section).toHaveAttribute('id', 'your-data');
    expect(screen.getByText(/The link works for 7 days/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'privacy notice' })).toHaveAttribute('href', '/privacy');
    await userEvent.click(screen.getByRole('button', { name: MY_DATA_MESSAGES.request }));
    expect(await screen.findByText(MY_DATA_MESSAGES.queued('bob@student.example.edu'))).toBeInTheDocument();
    expect(asks).toEqual([{ prepare: true }]);
  });

  it('shows the server’s refusal (too many this hour)', async () => {
    server.use(
      http.post('/api/me/data-export', () =>
        HttpResponse.json({ message: MY_DATA_MESSAGES.tooMany(12) }, { status: 429 }),
      ),
    );
    renderWithProviders(<YourData />, { route: '/profile' });
    await userEvent.click(screen.getByRole('button', { name: MY_DATA_MESSAGES.request }));
    expect(await screen.findByText(MY_DATA_MESSAGES.tooMany(12))).toBeInTheDocument();
  });
});
