import { OTP } from '#common/auth';
import type { PrivacyNoticeInput } from '#common/privacy';
import { FIXED_RETENTION } from '#common/retention';
import { claimMeta, getMeta } from '#server/modules/app-meta';
import { publishPrivacyNotice } from '#server/features/privacy';
import type { Database } from '../database';

const PRIVACY_SEED_KEY = 'demo_privacy_seeded_at';

/**
 * The periods set in the configuration are stated once, in the list /privacy renders from it
 * (docs/product.md#retention): a part's own words point there rather than repeat a figure that could change.
 */
const SEE_PERIODS = 'the period in force is under “How long we keep it” below';

/**
 * The first version of the privacy notice (docs/product.md#privacy-notice), as the centre would publish it:
 * each purpose says what the site keeps, who sees it and for how long, in the site's own terms.
 */
export const DEMO_PRIVACY_NOTICE: PrivacyNoticeInput = {
  sections: {
    account: {
      collected:
        'Your email address, and the name you sign in with. If you add them: your full name, a short bio, a photo, the name shown beside your posts, your university or company email for a work profile, and the roles the centre gave you (reviewer, mentor).',
      whoSees:
        'Your name and photo appear beside what you publish. Your email addresses are seen only by you and the centre’s admins. Sign-in codes and sessions are stored as one-way hashes that nobody can read back.',
      kept: `Your account stays until you ask us to delete it. A sign-in code lasts ${OTP.ttlMinutes} minutes; a session ends after ${FIXED_RETENTION.sessionIdleDays} days without use and at most ${FIXED_RETENTION.sessionMaxDays} days after you signed in.`,
    },
    posts: {
      collected:
        'The ideas, projects and internships you post: their text, skills, place, stipend, and the contact details you choose to give (an email, a WhatsApp number, a web address). Reports you make about a post, with your reason.',
      whoSees:
        'An approved post is public. Its contact details are shown only to signed-in people. The centre’s admins see every post, including ones waiting for approval or turned down, and who reported a post.',
      kept: 'A post stays until you or the centre remove it; a listing closes by itself 30 days after approval unless you renew it.',
    },
    applications: {
      collected:
        'When you apply to an internship or project: your answers, your note to the poster, the CV you upload (PDF) and where your application stands. When you ask to join an idea’s team: your message.',
      whoSees:
        'The person who posted the internship, project or idea, and the centre’s admins. Your CV is served only to them, never from a public address.',
      kept: `Applications stay while the post exists, so the poster keeps a list of who applied. Your CV is deleted a set time after the post closes (${SEE_PERIODS}). Ask the grievance officer to delete yours earlier.`,
    },
    events: {
      collected:
        'Your name, email and the answers an event’s form asks for when you register, your place on a waitlist, and whether you were checked in at the door.',
      whoSees:
        'The centre’s event staff (admins). Other participants never see who registered. Updates about the event are mailed to you.',
      kept: `Registrations are kept with the event for the centre’s attendance figures and certificates; the answers you gave are cleared a set time after the event (${SEE_PERIODS}). Counts of registrations are published without names.`,
    },
    programmes: {
      collected:
        'Your application to a call of the centre’s programmes (incubation, acceleration, mentorship): your team, your answers and attached files. If you review applications: your scores and comments.',
      whoSees:
        'The centre’s admins and the reviewers assigned to your application. Reviewers see the applications given to them, not each other’s scores until the round is decided.',
      kept: 'Applications and reviews are kept for the programme’s records of the round; a decided round’s scores may be kept without the reviewer’s name.',
    },
    cohorts: {
      collected:
        'For founders in a cohort: your startup’s profile, its team, and the KPI reports you submit (revenue, users, funding, headcount and notes) each period.',
      whoSees:
        'The startup’s public profile is on /startups. KPI reports are seen only by your team and the centre’s admins; the centre publishes totals across startups, never one startup’s figures without its consent.',
      kept: 'KPI reports are kept for the duration of the programme and the centre’s impact reporting afterwards.',
    },
    mentoring: {
      collected:
        'For office hours: the slots a mentor offers, the sessions you book, the topic you write, and the notes a mentor keeps after a session.',
      whoSees:
        'The mentor and the person who booked see the booking and its topic; a mentor’s notes are seen by that mentor and the centre’s admins.',
      kept: 'Bookings and notes are kept with the mentor’s calendar for the programme’s records.',
    },
    messages: {
      collected: 'The name, email, subject and message you send through the contact form.',
      whoSees: 'The centre’s staff who answer the contact inbox.',
      kept: `Messages are deleted a set time after they arrive (${SEE_PERIODS}).`,
    },
    mail: {
      collected:
        'If you subscribe: your email, the newsletter topics you chose and when you confirmed. Your saved searches and how often their alerts are mailed. The notification choices of post owners and admins. A record of each mail sent to you, with its delivery state.',
      whoSees:
        'The centre’s admins see the subscriber list. Mail is sent through the centre’s mail server and nowhere else.',
      kept: `Until you unsubscribe (one click, in every mail) or delete your alert. An address that unsubscribed, and the copies of mails sent to you, are deleted a set time later (${SEE_PERIODS}); the record that you withdrew a consent stays.`,
    },
  },
};

/** Publishes the first version once, on the first start with demo content. */
export async function seedDemoPrivacyNotice(db: Database): Promise<boolean> {
  if (await getMeta(db, PRIVACY_SEED_KEY)) return false;
  return db.transaction().execute(async (trx) => {
    const stamp = new Date().toISOString();
    if (!(await claimMeta(trx, PRIVACY_SEED_KEY, stamp, stamp))) return false;
    await publishPrivacyNotice(trx, DEMO_PRIVACY_NOTICE);
    return true;
  });
}
