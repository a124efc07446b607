import { describe, expect, it } from 'vitest';
import { ESTABLISHED_ACCOUNT_DAYS } from '#common/reports-constants';
import { establishedReporterGround, type ReporterAccount } from './established-reporter';

// docs/product.md#reports: whose reports count towards hiding a post before an admin decides.

const NOW = new Date('2026-11-27T12:00:00.000Z');
const DAY_MS = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(NOW.getTime() - days * DAY_MS).toISOString();

const NEW_ACCOUNT: ReporterAccount = {
  createdAt: NOW.toISOString(),
  role: 'user',
  roles: [],
  universityEmailVerifiedAt: null,
  approvedCompany: false,
  hasHistory: false,
};

describe('establishedReporterGround', () => {
  it('calls a brand-new account with nothing to its name new', () => {
    expect(establishedReporterGround(NEW_ACCOUNT, NOW)).toBeNull();
  });

  it('needs both age and history: an old account that never did anything, or a busy new one, is new', () => {
    expect(establishedReporterGround({ ...NEW_ACCOUNT, createdAt: daysAgo(400) }, NOW)).toBeNull();
    expect(
      establishedReporterGround({ ...NEW_ACCOUNT, hasHistory: true, createdAt: daysAgo(6) }, NOW),
    ).toBeNull();
  });

  it(`counts an account older than ${ESTABLISHED_ACCOUNT_DAYS} days with history, and not one a millisecond younger`, () => {
    const exactly = new Date(NOW.getTime() - ESTABLISHED_ACCOUNT_DAYS * DAY_MS);
    const withHistory = { ...NEW_ACCOUNT, hasHistory: true };
    expect(establishedReporterGround({ ...withHistory, createdAt: exactly.toISOString() }, NOW)).toBeNull();
    const older = new Date(exactly.getTime() - 1).toISOString();
    expect(establishedReporterGround({ ...withHistory, createdAt: older }, NOW)).toBe('history');
  });

  it('counts a verified university email, an approved company or a role at any age', () => {
    expect(
      establishedReporterGround({ ...NEW_ACCOUNT, universityEmailVerifiedAt: NOW.toISOString() }, NOW),
    ).toBe('university-email');
    expect(establishedReporterGround({ ...NEW_ACCOUNT, approvedCompany: true }, NOW)).toBe('company');
    expect(establishedReporterGround({ ...NEW_ACCOUNT, roles: ['mentor'] }, NOW)).toBe('role');
    expect(establishedReporterGround({ ...NEW_ACCOUNT, role: 'admin' }, NOW)).toBe('role');
  });

  it('names the strongest ground when there are several', () => {
    const everything: ReporterAccount = {
      createdAt: daysAgo(30),
      role: 'user',
      roles: ['reviewer'],
      universityEmailVerifiedAt: daysAgo(20),
      approvedCompany: true,
      hasHistory: true,
    };
    expect(establishedReporterGround(everything, NOW)).toBe('role');
    expect(establishedReporterGround({ ...everything, roles: [] }, NOW)).toBe('university-email');
    expect(
      establishedReporterGround({ ...everything, roles: [], universityEmailVerifiedAt: null }, NOW),
    ).toBe('company');
  });
});
