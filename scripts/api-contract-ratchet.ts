import fs from 'node:fs';
import path from 'node:path';

/**
 * What is left of the calls written by hand before endpoint declarations
 * (docs/decisions/035-one-contract-per-endpoint.md): in the web features and app screens, each `apiRequest`
 * call (a path typed by hand and an answer cast to a type the server never checked) and each line that
 * writes an `/api/` address by hand. Tests are left out: they answer and probe addresses on purpose.
 */
export interface HandWrittenCalls {
  apiRequestCalls: number;
  apiPathLines: number;
  /** `file:line` of every counted line, for the message when the count grows. */
  where: string[];
}

const SOURCE = /\.(ts|tsx)$/;
const TEST = /\.test\.(ts|tsx)$/;

function sourceFiles(folder: string): string[] {
  if (!fs.existsSync(folder)) return [];
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return SOURCE.test(entry.name) && !TEST.test(entry.name) ? [full] : [];
  });
}

export function countHandWrittenCalls(
  root: string,
  folders = ['src/web/features', 'src/web/app'],
): HandWrittenCalls {
  const counts: HandWrittenCalls = { apiRequestCalls: 0, apiPathLines: 0, where: [] };
  for (const file of folders.flatMap((folder) => sourceFiles(path.join(root, folder)))) {
    const lines = fs.readFileSync(file, 'utf8').split('\n');
    lines.forEach((line, index) => {
      const calls = line.match(/\bapiRequest\s*[<(]/g)?.length ?? 0;
      const paths = /['"`]\/api\//.test(line) ? 1 : 0;
      counts.apiRequestCalls += calls;
      counts.apiPathLines += paths;
      if (calls + paths > 0) counts.where.push(`${path.relative(root, file)}:${index + 1}`);
    });
  }
  return counts;
}
