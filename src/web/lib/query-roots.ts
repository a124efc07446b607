/**
 * The first part of every query key of the signed-in user's own data and of admin data
 * (docs/architecture.md#query-keys): invalidating one refreshes all of that data; signing out drops both.
 */
export const MY_DATA = ['my'] as const;
export const ADMIN_DATA = ['admin'] as const;
