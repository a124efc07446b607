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
  // Illegal: the web importing the server; common importing the web.
  'src/web/lib/uses-server.ts': `import { helper } from '#server/features/alpha/helper';\nexport const e = helper;`,
  'src/common/uses-web.ts': `import { e } from '#web/lib/uses-server';\nexport const f = e;`,
};

let root: string;
const messages = new Map<string, { ruleId: string | null; message: string }[]>();

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
      result.messages.map(({ ruleId, message }) => ({ ruleId, message })),
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
});
