import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { COHORT_MAIL_MESSAGES as M, DEFAULT_COHORT_MAIL } from '#common/cohort-mail';
import { server, startMockServer } from '#web/test-support/msw';
import { renderWithProviders } from '#web/test-support/render';
import { CohortMailChoices } from './cohort-mail-choices';

startMockServer();

describe('CohortMailChoices (docs/product.md#cohort-mail)', () => {
  it('shows mail or no mail for each kind and saves a change', async () => {
    const sent: unknown[] = [];
    server.use(
      http.get('*/api/me/cohort-mail', () => HttpResponse.json(DEFAULT_COHORT_MAIL)),
      http.patch('*/api/me/cohort-mail', async ({ request }) => {
        const body = (await request.json()) as Record<string, string>;
        sent.push(body);
        return HttpResponse.json({ ...DEFAULT_COHORT_MAIL, ...body });
      }),
    );
    renderWithProviders(<CohortMailChoices />);
    expect(screen.getByRole('heading', { name: 'Mail about my cohort' })).toBeInTheDocument();
    const reminders = await screen.findByLabelText('Reminders to report my startup’s figures');
    expect(reminders).toHaveValue('instant');
    expect(screen.queryByRole('option', { name: /digest|summary/i })).toBeNull();
    await userEvent.selectOptions(
      screen.getByLabelText('The centre’s announcements to my cohort'),
      'No mail',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save cohort mail choices' }));
    expect(await screen.findByText(M.saved)).toBeInTheDocument();
    expect(sent).toEqual([{ kpiReminders: 'instant', announcements: 'none' }]);
  });
});
