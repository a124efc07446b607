import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { isKnownTimeZone } from '#common/intl-cache';
import type { RetentionPeriods } from '#common/retention';

/** Outside production, with MAIL_FROM unset, mail is sent as this (production must name its own). */
export const DEVELOPMENT_MAIL_FROM = 'Innovation & Incubation Centre <no-reply@localhost>';

/** In development, with ADMIN_EMAILS unset, this address (the one in .env.example) is the admin. */
export const DEVELOPMENT_ADMIN_EMAIL = 'admin@iic.example.edu';

const emailList = z
  .string()
  .default('')
  .transform((value) =>
    value
      .split(',')
      .map((email) => email.trim().toLowerCase())
      .filter(Boolean),
  );

const optionalUrl = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? value : undefined))
  .pipe(z.url().optional());

const environmentSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().optional(),
  PUBLIC_URL: optionalUrl,
  DATABASE_URL: optionalUrl,
  SQLITE_PATH: z.string().default('data/centre.sqlite'),
  SMTP_URL: optionalUrl.refine(
    (value) => value === undefined || /^smtps?:\/\//i.test(value),
    'must start with smtp:// (STARTTLS when offered) or smtps:// (TLS), e.g. smtp://user:password@smtp.example.edu:587',
  ),
  MAIL_FROM: z
    .string()
    .trim()
    .optional()
    .transform((value) => value || undefined),
  ADMIN_EMAILS: emailList,
  CENTRE_TIMEZONE: z.string().default('Asia/Kolkata'),
  SEED_DEMO_CONTENT: z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true'),
  SEED_DEMO_ACTIVITY: z.enum(['true', 'false']).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  GOOGLE_CLIENT_ID: z
    .string()
    .trim()
    .optional()
    .transform((value) => value || undefined),
  GOOGLE_JWKS_URL: z.url().default('https://www.googleapis.com/oauth2/v3/certs'),
  CENTRE_INBOX_EMAIL: z.email().default('incubation@iic.example.edu'),
  GRIEVANCE_OFFICER_NAME: z
    .string()
    .trim()
    .max(120)
    .default('Grievance Officer, Innovation & Incubation Centre'),
  GRIEVANCE_OFFICER_EMAIL: z
    .string()
    .trim()
    .optional()
    .transform((value) => value || undefined)
    .pipe(z.email('must be an email address people can write to about their data').optional()),
  UNIVERSITY_EMAIL_DOMAINS: emailList.transform((domains) =>
    domains.length > 0 ? domains.map((domain) => domain.replace(/^@/, '')) : ['iic.example.edu'],
  ),
  TRUST_PROXY: z.string().trim().default('false'),
  SECURITY_CONTACT: z
    .string()
    .trim()
    .optional()
    .transform((value) => value || undefined)
    .refine(
      (value) => value === undefined || z.email().safeParse(value).success || /^https:\/\/\S+$/.test(value),
      'must be an email address or an https:// address where security problems can be reported',
    ),
  EVENT_STREAMS_MAX: z.coerce.number().int().min(1).max(100_000).default(1000),
  EVENT_STREAMS_PER_ADDRESS: z.coerce.number().int().min(1).max(100_000).default(50),
  EVENT_STREAM_MAX_MINUTES: z.coerce.number().int().min(1).max(1440).default(30),
  // docs/product.md#retention: how long each kind of personal data is kept, applied by a daily job.
  RETENTION_APPLICATION_FILES_MONTHS: z.coerce.number().int().min(1).max(120).default(6),
  RETENTION_REGISTRATION_ANSWERS_MONTHS: z.coerce.number().int().min(1).max(120).default(12),
  RETENTION_UNCONFIRMED_NEWSLETTER_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  RETENTION_CONTACT_MESSAGES_MONTHS: z.coerce.number().int().min(1).max(120).default(12),
  RETENTION_SENT_MAILS_MONTHS: z.coerce.number().int().min(1).max(120).default(12),
  RETENTION_UNSUBSCRIBED_NEWSLETTER_MONTHS: z.coerce.number().int().min(1).max(120).default(6),
});

/**
 * Which proxies may tell the client's address in `X-Forwarded-For` (docs/decisions/012-proxy-trust.md):
 * false (none), a number of hops in front of the server, or the proxies' addresses and CIDR ranges.
 * `true` trusts every hop, so the left-most entry, which the client writes itself, would be its address.
 */
export type TrustProxy = boolean | number | string[];

const MAX_PROXY_HOPS = 10;

/**
 * The setting as Fastify's `trustProxy` option. Fastify trusts nobody for a bare number, so hops become
 * a function: the socket's peer is hop 0, the entry the nearest proxy appended hop 1, and so on.
 */
export function fastifyTrustProxy(
  trust: TrustProxy,
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust !== 'number') return trust;
  return (_address, hop) => hop < trust;
}

function isAddressOrRange(entry: string): boolean {
  const [address = '', prefix, extra] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || extra !== undefined) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
}

/** TRUST_PROXY as Fastify takes it, or a line saying what is wrong with it. */
export function parseTrustProxy(raw: string): TrustProxy | { problem: string } {
  const value = raw.trim().toLowerCase();
  if (value === '' || value === 'false' || value === '0') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops <= MAX_PROXY_HOPS) return hops;
    return {
      problem: `TRUST_PROXY=${raw} hops is more than ${MAX_PROXY_HOPS}: count the proxies in front of the server.`,
    };
  }
  const entries = value.split(',').map((entry) => entry.trim());
  const bad = entries.filter((entry) => !isAddressOrRange(entry));
  if (bad.length === 0) return entries;
  return {
    problem: `TRUST_PROXY: "${bad.join('", "')}" is not an IP address or CIDR range; give the number of proxies in front of the server (1) or their addresses (10.0.0.0/8,127.0.0.1).`,
  };
}

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  publicUrl: string;
  database: { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string };
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Run the background mail worker (tests turn it off and call app.mail.deliverDue()). */
  mailWorker: boolean;
  /** Run the scheduled-jobs runner (tests turn it off and call app.jobs.runDue()). */
  jobRunner: boolean;
  /** How often the runner looks for due jobs when nothing wakes it. */
  jobPollIntervalMs: number;
  adminEmails: string[];
  centreTimezone: string;
  /** Where the centre reads contact messages and post notifications. */
  centreInbox: string;
  /**
   * Whom people write to about their personal data (docs/product.md#privacy-notice): named on /privacy.
   * The address defaults to the centre's inbox.
   */
  grievanceOfficer: { name: string; email: string };
  /** The Contact of /.well-known/security.txt (RFC 9116): a mailto: or https: URI. */
  securityContact: string;
  /** Domains of university email addresses accepted for work-profile verification (subdomains too). */
  universityEmailDomains: string[];
  seedDemoContent: boolean;
  /** With the demo content, also demo events and approved posts (tests of empty lists turn it off). */
  seedDemoActivity: boolean;
  logLevel: string;
  /** Which proxies may name the client's address; see parseTrustProxy. */
  trustProxy: TrustProxy;
  /** OAuth client id of the site's Google sign-in; unset hides the Google button. */
  googleClientId: string | undefined;
  /** Where Google publishes the keys that sign ID tokens (tests serve their own). */
  googleJwksUrl: string;
  /** How often the live event feed sends a keep-alive comment (docs/product.md#live-updates). */
  eventStreamHeartbeatMs: number;
  /** docs/product.md#live-updates: open streams in all and per client address, and how long one lasts. */
  eventStreams: { maxTotal: number; maxPerAddress: number; maxLifetimeMs: number };
  /** Folder holding the built SPA (index.html and assets). */
  clientDir: string;
  /** How long each kind of personal data is kept (docs/product.md#retention); shown on /privacy. */
  retention: RetentionPeriods;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.join('\n')}`);
  }
}

/**
 * Reads the environment. Development works with no settings at all; production
 * refuses to start when it would be unsafe, naming every missing variable.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = environmentSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => `${issue.path.join('.') || 'environment'}: ${issue.message}`),
    );
  }
  const values = parsed.data;
  const problems: string[] = [];
  const trustProxy = parseTrustProxy(values.TRUST_PROXY);
  if (typeof trustProxy === 'object' && !Array.isArray(trustProxy)) problems.push(trustProxy.problem);
  if (values.NODE_ENV === 'production') {
    if (trustProxy === true)
      problems.push(
        'TRUST_PROXY=true trusts every hop, so any client could choose its own address in X-Forwarded-For: set the number of proxies in front of the server (TRUST_PROXY=1) or their addresses (TRUST_PROXY=10.0.0.0/8,127.0.0.1).',
      );
    if (!values.PUBLIC_URL)
      problems.push('PUBLIC_URL is missing: set it to the https address people use to reach the site.');
    else if (!values.PUBLIC_URL.startsWith('https://'))
      problems.push('PUBLIC_URL must start with https:// in production (session cookies are Secure).');
    if (!values.SMTP_URL)
      problems.push('SMTP_URL is missing: without a mail server no sign-in code can be delivered.');
    if (!values.MAIL_FROM)
      problems.push(
        'MAIL_FROM is missing: set the sender of every email, at a domain whose SPF and DMARC records let your mail server send (MAIL_FROM="Innovation & Incubation Centre <no-reply@iic.example.edu>").',
      );
    else if (!hasRealSenderAddress(values.MAIL_FROM))
      problems.push(
        `MAIL_FROM "${values.MAIL_FROM}" has no sender address at a real domain: write it as "Innovation & Incubation Centre <no-reply@iic.example.edu>" or a bare address.`,
      );
    if (values.ADMIN_EMAILS.length === 0)
      problems.push('ADMIN_EMAILS is missing: name at least one administrator email (comma-separated).');
  }
  if (!isKnownTimeZone(values.CENTRE_TIMEZONE))
    problems.push(
      `CENTRE_TIMEZONE "${values.CENTRE_TIMEZONE}" is not an IANA time zone such as Asia/Kolkata.`,
    );
  if (problems.length > 0) throw new ConfigError(problems);

  const host = values.HOST ?? (values.NODE_ENV === 'production' ? '0.0.0.0' : '127.0.0.1');
  return {
    env: values.NODE_ENV,
    port: values.PORT,
    host,
    publicUrl: (values.PUBLIC_URL ?? `http://localhost:${values.PORT}`).replace(/\/+$/, ''),
    database: values.DATABASE_URL
      ? { kind: 'postgres', url: values.DATABASE_URL }
      : { kind: 'sqlite', file: path.resolve(values.SQLITE_PATH) },
    smtpUrl: values.SMTP_URL,
    mailFrom: values.MAIL_FROM ?? DEVELOPMENT_MAIL_FROM,
    mailWorker: true,
    jobRunner: true,
    jobPollIntervalMs: 5_000,
    adminEmails:
      env.ADMIN_EMAILS === undefined && values.NODE_ENV === 'development'
        ? [DEVELOPMENT_ADMIN_EMAIL]
        : values.ADMIN_EMAILS,
    centreTimezone: values.CENTRE_TIMEZONE,
    centreInbox: values.CENTRE_INBOX_EMAIL.toLowerCase(),
    grievanceOfficer: {
      name: values.GRIEVANCE_OFFICER_NAME,
      email: (values.GRIEVANCE_OFFICER_EMAIL ?? values.CENTRE_INBOX_EMAIL).toLowerCase(),
    },
    securityContact: securityContactUri(values.SECURITY_CONTACT ?? values.CENTRE_INBOX_EMAIL.toLowerCase()),
    universityEmailDomains: values.UNIVERSITY_EMAIL_DOMAINS,
    seedDemoContent: values.SEED_DEMO_CONTENT,
    seedDemoActivity: values.SEED_DEMO_CONTENT && values.SEED_DEMO_ACTIVITY !== 'false',
    logLevel: values.LOG_LEVEL,
    trustProxy: trustProxy as TrustProxy,
    googleClientId: values.GOOGLE_CLIENT_ID,
    googleJwksUrl: values.GOOGLE_JWKS_URL,
    eventStreamHeartbeatMs: 25_000,
    eventStreams: {
      maxTotal: values.EVENT_STREAMS_MAX,
      maxPerAddress: values.EVENT_STREAMS_PER_ADDRESS,
      maxLifetimeMs: values.EVENT_STREAM_MAX_MINUTES * 60_000,
    },
    clientDir: path.resolve('dist/client'),
    retention: {
      applicationFilesMonths: values.RETENTION_APPLICATION_FILES_MONTHS,
      registrationAnswersMonths: values.RETENTION_REGISTRATION_ANSWERS_MONTHS,
      unconfirmedNewsletterDays: values.RETENTION_UNCONFIRMED_NEWSLETTER_DAYS,
      contactMessagesMonths: values.RETENTION_CONTACT_MESSAGES_MONTHS,
      sentMailsMonths: values.RETENTION_SENT_MAILS_MONTHS,
      unsubscribedNewsletterMonths: values.RETENTION_UNSUBSCRIBED_NEWSLETTER_MONTHS,
    },
  };
}

/**
 * `Name <address>` or a bare address, whose domain is a public one: receiving servers check it against the
 * domain's SPF and DMARC records, which `localhost` cannot pass.
 */
function hasRealSenderAddress(mailFrom: string): boolean {
  const address = /<([^<>]*)>\s*$/.exec(mailFrom)?.[1] ?? mailFrom;
  return z.email().safeParse(address.trim()).success && !/@localhost$/i.test(address.trim());
}

function securityContactUri(contact: string): string {
  return contact.startsWith('https://') ? contact : `mailto:${contact}`;
}
