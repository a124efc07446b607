/** The office-hours queries (docs/architecture.md#query-keys): the person's own data, the mentors, the admin's. */
export const officeHoursKeys = {
  mine: ['my', 'office-hours'] as const,
  mentors: ['my', 'office-hours', 'mentors'] as const,
  slots: (mentorId: number) => ['my', 'office-hours', 'slots', mentorId] as const,
  admin: ['admin', 'office-hours'] as const,
};
