import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { countOneWays, type HandWrittenKey } from './one-way-counts';

const root = path.resolve(import.meta.dirname, '..');

/** The row of docs/architecture.md#the-kit's table that holds each hand-written count. */
const ROWS: Record<HandWrittenKey, string> = {
  formsByHand: 'Forms',
  screensByHand: 'Query states',
  noticesByHand: 'Outcome notices',
  buttonsByHand: 'Buttons',
  noStoreByHand: 'No caching',
  intlByHand: 'Dates and numbers',
};

/** The "by hand" figure of each row of the table, as written in the architecture document. */
function documentedCounts(): Record<HandWrittenKey, number> {
  const text = fs.readFileSync(path.join(root, 'docs/architecture.md'), 'utf8');
  const figures = {} as Record<HandWrittenKey, number>;
  for (const [key, row] of Object.entries(ROWS) as [HandWrittenKey, string][]) {
    const line = text.split('\n').find((candidate) => candidate.startsWith(`| ${row} `));
    const cells = line?.split('|').map((cell) => cell.trim());
    const figure = Number(cells?.[3]);
    if (!line || !Number.isInteger(figure)) throw new Error(`docs/architecture.md has no row "| ${row} |"`);
    figures[key] = figure;
  }
  return figures;
}

/**
 * The ratchet: what is still done by hand may only go down. A change that converts a screen, form or call
 * lowers the figure in docs/architecture.md#the-kit in the same change.
 */
describe('the one ways of the kit (docs/architecture.md#the-kit)', () => {
  const { where, ...counts } = countOneWays(root);
  const documented = documentedCounts();
  it.each(Object.keys(ROWS) as HandWrittenKey[])('%s does not rise above the documented figure', (key) => {
    if (counts[key] > documented[key])
      expect.fail(
        `${counts[key]} ${ROWS[key].toLowerCase()} by hand, more than the ${documented[key]} in docs/architecture.md ` +
          `(use the kit's piece instead):\n${where[key].join('\n')}`,
      );
  });
});

describe('the counter', () => {
  const fixture = fs.mkdtempSync(path.join(os.tmpdir(), 'one-way-counts-'));
  afterAll(() => fs.rmSync(fixture, { recursive: true, force: true }));
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(fixture, file)), { recursive: true });
    fs.writeFileSync(path.join(fixture, file), text);
  };
  write(
    'src/web/features/a/list.tsx',
    [
      'if (q.isPending) return <Spinner label="Loading" />;',
      '<p role="status">Saved</p>',
      '<button type="button" className="px-2">x</button>',
      '<Button type="button">y</Button>',
    ].join('\n'),
  );
  write(
    'src/web/features/a/kit-list.tsx',
    [
      '<QueryStates query={q} pending={<Skeletons itemClassName="h-4" />}>{() => null}</QueryStates>',
      '<form onSubmit={form.handleSubmit(save)} />; useServerForm(schema, {});',
      '<ActionNotice notice={notice} />',
      '<button type="button" onClick={go}>plain</button>',
    ].join('\n'),
  );
  write('src/web/features/a/by-hand-form.tsx', '<form onSubmit={send}><p>Loading…</p></form>');
  write('src/web/features/a/list.test.tsx', '<Spinner /> <form> new Intl.NumberFormat()');
  write(
    'src/server/features/b/routes.ts',
    "reply.header('cache-control', 'no-store');\nnoStore(reply);\nimport { noStore } from '#server/lib/no-store';",
  );
  write('src/common/c.ts', "new Intl.DateTimeFormat('en');\nformatDate(at, 'day');");

  it('tells each kit piece from the same job done by hand, outside tests', () => {
    const { where, ...counts } = countOneWays(fixture);
    expect(counts).toEqual({
      formsOnServerForm: 1,
      formsByHand: 1,
      screensOnQueryStates: 1,
      screensByHand: 2,
      noticesOnActionNotice: 1,
      noticesByHand: 1,
      buttonsOnButton: 1,
      buttonsByHand: 1,
      noStoreHelper: 1,
      noStoreByHand: 1,
      intlFromCache: 1,
      intlByHand: 1,
    });
    expect(where.screensByHand).toEqual([
      'src/web/features/a/by-hand-form.tsx (1 state)',
      'src/web/features/a/list.tsx (1 state)',
    ]);
  });
});
