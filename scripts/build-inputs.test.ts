import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  hashBuildInputs,
  isBuildCurrent,
  isPartCurrent,
  SERVER_BUILD,
  SITE_BUILD,
  writeBuildStamp,
} from './build-inputs';

// `npm start` rebuilds a half of the build only when its own inputs changed (scripts/build-inputs.ts).
let root: string;

function write(file: string, content: string): void {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), content);
}

/** Both halves built from the files as they are now. */
function buildBoth(): void {
  for (const part of [SITE_BUILD, SERVER_BUILD]) {
    write(part.output, 'built');
    writeBuildStamp(part, hashBuildInputs(part, root), root);
  }
}

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'centre-build-inputs-'));
  write('src/web/main.tsx', 'web');
  write('src/common/site.ts', 'common');
  write('src/server/server.ts', 'server');
  write('src/server/app.test.ts', 'a test');
  write('package-lock.json', '{}');
});
afterEach(() => {
  fs.rmSync(root, { recursive: true, force: true });
});

describe('what the build counts as changed', () => {
  it('is nothing right after both halves were built', () => {
    buildBoth();
    expect(isBuildCurrent(root)).toBe(true);
  });

  it('is the server alone when a server file changed', () => {
    buildBoth();
    write('src/server/server.ts', 'server, changed');
    expect(isPartCurrent(SITE_BUILD, root)).toBe(true);
    expect(isPartCurrent(SERVER_BUILD, root)).toBe(false);
    expect(isBuildCurrent(root)).toBe(false);
  });

  it('is the web client alone when a web file changed', () => {
    buildBoth();
    write('src/web/main.tsx', 'web, changed');
    expect(isPartCurrent(SITE_BUILD, root)).toBe(false);
    expect(isPartCurrent(SERVER_BUILD, root)).toBe(true);
  });

  it('is both halves when shared code or the lockfile changed', () => {
    buildBoth();
    write('src/common/site.ts', 'common, changed');
    expect(isPartCurrent(SITE_BUILD, root)).toBe(false);
    expect(isPartCurrent(SERVER_BUILD, root)).toBe(false);
    buildBoth();
    write('package-lock.json', '{"changed":true}');
    expect(isPartCurrent(SITE_BUILD, root)).toBe(false);
    expect(isPartCurrent(SERVER_BUILD, root)).toBe(false);
  });

  it('is not a test file', () => {
    buildBoth();
    write('src/server/app.test.ts', 'a test, changed');
    expect(isBuildCurrent(root)).toBe(true);
  });

  it('is a half whose output is missing, even with its stamp in place', () => {
    buildBoth();
    fs.rmSync(path.join(root, SERVER_BUILD.output));
    expect(isPartCurrent(SERVER_BUILD, root)).toBe(false);
    expect(isPartCurrent(SITE_BUILD, root)).toBe(true);
  });
});
