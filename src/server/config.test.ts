import path from 'node:path';
import { startServerProcess } from '#server/test-support/server-process';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const PRODUCTION_READY = {
  NODE_ENV: 'production',
  PUBLIC_URL: 'https://innovation.example.edu',
  SMTP_URL: 'smtp://mail.example.edu:587',
  MAIL_FROM: 'Innovation & Incubation Centre <no-reply@innovation.example.edu>',
  ADMIN_EMAILS: 'admin@example.edu',
};

function problemsOf(env: NodeJS.ProcessEnv): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as ConfigError).problems;
  }
  throw new Error('loadConfig accepted a configuration it should refuse');
}

describe('loadConfig', () => {
  it('works with an empty environment, using development defaults', () => {
    const config = loadConfig({});
    expect(config.env).toBe('development');
    expect(config.port).toBe(3000);
    expect(config.host).toBe('127.0.0.1');
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.database).toEqual({ kind: 'sqlite', file: path.resolve('data/centre.sqlite') });
    expect(config.smtpUrl).toBeUndefined();
    // The address .env.example names, so a newcomer can sign in as admin with no set-up.
    expect(config.adminEmails).toEqual(['admin@iic.example.edu']);
    expect(config.centreTimezone).toBe('Asia/Kolkata');
    expect(config.seedDemoContent).toBe(true);
    expect(config.trustProxy).toBe(false);
  });

  it('uses PostgreSQL when DATABASE_URL is set', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://centre@db.example.edu/centre' });
    expect(config.database).toEqual({ kind: 'postgres', url: 'postgres://centre@db.example.edu/centre' });
  });

  it('refuses to start production with nothing set, naming each missing variable on its own line', () => {
    const problems = problemsOf({ NODE_ENV: 'production' });
    expect(problems).toHaveLength(4);
    for (const variable of ['PUBLIC_URL', 'SMTP_URL', 'MAIL_FROM', 'ADMIN_EMAILS']) {
      const lines = problems.filter((problem) => problem.includes(variable));
      expect(lines, `one problem line for ${variable}`).toHaveLength(1);
      expect(lines[0]).toMatch(new RegExp(`^${variable} is missing`));
    }
    for (const problem of problems) expect(problem).not.toContain('\n');
  });

  it('puts every problem on its own line of the error message', () => {
    let caught: unknown;
    try {
      loadConfig({ NODE_ENV: 'production' });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ConfigError);
    const lines = (caught as ConfigError).message.split('\n');
    expect(lines.filter((line) => /^PUBLIC_URL/.test(line))).toHaveLength(1);
    expect(lines.filter((line) => /^SMTP_URL/.test(line))).toHaveLength(1);
    expect(lines.filter((line) => /^MAIL_FROM/.test(line))).toHaveLength(1);
    expect(lines.filter((line) => /^ADMIN_EMAILS/.test(line))).toHaveLength(1);
  });

  it('starts production when every required setting is present', () => {
    const config = loadConfig(PRODUCTION_READY);
    expect(config.env).toBe('production');
    expect(config.host).toBe('0.0.0.0');
    expect(config.publicUrl).toBe('https://innovation.example.edu');
    expect(config.smtpUrl).toBe('smtp://mail.example.edu:587');
    expect(config.mailFrom).toBe('Innovation & Incubation Centre <no-reply@innovation.example.edu>');
  });

  it('refuses production without MAIL_FROM, or with one that has no real address, naming the variable', () => {
    const { MAIL_FROM: _unset, ...withoutSender } = PRODUCTION_READY;
    expect(problemsOf(withoutSender)).toEqual([expect.stringMatching(/^MAIL_FROM is missing: .*SPF/)]);
    expect(problemsOf({ ...PRODUCTION_READY, MAIL_FROM: '  ' })).toEqual([
      expect.stringMatching(/^MAIL_FROM is missing/),
    ]);
    for (const bad of ['Centre <no-reply@localhost>', 'no-reply@localhost', 'Centre', 'Centre <>'])
      expect(problemsOf({ ...PRODUCTION_READY, MAIL_FROM: bad }), bad).toEqual([
        expect.stringMatching(/^MAIL_FROM ".*" has no sender address at a real domain/),
      ]);
    expect(loadConfig({ ...PRODUCTION_READY, MAIL_FROM: 'no-reply@innovation.example.edu' }).mailFrom).toBe(
      'no-reply@innovation.example.edu',
    );
  });

  it('sends as the development sender outside production when MAIL_FROM is unset', () => {
    expect(loadConfig({}).mailFrom).toBe('Innovation & Incubation Centre <no-reply@localhost>');
    expect(loadConfig({ NODE_ENV: 'test' }).mailFrom).toBe(
      'Innovation & Incubation Centre <no-reply@localhost>',
    );
  });

  it('strips a trailing slash from PUBLIC_URL', () => {
    expect(loadConfig({ ...PRODUCTION_READY, PUBLIC_URL: 'https://innovation.example.edu/' }).publicUrl).toBe(
      'https://innovation.example.edu',
    );
  });

  it('refuses an http PUBLIC_URL in production', () => {
    const problems = problemsOf({ ...PRODUCTION_READY, PUBLIC_URL: 'http://innovation.example.edu' });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^PUBLIC_URL must start with https:\/\//);
  });

  it('accepts an http PUBLIC_URL outside production', () => {
    expect(loadConfig({ PUBLIC_URL: 'http://localhost:8080' }).publicUrl).toBe('http://localhost:8080');
  });

  it('refuses a PUBLIC_URL that is not a URL', () => {
    const problems = problemsOf({ PUBLIC_URL: 'not a url' });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^PUBLIC_URL: /);
  });

  it('refuses a CENTRE_TIMEZONE that is not an IANA zone', () => {
    const problems = problemsOf({ CENTRE_TIMEZONE: 'Mars/Olympus_Mons' });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain('CENTRE_TIMEZONE');
    expect(problems[0]).toContain('Mars/Olympus_Mons');
  });

  it('accepts another valid time zone', () => {
    expect(loadConfig({ CENTRE_TIMEZONE: 'Europe/Berlin' }).centreTimezone).toBe('Europe/Berlin');
  });

  it('parses ADMIN_EMAILS trimmed, lower-cased and without empty entries', () => {
    const config = loadConfig({ ADMIN_EMAILS: '  Director@Example.EDU , ,admin2@example.edu,  ' });
    expect(config.adminEmails).toEqual(['director@example.edu', 'admin2@example.edu']);
  });

  it('counts ADMIN_EMAILS made only of commas and spaces as missing in production', () => {
    const problems = problemsOf({ ...PRODUCTION_READY, ADMIN_EMAILS: ' , , ' });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^ADMIN_EMAILS is missing/);
  });

  it('names the variable when a value has the wrong form', () => {
    expect(problemsOf({ PORT: 'eighty' })[0]).toMatch(/^PORT: /);
    expect(problemsOf({ SEED_DEMO_CONTENT: 'yes' })[0]).toMatch(/^SEED_DEMO_CONTENT: /);
    expect(problemsOf({ NODE_ENV: 'staging' })[0]).toMatch(/^NODE_ENV: /);
  });

  it('names the grievance officer of /privacy, by default at the centre inbox', () => {
    expect(loadConfig({ CENTRE_INBOX_EMAIL: 'Office@IIC.example.edu' }).grievanceOfficer).toEqual({
      name: 'Grievance Officer, Innovation & Incubation Centre',
      email: 'office@iic.example.edu',
    });
    expect(
      loadConfig({
        GRIEVANCE_OFFICER_NAME: ' Dr. Kavita Rao ',
        GRIEVANCE_OFFICER_EMAIL: 'Privacy@IIC.example.edu',
      }).grievanceOfficer,
    ).toEqual({ name: 'Dr. Kavita Rao', email: 'privacy@iic.example.edu' });
    expect(problemsOf({ GRIEVANCE_OFFICER_EMAIL: 'not an address' })[0]).toMatch(
      /^GRIEVANCE_OFFICER_EMAIL: /,
    );
  });

  it('reads SECURITY_CONTACT as an email or an https address, by default the centre inbox', () => {
    expect(loadConfig({ CENTRE_INBOX_EMAIL: 'Office@IIC.example.edu' }).securityContact).toBe(
      'mailto:office@iic.example.edu',
    );
    expect(loadConfig({ SECURITY_CONTACT: 'security@iic.example.edu' }).securityContact).toBe(
      'mailto:security@iic.example.edu',
    );
    expect(loadConfig({ SECURITY_CONTACT: 'https://iic.example.edu/report' }).securityContact).toBe(
      'https://iic.example.edu/report',
    );
    expect(problemsOf({ SECURITY_CONTACT: 'http://insecure.example' })[0]).toMatch(/^SECURITY_CONTACT: /);
  });

  it('reads SEED_DEMO_CONTENT as a boolean', () => {
    expect(loadConfig({ SEED_DEMO_CONTENT: 'false' }).seedDemoContent).toBe(false);
  });

  it('reads TRUST_PROXY as none, a hop count or a list of proxy addresses and ranges', () => {
    const trust = (value: string) => loadConfig({ TRUST_PROXY: value }).trustProxy;
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(trust('false')).toBe(false);
    expect(trust('0')).toBe(false);
    expect(trust('1')).toBe(1);
    expect(trust('2')).toBe(2);
    expect(trust(' 10.0.0.0/8, 127.0.0.1 ,::1,fd00::/8')).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
      '::1',
      'fd00::/8',
    ]);
    // Outside production `true` still works (the crash tests name their own client addresses).
    expect(trust('true')).toBe(true);
  });

  it('refuses TRUST_PROXY values that are not hops, addresses or ranges', () => {
    for (const value of ['yes', '10.0.0.0/33', '10.0.0/8', '1.2.3.4/8/1', 'proxy.example.edu', '11']) {
      const problems = problemsOf({ TRUST_PROXY: value });
      expect({ value, problems: problems.length }).toEqual({ value, problems: 1 });
      expect(problems[0]).toMatch(/^TRUST_PROXY/);
    }
  });

  it('refuses TRUST_PROXY=true in production with a line saying what to set instead', () => {
    const problems = problemsOf({ ...PRODUCTION_READY, TRUST_PROXY: 'true' });
    expect(problems).toEqual([expect.stringMatching(/^TRUST_PROXY=true trusts every hop.*TRUST_PROXY=1/)]);
    expect(loadConfig({ ...PRODUCTION_READY, TRUST_PROXY: '1' }).trustProxy).toBe(1);
  });
});

describe('the server process with an unsafe production configuration', () => {
  it('exits non-zero and names each missing variable on stderr', { timeout: 120_000 }, async () => {
    const server = await startServerProcess({ env: { NODE_ENV: 'production' }, readyPath: null });
    const code = await new Promise<number | null>((resolve, reject) => {
      const timer = setTimeout(() => {
        void server.kill();
        reject(new Error(`the server did not exit; output so far:\n${server.output()}`));
      }, 90_000);
      void server.exited.then((exit) => {
        clearTimeout(timer);
        resolve(exit.code);
      });
    });
    const stderr = server.stderr();

    expect(code).not.toBe(0);
    expect(code).not.toBeNull();
    const lines = stderr.split('\n');
    for (const variable of ['PUBLIC_URL', 'SMTP_URL', 'MAIL_FROM', 'ADMIN_EMAILS']) {
      expect(
        lines.filter((line) => line.includes(`${variable} is missing`)),
        `stderr line for ${variable} in:\n${stderr}`,
      ).toHaveLength(1);
    }
  });
});

describe('development admin', () => {
  it('applies only when ADMIN_EMAILS is unset, and never outside development', () => {
    expect(loadConfig({ ADMIN_EMAILS: '' }).adminEmails).toEqual([]);
    expect(loadConfig({ NODE_ENV: 'test' }).adminEmails).toEqual([]);
    expect(loadConfig({ ADMIN_EMAILS: 'a@b.edu' }).adminEmails).toEqual(['a@b.edu']);
  });
});
