import { ACCOUNT_DELETION } from '#common/account-deletion';
import { dateTimeFormat } from '#common/intl-cache';
import { CENTRE_NAME, renderMail } from '#server/modules/mail';

function longDate(at: string, timeZone: string): string {
  return dateTimeFormat('en-IN', { dateStyle: 'long', timeStyle: 'short', timeZone }).format(new Date(at));
}

/** Sent when the deletion is confirmed: when the account goes, and that signing in cancels it. */
export function deletionScheduledMail(eraseAfter: string, timeZone: string) {
  const when = longDate(eraseAfter, timeZone);
  return {
    subject: `Your ${CENTRE_NAME} account will be deleted on ${when}`,
    ...renderMail({
      heading: 'Your account will be deleted',
      paragraphs: [
        `You confirmed that your account should be deleted. It will be erased on ${when}, ${ACCOUNT_DELETION.graceDays} days after you confirmed; you have been signed out everywhere.`,
        'Changed your mind? Sign in before then and the deletion is cancelled: your account stays as it was.',
        'If you did not ask for this, sign in now: that cancels it.',
      ],
    }),
  };
}

/** Sent when signing in during the grace period cancelled the deletion. */
export function deletionCancelledMail() {
  return {
    subject: `Your ${CENTRE_NAME} account deletion is cancelled`,
    ...renderMail({
      heading: 'Your account deletion is cancelled',
      paragraphs: [
        'You signed in during the grace period, so your account will not be deleted. It stays as it was.',
        'To delete it after all, ask again from your profile.',
      ],
    }),
  };
}
