import { DATA_EXPORT_DAYS, DATA_EXPORT_PAGE_PATH } from '#common/my-data-constants';
import { dateTimeFormat } from '#common/intl-cache';
import { CENTRE_NAME, renderMail } from '#server/modules/mail';

/**
 * The link to a prepared archive (docs/product.md#download-my-data): the token after `#`, so it reaches no
 * server log and no Referer; it opens only for the account it was prepared for.
 */
export function dataExportReadyMail(input: {
  publicUrl: string;
  token: string;
  expiresAt: Date;
  timeZone: string;
  byAdmin: boolean;
}) {
  const until = dateTimeFormat('en-IN', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: input.timeZone,
  }).format(input.expiresAt);
  return {
    subject: `Your ${CENTRE_NAME} data is ready to download`,
    ...renderMail({
      heading: 'Your data is ready',
      paragraphs: [
        input.byAdmin
          ? 'You asked the centre for a copy of the data its site holds about you, and an administrator prepared it.'
          : 'You asked for a copy of everything the site holds about you.',
        `The link works until ${until} (${DATA_EXPORT_DAYS} days), only while you are signed in to this account. After that the file is deleted; you can ask for a new one from Your data on your profile.`,
        'If you did not ask for this, you need do nothing: nobody else can open the link.',
      ],
      action: {
        label: 'Download my data',
        url: `${input.publicUrl}${DATA_EXPORT_PAGE_PATH}#${input.token}`,
      },
    }),
  };
}
