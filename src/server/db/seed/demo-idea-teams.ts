import type { Database } from '../database';
import { claimMeta, getMeta } from '#server/modules/app-meta/repository';
import { findUserByEmail, insertUserIfMissing } from '#server/modules/users/repository';
import {
  addEndorsement,
  decideJoinRequest,
  insertJoinRequest,
  updateIdeaTeam,
} from '#server/features/idea-teams/repository';
import { DEMO_POSTER } from './demo-activity';

const IDEA_TEAMS_SEED_KEY = 'demo_idea_teams_seeded_at';

/** Students who endorse the demo ideas and ask to join them (docs/product.md#idea-teams). */
const DEMO_MEMBERS = [
  { email: 'meera.iyer@student.example.edu', fullName: 'Meera Iyer', skills: 'React Native, UX research' },
  { email: 'arjun.nair@student.example.edu', fullName: 'Arjun Nair', skills: 'Embedded C, soil sensors' },
  { email: 'kavya.reddy@student.example.edu', fullName: 'Kavya Reddy', skills: 'Market research' },
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
      await insertUserIfMissing(trx, {
        email: person.email,
        full_name: person.fullName,
        picture_url: null,
        now,
      });
      members.push({ ...person, id: (await findUserByEmail(trx, person.email))!.id });
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
