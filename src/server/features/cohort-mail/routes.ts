import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  COHORT_MAIL_CHOICE_LABELS,
  COHORT_MAIL_KINDS,
  COHORT_MAIL_LABELS,
  COHORT_MAIL_MESSAGES as M,
  type CohortMail,
  type CohortMailKind,
} from '#common/cohort-mail';
import { cohortMailEndpoints } from '#common/cohort-mail-endpoints';
import type { ConsentVia } from '#common/consents';
import type { Executor } from '#server/db/database';
import { endpointRoute } from '#server/lib/endpoint-route';
import { HttpError } from '#server/lib/http-error';
import { noStore } from '#server/lib/no-store';
import { registerOneClickUnsubscribe } from '#server/modules/mail';
import {
  choiceChanges,
  cohortMailChoices,
  cohortMailKindOfScope,
  readPreferenceToken,
  saveCohortMailChoices,
} from '#server/modules/notification-preferences';
import { findUserById } from '#server/modules/users';
import { isCohortMember } from '#server/features/startups';

/**
 * Each person's choice of the mails their cohort sends on the centre's schedule (docs/product.md#cohort-mail):
 * the form on the profile, My consents, and the one-click link in every such mail.
 */
export const cohortMailRoutes: FastifyPluginAsyncZod = async (app) => {
  /** Saves some choices and records each change in the consent ledger in the same transaction. */
  async function changeChoices(
    trx: Executor,
    person: { id: number; email: string },
    choices: Partial<CohortMail>,
    via: ConsentVia,
  ): Promise<CohortMail> {
    const before = await cohortMailChoices(trx, person.id);
    await saveCohortMailChoices(trx, person.id, choices, new Date().toISOString());
    const after = await cohortMailChoices(trx, person.id);
    await app.consents.record(
      trx,
      choiceChanges(before, after, { userId: person.id, email: person.email, purpose: 'cohort-mail', via }),
    );
    return after;
  }

  app.consents.define({
    purpose: 'cohort-mail',
    // Only a cohort's members get these mails, so only theirs are consents in force.
    active: async (db, subject) => {
      if (!(await isCohortMember(db, subject.id))) return [];
      const choices = await cohortMailChoices(db, subject.id);
      return COHORT_MAIL_KINDS.filter((kind) => choices[kind] !== 'none').map((kind) => ({
        topic: kind,
        label: `${COHORT_MAIL_LABELS[kind]} (${COHORT_MAIL_CHOICE_LABELS[choices[kind]].toLowerCase()})`,
      }));
    },
    withdraw: async (trx, subject, topic, via) => {
      const kind = COHORT_MAIL_KINDS.find((each) => each === topic) as CohortMailKind | undefined;
      if (!kind || !(await isCohortMember(trx, subject.id))) return false;
      if ((await cohortMailChoices(trx, subject.id))[kind] === 'none') return false;
      await changeChoices(trx, subject, { [kind]: 'none' }, via);
      return true;
    },
  });

  app.route({
    ...endpointRoute(cohortMailEndpoints.choices),
    handler: async (request, reply) => {
      noStore(reply);
      return cohortMailChoices(app.db, request.user.id);
    },
  });

  app.route({
    ...endpointRoute(cohortMailEndpoints.change),
    handler: async (request, reply) => {
      noStore(reply);
      return app.db.transaction().execute((trx) => changeChoices(trx, request.user, request.body, 'form'));
    },
  });

  await registerOneClickUnsubscribe(app, {
    endpoint: cohortMailEndpoints.stop,
    unsubscribe: async (query) => {
      const named = await readPreferenceToken(app.db, query.token);
      const kind = named ? cohortMailKindOfScope(named.scope) : undefined;
      if (!named || !kind) throw new HttpError(400, M.badLink);
      return app.db.transaction().execute(async (trx) => {
        const person = await findUserById(trx, named.userId);
        if (!person) throw new HttpError(400, M.badLink);
        await changeChoices(trx, person, { [kind]: 'none' }, 'one-click');
        return { message: M.stopped[kind] };
      });
    },
  });
};
