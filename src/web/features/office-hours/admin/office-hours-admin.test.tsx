import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { AdminSchedule } from '#common/office-hours';
import { server, startMockServer } from '#web/test-support/msw';
import { renderWithProviders } from '#web/test-support/render';
import { OfficeHoursAdmin } from './office-hours-admin';

startMockServer();

const SCHEDULE: AdminSchedule = {
  centreTimeZone: 'Asia/Kolkata',
  bookings: [
    {
      id: 1,
      startsAt: '2030-03-04T09:00:00.000Z',
      status: 'booked',
      mentorName: 'Rahul Verma',
      founderName: 'Asha Verma',
      startupName: 'Krishi Sense',
      topic: 'Pricing our pilot',
    },
    {
      id: 2,
      startsAt: '2030-03-05T09:00:00.000Z',
      status: 'cancelled',
      mentorName: 'Rahul Verma',
      founderName: 'Meera Iyer',
      startupName: 'Quiet Grid',
      topic: 'Hiring',
    },
    {
      id: 3,
      startsAt: '2026-01-05T09:00:00.000Z',
      status: 'booked',
      mentorName: 'Rahul Verma',
      founderName: 'Asha Verma',
      startupName: 'Krishi Sense',
      topic: 'First hires',
    },
  ],
  notMetYet: [{ userId: 9, name: 'Meera Iyer', startupName: 'Quiet Grid' }],
  mentorActivity: [
    { userId: 3, name: 'Rahul Verma', sessionsHeld: 4, upcoming: 1, averageRating: 4.5, ratings: 2 },
    { userId: 4, name: 'Divya Rao', sessionsHeld: 0, upcoming: 0, averageRating: null, ratings: 0 },
  ],
};

describe('OfficeHoursAdmin (docs/product.md#office-hours)', () => {
  it('shows the schedule, who has not met a mentor yet and each mentor’s sessions and ratings', async () => {
    server.use(http.get('*/api/admin/office-hours', () => HttpResponse.json(SCHEDULE)));
    renderWithProviders(<OfficeHoursAdmin />);
    // Each table scrolls in a region of its own name, distinct from its section's (docs/product.md#wide-tables).
    const schedule = await screen.findByRole('region', { name: 'Schedule table' });
    expect(within(schedule).getByRole('row', { name: /Pricing our pilot/ })).toHaveTextContent(
      /Rahul Verma.*Asha Verma.*Krishi Sense.*Booked/,
    );
    expect(within(schedule).getByRole('row', { name: /Hiring/ })).toHaveTextContent('Cancelled');
    expect(within(schedule).getByRole('row', { name: /First hires/ })).toHaveTextContent('Held');

    const notMet = screen.getByRole('region', { name: 'Not met a mentor yet' });
    expect(within(notMet).getByRole('listitem')).toHaveTextContent('Meera Iyer · Quiet Grid');

    const activity = screen.getByRole('region', { name: 'Mentor activity table' });
    expect(within(activity).getByRole('row', { name: /Rahul Verma/ })).toHaveTextContent(
      /4\s*1\s*4.5 of 5 \(2 ratings\)/,
    );
    expect(within(activity).getByRole('row', { name: /Divya Rao/ })).toHaveTextContent('No ratings');
  });

  it('says when nobody is waiting and nothing is booked', async () => {
    server.use(
      http.get('*/api/admin/office-hours', () =>
        HttpResponse.json({ ...SCHEDULE, bookings: [], notMetYet: [], mentorActivity: [] }),
      ),
    );
    renderWithProviders(<OfficeHoursAdmin />);
    expect(await screen.findByText('No sessions booked')).toBeInTheDocument();
    expect(screen.getByText('Every cohort member has held a session.')).toBeInTheDocument();
    expect(screen.getByText('No mentor has set up office hours yet.')).toBeInTheDocument();
  });

  it('offers to try again when the schedule cannot be loaded', async () => {
    server.use(http.get('*/api/admin/office-hours', () => HttpResponse.json({}, { status: 500 })));
    renderWithProviders(<OfficeHoursAdmin />);
    expect(await screen.findByText('Office hours could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
