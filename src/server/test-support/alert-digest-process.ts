// The real app's alert digest jobs in a process of its own, for the digest crash test
// (`node alert-digest-process.mjs '<database settings as JSON>'`): see app-job-process.ts. Each run waits
// a little after the mails are queued, so kills land mid-run.
import { runAppJobsUntilKilled } from './app-job-process';

/** The run of a frequency and period, and the jobs of groups of people it starts. */
export const DIGEST_JOB_KINDS = ['alert-digests', 'alert-digest-group'] as const;
/**
 * A group's job (50 digests) can take longer than CRASH_TEST_STALE_CLAIM_MS on a loaded machine, and a claim
 * taken over while its run is still alive rolls that run back: with claims this short, two live runners
 * would take each other's groups for ever.
 */
export const DIGEST_STALE_CLAIM_MS = 15_000;

await runAppJobsUntilKilled({ kinds: DIGEST_JOB_KINDS, pauseMs: 40, staleClaimMs: DIGEST_STALE_CLAIM_MS });
