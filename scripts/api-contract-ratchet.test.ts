import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { countHandWrittenCalls } from './api-contract-ratchet';

/**
 * The ratchet: these numbers may only go down. Converting a call to `callApi` with an endpoint declaration
 * (docs/decisions/035-one-contract-per-endpoint.md) lowers them; lower them here in the same change.
 */
const ALLOWED = { apiRequestCalls: 0, apiPathLines: 0 };

describe('hand-written API calls in the web features', () => {
  it('do not grow, and the allowance follows every conversion down', () => {
    const { where, ...counts } = countHandWrittenCalls(path.resolve(import.meta.dirname, '..'));
    if (counts.apiRequestCalls > ALLOWED.apiRequestCalls || counts.apiPathLines > ALLOWED.apiPathLines)
      expect.fail(
        `New hand-written API calls: declare the endpoint in src/common and call it with callApi.\n${where.join('\n')}`,
      );
    expect(counts, 'fewer than allowed: lower ALLOWED to the new counts').toEqual(ALLOWED);
  });
});

describe('the counter', () => {
  const fixture = fs.mkdtempSync(path.join(os.tmpdir(), 'api-ratchet-'));
  afterAll(() => fs.rmSync(fixture, { recursive: true, force: true }));
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(fixture, file)), { recursive: true });
    fs.writeFileSync(path.join(fixture, file), text);
  };
  write(
    'src/web/features/a/api/a.ts',
    [
      "apiRequest<Thing>('/api/things');",
      'apiRequest(`/api/things/${id}`, { method: "DELETE" });',
      "export const CSV = '/api/things.csv';",
      'callApi(thingEndpoints.list);',
    ].join('\n'),
  );
  write('src/web/features/a/a.test.tsx', "apiRequest('/api/ignored');");
  write('src/web/app/b.tsx', '<a href={`/api/b/${id}/file`}>file</a>');

  it('counts apiRequest calls and lines with an /api/ address, outside tests', () => {
    const { where, ...counts } = countHandWrittenCalls(fixture);
    expect(counts).toEqual({ apiRequestCalls: 2, apiPathLines: 4 });
    expect(where).toEqual([
      'src/web/features/a/api/a.ts:1',
      'src/web/features/a/api/a.ts:2',
      'src/web/features/a/api/a.ts:3',
      'src/web/app/b.tsx:1',
    ]);
  });
});
