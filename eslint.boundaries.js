import fs from 'node:fs';
import path from 'node:path';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

/**
 * The import boundaries of the code base as ESLint configs for the project rooted at `root` (a
 * function, so scripts/lint-boundaries.test.ts runs these very rules on a small fixture tree).
 *
 * Layers, lowest first: src/common → src/server/{lib,db} → src/server/modules → src/server/plugins
 * → src/server/features → src/server/app.ts, and src/common → src/web/{lib,components} →
 * src/web/features → src/web/app. A feature or module is used from outside only through its
 * index.ts; src/web/app may also take a feature's components (.tsx), so each page stays its own
 * lazily loaded chunk instead of riding along with a barrel. Tests, test support and the demo seed
 * may reach into internals. No import cycle anywhere (type-only imports vanish at run time, so
 * import-x ignores them).
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
      ['modules', 'plugins', 'features'].map((folder) => inside(`src/server/${folder}`)),
      'src/server/lib holds plain helpers: it imports no module, plugin or feature.',
    ),
    zone(inside('src/server/modules'), inside('src/server/features'), 'Modules never import features.'),
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
      ignores: ['**/*.test.{ts,tsx}', 'src/*/test-support/**', 'src/server/db/seed/**'],
      rules: {
        // Replaces the layer zones above for these files (one rule, one option object): both apply.
        'import-x/no-restricted-paths': ['error', { basePath: root, zones: [...layerZones, ...entryZones] }],
      },
    },
  ];
}
