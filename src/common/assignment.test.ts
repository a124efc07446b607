import { describe, expect, it } from 'vitest';
import {
  assignReviewers,
  conflictOf,
  type AssignmentApplication,
  type AssignmentInput,
  type AssignmentReviewer,
} from './assignment';

const reviewer = (id: number, email: string, conflicts: string[] = []): AssignmentReviewer => ({
  id,
  email,
  conflicts,
});
const application = (id: number, email: string, names: string[] = [`Team ${id}`]): AssignmentApplication => ({
  id,
  applicantId: 10_000 + id,
  applicantEmail: email,
  names,
});

/** The rules, checked on any result: coverage, no conflicts, load cap and balance, no duplicates. */
function check(input: AssignmentInput, result: ReturnType<typeof assignReviewers>) {
  const pairs = [...input.existing, ...result.added];
  const keys = pairs.map((pair) => `${pair.applicationId}:${pair.reviewerId}`);
  expect(new Set(keys).size).toBe(keys.length);
  const byId = new Map(input.reviewers.map((r) => [r.id, r]));
  for (const pair of result.added) {
    const app = input.applications.find((a) => a.id === pair.applicationId)!;
    expect(conflictOf(app, byId.get(pair.reviewerId)!)).toBeNull();
  }
  const loads = input.reviewers.map((r) => pairs.filter((pair) => pair.reviewerId === r.id).length);
  expect(Math.max(...loads)).toBeLessThanOrEqual(input.maxLoad);
  expect(Math.max(...loads) - Math.min(...loads)).toBeLessThanOrEqual(1);
  const uncovered = new Set(result.uncovered.map((u) => u.applicationId));
  for (const app of input.applications) {
    const count = pairs.filter((pair) => pair.applicationId === app.id).length;
    if (!uncovered.has(app.id)) expect(count).toBe(input.perApplication);
  }
}

describe('assignment (docs/product.md#assignment)', () => {
  it('knows the conflicts: the applicant, their domain, a declared name or domain', () => {
    const app = application(1, 'asha@soilsense.example.com', ['Asha Rao', 'Soil Sense']);
    expect(conflictOf(app, reviewer(10_001, 'asha@elsewhere.org'))).toBe('the applicant themself');
    expect(conflictOf(app, reviewer(2, 'ravi@SoilSense.example.com'))).toMatch(/same email domain/);
    expect(conflictOf(app, reviewer(3, 'x@panel.org', ['soil  SENSE']))).toMatch(/declared/);
    expect(conflictOf(app, reviewer(4, 'x@panel.org', ['example.com']))).toMatch(/declared/);
    expect(conflictOf(app, reviewer(5, 'x@panel.org', ['Kisan Drones']))).toBeNull();
  });

  it('covers 800 applications with 25 reviewers, 3 each, balanced and conflict-free', () => {
    const reviewers = Array.from({ length: 25 }, (_, i) =>
      reviewer(
        i + 1,
        `r${i}@panel${i % 5}.example.org`,
        i % 7 === 0 ? [`Team ${i * 3}`, 'startup4.example.com'] : [],
      ),
    );
    const applications = Array.from({ length: 800 }, (_, i) =>
      application(
        i + 1,
        `founder${i}@${i % 50 === 0 ? 'panel1.example.org' : `startup${i % 40}.example.com`}`,
      ),
    );
    const input = { applications, reviewers, existing: [], perApplication: 3, maxLoad: 100 };
    const result = assignReviewers(input);
    expect(result.uncovered).toEqual([]);
    expect(result.added).toHaveLength(2400);
    check(input, result);
  });

  it('keeps existing assignments and fills up to the number asked', () => {
    const reviewers = [1, 2, 3, 4].map((id) => reviewer(id, `r${id}@panel.org`));
    const applications = [1, 2].map((id) => application(id, `a${id}@startup.com`));
    const existing = [{ applicationId: 1, reviewerId: 1 }];
    const input = { applications, reviewers, existing, perApplication: 2, maxLoad: 5 };
    const result = assignReviewers(input);
    expect(result.added).toHaveLength(3);
    expect(result.added).not.toContainEqual({ applicationId: 1, reviewerId: 1 });
    check(input, result);
  });

  it('explains an application too few reviewers may review', () => {
    const reviewers = [
      reviewer(1, 'r1@startup.com'),
      reviewer(2, 'r2@startup.com'),
      reviewer(3, 'r3@panel.org'),
    ];
    const input = {
      applications: [application(1, 'a@startup.com'), application(2, 'b@other.com')],
      reviewers,
      existing: [],
      perApplication: 2,
      maxLoad: 5,
    };
    const result = assignReviewers(input);
    check(input, result);
    expect(result.uncovered).toEqual([
      {
        applicationId: 1,
        needed: 2,
        got: 1,
        reason: 'Only 1 of 3 reviewers have no conflict with this application.',
      },
    ]);
  });

  it('says when every possible reviewer is full', () => {
    const input = {
      applications: [1, 2, 3].map((id) => application(id, `a${id}@s${id}.com`)),
      reviewers: [reviewer(1, 'r1@panel.org'), reviewer(2, 'r2@panel.org')],
      existing: [],
      perApplication: 2,
      maxLoad: 2,
    };
    const result = assignReviewers(input);
    check(input, result);
    // Four seats for six places: one seat per application and round, so the shortfall is shared.
    expect(result.added).toHaveLength(4);
    expect(result.uncovered.reduce((sum, u) => sum + u.needed - u.got, 0)).toBe(2);
    for (const u of result.uncovered)
      expect(u.reason).toBe('Every reviewer without a conflict already has the maximum of 2 applications.');
  });
});
