import {
  mailboxReader,
  startSmtpTestServer,
  type SmtpTestServer,
} from '#server/test-support/smtp-test-server';
import { startSiteServer } from './site-server';

/** Waits for (and takes) the next mail to an address: see `mailboxReader`. */
export type Mailbox = ReturnType<typeof mailboxReader>;

export interface SiteWithMail {
  baseUrl: string;
  /** The server's data folder; its SQLite database is `centre.sqlite` there. */
  dataDir: string;
  smtp: SmtpTestServer;
  mailbox: Mailbox;
  stop: () => Promise<void>;
}

/** A server of the test file's own, delivering through a real SMTP server the test reads from. */
export async function startSiteWithMail({
  adminEmails,
  env = {},
}: {
  adminEmails: string[];
  /** Further settings for the server, e.g. CENTRE_INBOX_EMAIL. */
  env?: Record<string, string>;
}): Promise<SiteWithMail> {
  const smtp = await startSmtpTestServer();
  try {
    const server = await startSiteServer({ SMTP_URL: smtp.url, ADMIN_EMAILS: adminEmails.join(','), ...env });
    return {
      baseUrl: server.baseUrl,
      dataDir: server.dataDir,
      smtp,
      mailbox: mailboxReader(smtp),
      stop: async () => {
        await server.stop();
        await smtp.close();
      },
    };
  } catch (error) {
    await smtp.close();
    throw error;
  }
}
