import fs from 'node:fs';
import path from 'node:path';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { tableOwnersPlugin } from './eslint.table-owners.js';

// The query-builder entry points that produce SQL. Only repositories (and the database layer itself) may
// call them, so every query lives in one place.
const sqlBuilders = /^(selectFrom|insertInto|updateTable|deleteFrom|replaceInto|mergeInto|selectNoFrom)$/;

/**
 * The import boundaries of the code base as ESLint configs for the project rooted at `root` (a
 * function, so scripts/lint-boundaries.test.ts runs these very rules on a small fixture tree).
 *
 * Layers, lowest first: src/common → src/server/{lib,db} → src/server/modules → src/server/plugins
 * → src/server/features → src/server/app.ts, and src/common → src/web/{lib,components} →
 * src/web/features → src/web/app. A feature or module is used from outside only through its
 * index.ts; src/web/app may also take a feature's components (.tsx), so each page stays its own
 * lazily loaded chunk instead of riding along with a barrel. Tests and test support may reach into
 * internals; the demo seed (src/server/db/seed) composes features like app.ts, through their index.ts. No import cycle anywhere (type-only imports vanish at run time, so
 * import-x ignores them). SQL lives only in repository.ts files (and src/server/db), and a repository names
 * only the tables its feature or module owns (eslint.table-owners.js).
 *
 * @param {string} root absolute path of the project
 * @returns {import('eslint').Linter.Config[]}
 */
export function boundaryConfigs(root) {
  const at = (relative) => path.join(root, relative);
  /** Globs are matched against absolute paths. */
  const inside = (folder) => `${at(folder)}/**`;
  const folders = (area) =>
    fs.existsSync(at(area))
      ? fs
          .readdirSync(at(area), { withFileTypes: true })
          .filter((entry) => entry.isDirectory())
          .map((entry) => entry.name)
      : [];
  const zone = (target, from, message, except) => ({
    target: [target].flat(),
    from: [from].flat(),
    ...(except ? { except } : {}),
    message,
  });

  const layerZones = [
    zone(
      inside('src/common'),
      [inside('src/server'), inside('src/web')],
      'Common code imports neither web nor server.',
    ),
    zone(inside('src/web'), inside('src/server'), 'The web never imports the server.'),
    zone(inside('src/server'), inside('src/web'), 'The server never imports the web.'),
    zone(
      inside('src/server/lib'),
      [`${at('src/server')}/!(lib)/**`, `${at('src/server')}/*.ts`],
      'src/server/lib holds plain helpers: it imports only src/common and src/server/lib.',
    ),
    zone(inside('src/server/modules'), inside('src/server/features'), 'Modules never import features.'),
    zone(
      inside('src/server/modules'),
      inside('src/server/plugins'),
      'Modules never import plugins: plugins sit above them. Move what both need down to the module or src/server/lib.',
    ),
    zone(
      inside('src/server/plugins'),
      inside('src/server/features'),
      'Plugins never import features: src/server/app.ts hands a plugin what it needs from them.',
    ),
    zone(
      [inside('src/web/lib'), inside('src/web/components')],
      [inside('src/web/features'), inside('src/web/app')],
      'Shared web code (lib, components) imports no feature and nothing from src/web/app.',
    ),
    zone(
      inside('src/web/features'),
      inside('src/web/app'),
      'Features never import src/web/app: the app composes them.',
    ),
  ];

  const throughIndex = (area, what) =>
    `Use ${what} only through its index.ts (${area}/<name>/index.ts); export there what others need.`;
  const indexOf = (area) => `${at(area)}/*/index.ts`;
  /** Zones saying: code in `target` reaches the units of `area` (except `own`) only through index.ts. */
  const entryZone = (target, area, what, own, extraExcept = []) =>
    zone(target, own ? `${at(area)}/!(${own})/**` : inside(area), throughIndex(area, what), [
      indexOf(area),
      ...extraExcept,
    ]);
  const serverFeatures = 'src/server/features';
  const serverModules = 'src/server/modules';
  const webFeatures = 'src/web/features';
  const entryZones = [
    ...folders(serverFeatures).flatMap((name) => [
      entryZone(inside(`${serverFeatures}/${name}`), serverFeatures, 'another feature', name),
      entryZone(inside(`${serverFeatures}/${name}`), serverModules, 'a module'),
    ]),
    ...folders(serverModules).map((name) =>
      entryZone(inside(`${serverModules}/${name}`), serverModules, 'another module', name),
    ),
    ...[serverFeatures, serverModules].map((area) =>
      entryZone(
        [`${at('src/server')}/!(features|modules)/**`, `${at('src/server')}/*.ts`],
        area,
        area === serverModules ? 'a module' : 'a feature',
      ),
    ),
    ...folders(webFeatures).map((name) =>
      entryZone(inside(`${webFeatures}/${name}`), webFeatures, 'another feature', name),
    ),
    entryZone(
      [inside('src/web/app'), `${at('src/web')}/*.tsx`],
      webFeatures,
      'a feature (or its components)',
      null,
      [`${at(webFeatures)}/**/*.tsx`],
    ),
  ];

  /** For code that is not a test (tests of the database layer build the app). */
  const databaseZone = zone(
    [`${at('src/server/db')}/!(seed)/**`, `${at('src/server/db')}/*.ts`],
    ['modules', 'plugins', 'features'].map((folder) => inside(`src/server/${folder}`)),
    'src/server/db (connection, tables, migrations) imports no module, plugin or feature; only the demo seed composes them.',
  );

  const importSettings = {
    'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
    'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    'import-x/resolver-next': [createTypeScriptImportResolver({ project: at('tsconfig.json') })],
  };

  return [
    {
      files: ['**/*.{ts,tsx}'],
      plugins: { 'import-x': importX },
      settings: importSettings,
      rules: {
        'import-x/no-cycle': ['error', { ignoreExternal: true }],
        'import-x/no-restricted-paths': ['error', { basePath: root, zones: layerZones }],
      },
    },
    {
      files: ['src/**/*.{ts,tsx}'],
      ignores: ['**/*.test.{ts,tsx}', 'src/*/test-support/**'],
      rules: {
        // Replaces the layer zones above for these files (one rule, one option object): both apply.
        'import-x/no-restricted-paths': [
          'error',
          { basePath: root, zones: [...layerZones, databaseZone, ...entryZones] },
        ],
      },
    },
    {
      files: ['src/server/**/*.ts'],
      ignores: ['src/server/**/repository.ts', 'src/server/db/**', 'src/server/**/*.test.ts'],
      rules: {
        'no-restricted-imports': [
          'error',
          {
            paths: [
              { name: 'kysely', importNames: ['sql'], message: 'SQL lives only in repository.ts files.' },
            ],
          },
        ],
        'no-restricted-syntax': [
          'error',
          {
            selector: `CallExpression[callee.property.name=${sqlBuilders}]`,
            message: 'SQL lives only in repository.ts files (and src/server/db).',
          },
        ],
      },
    },
    {
      files: ['src/server/features/**/*.ts', 'src/server/modules/**/*.ts'],
      ignores: ['src/server/**/*.test.ts'],
      plugins: { 'table-owners': tableOwnersPlugin },
      rules: { 'table-owners/table-owners': ['error', { root }] },
    },
  ];
}
