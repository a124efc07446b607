import type { FastifyInstance } from 'fastify';
import type { ActiveConsent, ConsentAction, ConsentPurpose, ConsentVia, MyConsents } from '#common/consents';
import { CONSENT_HISTORY_LIMIT } from '#common/consents';
import type { Executor } from '#server/db/database';
import type { DataSubject } from '#server/modules/personal-data';
import { consentRecordsOf, insertConsentRecords, latestGiven } from './repository';

/** One consent given or withdrawn, as the place where it happened knows it. */
export interface ConsentChange {
  /** Null for a newsletter address without an account. */
  userId: number | null;
  email: string;
  purpose: ConsentPurpose;
  topic: string;
  action: ConsentAction;
  via: ConsentVia;
  /** The choice given (instant, daily) or the alert's name. */
  detail?: string | null;
}

/**
 * One purpose, defined by the feature that owns its choices: which of the person's consents are in force
 * and how to withdraw one. `withdraw` does what the purpose's own one-click link does and records the
 * withdrawal through `record` in the same transaction; it answers false when the consent was not in force.
 */
export interface ConsentPurposeDefinition {
  purpose: ConsentPurpose;
  active: (db: Executor, subject: DataSubject) => Promise<{ topic: string; label: string }[]>;
  withdraw: (trx: Executor, subject: DataSubject, topic: string, via: ConsentVia) => Promise<boolean>;
}

/**
 * The consent ledger (docs/product.md#my-consents, docs/decisions/054-consent-ledger-and-retention-periods.md):
 * every place where a consent is given or withdrawn calls `record` in the transaction of the change, and the
 * line names the privacy notice version in force at that moment.
 */
export class ConsentLedger {
  private readonly definitions = new Map<ConsentPurpose, ConsentPurposeDefinition>();

  constructor(private readonly noticeVersion: (db: Executor) => Promise<number | null>) {}

  define(definition: ConsentPurposeDefinition): void {
    this.definitions.set(definition.purpose, definition);
  }

  /** Records the changes (none is fine) at `at`, each naming the notice version in force. */
  async record(db: Executor, changes: ConsentChange | readonly ConsentChange[], at = new Date()) {
    const list = Array.isArray(changes) ? (changes as readonly ConsentChange[]) : [changes as ConsentChange];
    if (list.length === 0) return;
    const version = await this.noticeVersion(db);
    await insertConsentRecords(
      db,
      list.map((change) => ({
        user_id: change.userId,
        email: change.email.toLowerCase(),
        purpose: change.purpose,
        topic: change.topic,
        action: change.action,
        via: change.via,
        detail: change.detail ?? null,
        notice_version: version,
        recorded_at: at.toISOString(),
      })),
    );
  }

  /** The consents in force (each with when it was last given, when the ledger knows) and the recent ledger. */
  async of(db: Executor, subject: DataSubject): Promise<MyConsents> {
    const active: ActiveConsent[] = [];
    for (const definition of this.definitions.values()) {
      const given = await latestGiven(db, subject, definition.purpose);
      for (const consent of await definition.active(db, subject)) {
        const line = given.get(consent.topic);
        active.push({
          purpose: definition.purpose,
          ...consent,
          givenAt: line?.recorded_at ?? null,
          via: line?.via ?? null,
          noticeVersion: line?.notice_version ?? null,
        });
      }
    }
    const history = (await consentRecordsOf(db, subject, CONSENT_HISTORY_LIMIT)).map((row) => ({
      purpose: row.purpose,
      topic: row.topic,
      action: row.action,
      via: row.via,
      detail: row.detail,
      noticeVersion: row.notice_version,
      at: row.recorded_at,
    }));
    return { active, history };
  }

  /** Withdraws one consent in force through its purpose's owner; false when it was not in force. */
  async withdraw(trx: Executor, subject: DataSubject, purpose: ConsentPurpose, topic: string) {
    const definition = this.definitions.get(purpose);
    if (!definition) return false;
    return definition.withdraw(trx, subject, topic, 'my-consents');
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The consent ledger (modules/consents). */
    consents: ConsentLedger;
  }
}

/** Decorates the app with `consents`; `noticeVersion` answers the privacy notice version in force. */
export function registerConsents(
  app: FastifyInstance,
  noticeVersion: (db: Executor) => Promise<number | null>,
): ConsentLedger {
  const ledger = new ConsentLedger(noticeVersion);
  app.decorate('consents', ledger);
  return ledger;
}
