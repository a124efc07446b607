import type { Database } from '../database';
import { claimMeta, getMeta } from '#server/modules/app-meta';
import { findUserByEmail } from '#server/modules/users';
import {
  addEndorsement,
  decideJoinRequest,
  insertJoinRequest,
  updateIdeaTeam,
} from '#server/features/idea-teams';
import { DEMO_POSTER } from './demo-activity';
import { CAST } from './demo-cast';
import { castAccount } from './demo-cast-accounts';

const IDEA_TEAMS_SEED_KEY = 'demo_idea_teams_seeded_at';

/** Students who endorse the demo ideas and ask to join them (docs/product.md#idea-teams). */
const DEMO_MEMBERS = [
  { member: CAST.meeraIyer, skills: 'React Native, UX research' },
  { member: CAST.arjunNair, skills: 'Embedded C, soil sensors' },
  { member: CAST.poojaReddy, skills: 'Market research' },
];

/**
 * The demo poster's first idea gets a team member, a waiting request and what it still looks for; every
 * demo idea gets endorsements in a different number, so "Most endorsed" orders them. Once, in one transaction.
 */
export async function seedDemoIdeaTeams(db: Database): Promise<boolean> {
  if (await getMeta(db, IDEA_TEAMS_SEED_KEY)) return false;
  const owner = await findUserByEmail(db, DEMO_POSTER.email);
  if (!owner) return false;
  const ideas = await db
    .selectFrom('ideas')
    .select('id')
    .where('owner_id', '=', owner.id)
    .where('status', '=', 'approved')
    .orderBy('id')
    .execute();
  if (ideas.length === 0) return false;
  return db.transaction().execute(async (trx) => {
    const now = new Date().toISOString();
    if (!(await claimMeta(trx, IDEA_TEAMS_SEED_KEY, now, now))) return false;
    const members = [];
    for (const person of DEMO_MEMBERS) {
      members.push({ ...person, id: await castAccount(trx, person.member, now) });
    }
    const first = ideas[0]!.id;
    await updateIdeaTeam(trx, first, {
      skillsWanted: 'A mobile developer and a hardware designer',
      teamCompleteAt: null,
    });
    const accepted = await insertJoinRequest(trx, {
      idea_id: first,
      requester_id: members[1]!.id,
      message: 'I built soil-moisture probes for my minor project and would love to build yours.',
      skills: members[1]!.skills,
      created_at: now,
    });
    await decideJoinRequest(trx, accepted, 'accepted', now);
    await insertJoinRequest(trx, {
      idea_id: first,
      requester_id: members[0]!.id,
      message: 'I can design and build the farmers’ app, and test it with farmers near campus.',
      skills: members[0]!.skills,
      created_at: now,
    });
    // The last idea the most endorsed: "Most endorsed" then differs from "Newest".
    for (const [index, idea] of ideas.entries())
      for (const member of members.slice(0, Math.min(members.length, index + 1)))
        await addEndorsement(trx, idea.id, member.id, now);
    return true;
  });
}
