import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import type { Config } from '#server/config';
import { bareEnvironment } from './bare-environment';

// The job-runner processes the job crash tests start and kill (a bundle of job-process.ts or
// review-reminder-process.ts, see job-runner-process.ts).

const children = new Set<ChildProcess>();

export interface JobRunnerProcess {
  child: ChildProcess;
  /** What the process printed, for the failure message. */
  output: () => string;
  exited: Promise<void>;
  ready: Promise<void>;
}

/** Starts `bundle` on the database; `ready` settles once it polls for jobs. */
export function startJobRunner(bundle: string, settings: Config['database']): JobRunnerProcess {
  const child = spawn(process.execPath, [bundle, JSON.stringify(settings)], {
    cwd: path.resolve('.'),
    env: bareEnvironment({}),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  let output = '';
  const ready = new Promise<void>((resolve, reject) => {
    child.stdout!.setEncoding('utf8').on('data', (chunk: string) => {
      output += chunk;
      if (output.includes('ready')) resolve();
    });
    child.stderr!.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
    child.on('exit', () => reject(new Error(`the job process exited before it was ready:\n${output}`)));
  });
  // A runner killed before it was ready is no failure of its own; awaiting `ready` still reports it.
  ready.catch(() => undefined);
  const exited = new Promise<void>((resolve) =>
    child.on('exit', () => {
      children.delete(child);
      resolve();
    }),
  );
  return { child, exited, ready, output: () => output };
}

/** SIGKILL, and waits until the process is gone. */
export async function killJobRunner(runner: JobRunnerProcess): Promise<void> {
  runner.child.kill('SIGKILL');
  await runner.exited;
}

/** For afterAll: kills whatever runner is still alive. */
export function killAllJobRunners(): void {
  for (const child of children) child.kill('SIGKILL');
}
