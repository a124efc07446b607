import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boundaryConfigs } from '../eslint.boundaries.js';

/**
 * The boundary rules of eslint.boundaries.js, run through ESLint's Node API on a miniature project
 * laid out like ours: each fixture file says which rule (if any) must fire on it.
 */
const FIXTURE: Record<string, string> = {
  'package.json': JSON.stringify({
    type: 'module',
    imports: { '#common/*': './src/common/*', '#server/*': './src/server/*', '#web/*': './src/web/*' },
  }),
  'tsconfig.json': JSON.stringify({
    compilerOptions: {
      module: 'ESNext',
      moduleResolution: 'Bundler',
      jsx: 'react-jsx',
      paths: { '#common/*': ['./src/common/*'], '#server/*': ['./src/server/*'], '#web/*': ['./src/web/*'] },
    },
    include: ['src'],
  }),
  'src/common/shared.ts': `export const shared = 1;`,
  'src/server/features/alpha/index.ts': `export { alphaRoutes } from './routes';`,
  'src/server/features/alpha/routes.ts': `import { helper } from './helper';\nexport const alphaRoutes = helper;`,
  'src/server/features/alpha/helper.ts': `import { shared } from '#common/shared';\nexport const helper = shared;`,
  // Legal: another feature through its index.ts.
  'src/server/features/beta/uses-index.ts': `import { alphaRoutes } from '#server/features/alpha';\nexport const a = alphaRoutes;`,
  // Illegal: another feature's internals, by alias and by relative path.
  'src/server/features/beta/uses-internal.ts': `import { helper } from '#server/features/alpha/helper';\nexport const b = helper;`,
  'src/server/features/beta/uses-internal-relative.ts': `import { helper } from '../alpha/helper';\nexport const c = helper;`,
  // Illegal: a module importing a feature, even through its index.
  'src/server/modules/gamma/uses-feature.ts': `import { alphaRoutes } from '#server/features/alpha';\nexport const d = alphaRoutes;`,
  // Illegal: a cycle of two files.
  'src/server/modules/gamma/first.ts': `import { second } from './second';\nexport const first = () => second;`,
  'src/server/modules/gamma/second.ts': `import { first } from './first';\nexport const second = () => first;`,
  // Web: the same between features; src/web/app may also take a feature's components (.tsx).
  'src/web/features/one/api.ts': `export const useThing = () => 1;`,
  'src/web/features/one/one-page.tsx': `import { useThing } from './api';\nexport const OnePage = () => useThing();`,
  'src/web/features/two/uses-internal.ts': `import { useThing } from '../one/api';\nexport const g = useThing;`,
  'src/web/app/uses-page.tsx': `import { OnePage } from '#web/features/one/one-page';\nexport const h = OnePage;`,
  'src/web/app/uses-hook.ts': `import { useThing } from '#web/features/one/api';\nexport const i = useThing;`,
  // Layers: plugins never import features, modules never import plugins, lib only common and lib, the
  // database layer (but the demo seed) no module; the seed uses features through their index.ts.
  'src/server/plugins/uses-feature.ts': `import { alphaRoutes } from '#server/features/alpha';\nexport const j = alphaRoutes;`,
  'src/server/plugins/hook.ts': `export const hook = 1;`,
  'src/server/modules/gamma/uses-plugin.ts': `import { hook } from '#server/plugins/hook';\nexport const k = hook;`,
  'src/server/lib/uses-module.ts': `import { first } from '#server/modules/gamma/first';\nexport const l = first;`,
  'src/server/lib/uses-plugin.ts': `import { hook } from '#server/plugins/hook';\nexport const m = hook;`,
  'src/server/lib/uses-db.ts': `import { alphaOwners } from '#server/db/tables/alpha';\nexport const n = alphaOwners;`,
  'src/server/lib/uses-common.ts': `import { shared } from '#common/shared';\nexport const o = shared;`,
  'src/server/db/connection.ts': `import { hook } from '#server/plugins/hook';\nexport const p = hook;`,
  'src/server/db/seed/uses-index.ts': `import { alphaRoutes } from '#server/features/alpha';\nexport const q = alphaRoutes;`,
  'src/server/db/seed/uses-internal.ts': `import { helper } from '#server/features/alpha/helper';\nexport const r = helper;`,
  // SQL only in repository.ts files; a repository names only its own tables (src/server/db/tables).
  'src/server/db/tables/alpha.ts': [
    `export interface AlphaTables { alpha_items: { id: number }; alpha_log: { id: number }; shared_names: { id: number } }`,
    `export const alphaOwners = {`,
    `  alpha_items: 'features/alpha',`,
    `  alpha_log: { owner: 'features/alpha', readBy: ['features/beta'] },`,
    `  shared_names: { owner: 'modules/gamma', readBy: 'all' },`,
    `} as const satisfies TableOwners<AlphaTables>;`,
    `type TableOwners<T> = { readonly [K in keyof T]: unknown };`,
  ].join('\n'),
  'src/server/features/alpha/repository.ts': [
    `declare const db: any;`,
    `const TABLES = { items: 'alpha_items', log: 'alpha_log' } as const;`,
    `export const own = (kind: 'items' | 'log') => db.selectFrom(TABLES[kind]).innerJoin('shared_names as n', 'n.id', 'id');`,
    `export const write = () => db.insertInto('alpha_items').values({ id: 1 });`,
  ].join('\n'),
  'src/server/features/alpha/service.ts': `declare const db: any;\nexport const query = () => db.selectFrom('alpha_items');`,
  'src/server/features/beta/repository.ts': [
    `import { sql } from 'kysely';`,
    `declare const db: any;`,
    `export const granted = () => db.selectFrom('alpha_log as l').leftJoin('shared_names', 'shared_names.id', 'l.id');`,
    `export const read = () => db.selectFrom('beta_items').innerJoin('alpha_items', 'alpha_items.id', 'beta_items.id');`,
    `export const write = () => db.updateTable('alpha_log').set({ id: 2 });`,
    `export const raw = () => sql\`delete from alpha_items where id = \${1}\`;`,
    `export const table = () => db.deleteFrom(sql.table('alpha_items'));`,
    `export const typed = (name: 'alpha_items' | 'beta_items') => db.selectFrom(name);`,
  ].join('\n'),
  // Illegal: the web importing the server; common importing the web.
  'src/web/lib/uses-server.ts': `import { helper } from '#server/features/alpha/helper';\nexport const e = helper;`,
  'src/common/uses-web.ts': `import { e } from '#web/lib/uses-server';\nexport const f = e;`,
};

let root: string;
const messages = new Map<string, { ruleId: string | null; message: string; line: number }[]>();

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'lint-boundaries-'));
  for (const [file, text] of Object.entries(FIXTURE)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), `${text}\n`);
  }
  const eslint = new ESLint({
    cwd: root,
    overrideConfigFile: true,
    overrideConfig: [
      { files: ['**/*.{ts,tsx}'], languageOptions: { parser: tseslint.parser } },
      ...boundaryConfigs(root),
    ],
  });
  for (const result of await eslint.lintFiles(['src'])) {
    messages.set(
      path.relative(root, result.filePath),
      result.messages.map(({ ruleId, message, line }) => ({ ruleId, message, line })),
    );
  }
}, 60_000);

afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

const rulesOn = (file: string) => messages.get(file)?.map((message) => message.ruleId) ?? [];

describe('import boundaries', () => {
  it('lints every fixture file', () => {
    expect([...messages.keys()].sort()).toEqual(
      Object.keys(FIXTURE)
        .filter((file) => /\.tsx?$/.test(file))
        .sort(),
    );
  });

  it('lets a feature use another feature through its index.ts, and its own files freely', () => {
    expect(messages.get('src/server/features/beta/uses-index.ts')).toEqual([]);
    expect(messages.get('src/server/features/alpha/routes.ts')).toEqual([]);
    expect(messages.get('src/server/features/alpha/helper.ts')).toEqual([]);
  });

  it("rejects a cross-feature import of another feature's internals", () => {
    for (const file of [
      'src/server/features/beta/uses-internal.ts',
      'src/server/features/beta/uses-internal-relative.ts',
    ]) {
      expect(messages.get(file)).toEqual([
        expect.objectContaining({
          ruleId: 'import-x/no-restricted-paths',
          message: expect.stringContaining('only through its index.ts'),
        }),
      ]);
    }
  });

  it("applies the same to the web, where src/web/app may also take a feature's components", () => {
    expect(rulesOn('src/web/features/two/uses-internal.ts')).toEqual(['import-x/no-restricted-paths']);
    expect(messages.get('src/web/app/uses-page.tsx')).toEqual([]);
    expect(rulesOn('src/web/app/uses-hook.ts')).toEqual(['import-x/no-restricted-paths']);
  });

  it('rejects an import cycle on both of its files', () => {
    expect(rulesOn('src/server/modules/gamma/first.ts')).toEqual(['import-x/no-cycle']);
    expect(rulesOn('src/server/modules/gamma/second.ts')).toEqual(['import-x/no-cycle']);
  });

  it('keeps the layers one way: modules ↛ features, web ↛ server, common ↛ web', () => {
    expect(messages.get('src/server/modules/gamma/uses-feature.ts')).toEqual([
      expect.objectContaining({ message: expect.stringContaining('Modules never import features') }),
    ]);
    expect(messages.get('src/web/lib/uses-server.ts')).toContainEqual(
      expect.objectContaining({ message: expect.stringContaining('The web never imports the server') }),
    );
    expect(messages.get('src/common/uses-web.ts')).toContainEqual(
      expect.objectContaining({
        message: expect.stringContaining('Common code imports neither web nor server'),
      }),
    );
  });

  it('keeps plugins from features, modules from plugins, lib and the database layer from everything above', () => {
    expect(messages.get('src/server/plugins/uses-feature.ts')).toEqual([
      expect.objectContaining({ message: expect.stringContaining('Plugins never import features') }),
    ]);
    expect(messages.get('src/server/modules/gamma/uses-plugin.ts')).toEqual([
      expect.objectContaining({ message: expect.stringContaining('Modules never import plugins') }),
    ]);
    for (const file of [
      'src/server/lib/uses-module.ts',
      'src/server/lib/uses-plugin.ts',
      'src/server/lib/uses-db.ts',
    ])
      expect(messages.get(file)).toContainEqual(
        expect.objectContaining({
          message: expect.stringContaining('imports only src/common and src/server/lib'),
        }),
      );
    expect(messages.get('src/server/lib/uses-common.ts')).toEqual([]);
    expect(messages.get('src/server/db/connection.ts')).toEqual([
      expect.objectContaining({
        message: expect.stringContaining('src/server/db (connection, tables, migrations)'),
      }),
    ]);
  });

  it('lets the demo seed use a feature through its index.ts, never its internals', () => {
    expect(messages.get('src/server/db/seed/uses-index.ts')).toEqual([]);
    expect(messages.get('src/server/db/seed/uses-internal.ts')).toEqual([
      expect.objectContaining({ message: expect.stringContaining('only through its index.ts') }),
    ]);
  });

  it('keeps SQL in repository.ts files', () => {
    expect(messages.get('src/server/features/alpha/service.ts')).toEqual([
      expect.objectContaining({
        ruleId: 'no-restricted-syntax',
        message: expect.stringContaining('SQL lives only'),
      }),
    ]);
  });

  it("lets a repository name its own tables and those it may read, and no other owner's", () => {
    expect(messages.get('src/server/features/alpha/repository.ts')).toEqual([]);
    const beta = messages.get('src/server/features/beta/repository.ts') ?? [];
    expect(beta.every((message) => message.ruleId === 'table-owners/table-owners')).toBe(true);
    // The granted read (readBy) and a table every feature may read pass; the join of another owner's
    // table, the write of a table it may only read, a write in an `sql` template or `sql.table`, and a
    // table named by a parameter typed as string literals do not.
    expect(beta.map((message) => message.line)).toEqual([4, 5, 6, 7, 8]);
    expect(beta[0]!.message).toBe(
      'Table "alpha_items" belongs to features/alpha (src/server/db/tables/alpha.ts). Ask its index.ts: put the ' +
        'query in src/server/features/alpha/repository.ts and export a function from ' +
        'src/server/features/alpha/index.ts for features/beta to call, or, for a plain read, let features/beta ' +
        'read it with readBy in src/server/db/tables/alpha.ts.',
    );
    expect(beta[1]!.message).toContain('Table "alpha_log" belongs to features/alpha');
    expect(beta[1]!.message).toContain('only it writes the table');
  });
});
