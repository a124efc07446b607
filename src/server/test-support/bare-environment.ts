/**
 * The environment for a server process spawned by a test: what the shell needs to
 * find programs, and none of the site's own settings from this machine.
 */
export function bareEnvironment(settings: Record<string, string>): Record<string, string> {
  const { PATH = '', HOME = '' } = process.env;
  return { PATH, HOME, ...settings };
}
