import type { FastifyInstance } from 'fastify';
import type { Transaction } from 'kysely';
import type { DatabaseSchema } from '#server/db/database';
import type { ErasureSubject } from './types';

/**
 * What a feature does for others when a person's account is erased, before the erasers remove their rows,
 * through the feature's own service (docs/product.md#delete-account): a seat they held is offered to the
 * event's waitlist as their cancellation would, their reminders are withdrawn. Runs in the erasure's transaction.
 */
export interface ErasureStep {
  /** Names the step in errors: one step per name. */
  name: string;
  run: (trx: Transaction<DatabaseSchema>, subject: ErasureSubject) => Promise<void>;
  /** After the erasure committed (an in-memory follow-up such as waking a live feed). */
  afterCommit?: () => void;
}

/** The steps the features defined at start-up, as jobs and consent purposes are (decision 054). */
export class ErasureSteps {
  private readonly steps = new Map<string, ErasureStep>();

  define(step: ErasureStep): void {
    const existing = this.steps.get(step.name);
    if (existing && existing !== step) throw new Error(`Erasure step "${step.name}" is defined twice`);
    this.steps.set(step.name, step);
  }

  list(): ErasureStep[] {
    return [...this.steps.values()];
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** What features do for others when an account is erased (modules/personal-data). */
    erasureSteps: ErasureSteps;
  }
}

/** Decorates the app with `erasureSteps`, before the features' routes define theirs. */
export function registerErasureSteps(app: FastifyInstance): ErasureSteps {
  const steps = new ErasureSteps();
  app.decorate('erasureSteps', steps);
  return steps;
}
