import { messageAnswerSchema } from './api-answers';
import { defineEndpoint } from './api-contract';
import { idParamsSchema } from './ids';
import {
  adminScheduleSchema,
  bookingAnswerSchema,
  bookingInputSchema,
  mentorListSchema,
  mentorSlotsSchema,
  myOfficeHoursSchema,
  officeHoursSettingsSchema,
  officeHoursWindowSchema,
  sessionNoteSchema,
  settingsAnswerSchema,
  slotsQuerySchema,
  windowAnswerSchema,
} from './office-hours';

/**
 * Mentor office hours (docs/product.md#office-hours): mentors publish availability, cohort founders book
 * slots, both sides keep notes, the admin sees the schedule.
 */
export const officeHoursEndpoints = {
  mine: defineEndpoint({
    method: 'GET',
    path: '/api/my/office-hours',
    access: 'user',
    summary: 'The person’s settings and windows (mentors) and their sessions on either side',
    responses: { 200: myOfficeHoursSchema },
  }),
  saveSettings: defineEndpoint({
    method: 'PUT',
    path: '/api/office-hours/settings',
    access: 'mentor',
    summary: 'A mentor’s time zone, slot length and limits',
    body: officeHoursSettingsSchema,
    responses: { 200: settingsAnswerSchema },
  }),
  addWindow: defineEndpoint({
    method: 'POST',
    path: '/api/office-hours/windows',
    access: 'mentor',
    summary: 'Add a weekly or one-off window of availability',
    body: officeHoursWindowSchema,
    responses: { 201: windowAnswerSchema },
  }),
  removeWindow: defineEndpoint({
    method: 'DELETE',
    path: '/api/office-hours/windows/:id',
    access: 'mentor',
    summary: 'Remove one of the mentor’s windows',
    params: idParamsSchema,
    responses: { 200: messageAnswerSchema },
  }),
  mentors: defineEndpoint({
    method: 'GET',
    path: '/api/office-hours/mentors',
    access: 'user',
    summary: 'Mentors with published availability and their next free slots (cohort members)',
    responses: { 200: mentorListSchema },
  }),
  slots: defineEndpoint({
    method: 'GET',
    path: '/api/office-hours/slots',
    access: 'user',
    summary: 'One mentor’s free slots up to the booking horizon',
    query: slotsQuerySchema,
    responses: { 200: mentorSlotsSchema },
  }),
  book: defineEndpoint({
    method: 'POST',
    path: '/api/office-hours/slots/:id/booking',
    access: 'user',
    summary: 'Book a slot with a topic',
    params: idParamsSchema,
    body: bookingInputSchema,
    responses: { 201: bookingAnswerSchema },
  }),
  cancel: defineEndpoint({
    method: 'DELETE',
    path: '/api/office-hours/bookings/:id',
    access: 'user',
    summary: 'Cancel a session (either side, up to the cut-off)',
    params: idParamsSchema,
    responses: { 200: messageAnswerSchema },
  }),
  saveNote: defineEndpoint({
    method: 'PUT',
    path: '/api/office-hours/bookings/:id/note',
    access: 'user',
    summary: 'One’s own note on a held session (and the founder’s rating)',
    params: idParamsSchema,
    body: sessionNoteSchema,
    responses: { 200: bookingAnswerSchema },
  }),
  schedule: defineEndpoint({
    method: 'GET',
    path: '/api/admin/office-hours',
    access: 'admin',
    summary: 'The schedule, who has not met a mentor yet, and mentor activity',
    responses: { 200: adminScheduleSchema },
  }),
};
