import { execFile } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';

/** The checker's jar from the vnu-jar package, run by the system's Java (its own Java download is off). */
const vnuJar = String(createRequire(import.meta.url)('vnu-jar'));

export interface NuMessage {
  /** The page's name as the caller gave it (the names of pages with the same HTML, joined). */
  page: string;
  type: 'error' | 'warning';
  text: string;
}

interface VnuJson {
  messages: {
    type: 'error' | 'info' | 'non-document-error';
    subType?: string;
    url?: string;
    message: string;
    lastLine?: number;
    extract?: string;
  }[];
}

/**
 * Runs the Nu Html Checker (the W3C's HTML checker) once over all `documents` (name → HTML): one Java start for
 * all of them, each distinct HTML checked once. Answers its errors and warnings; plain notes (such as the
 * trailing slash React writes on void elements) are left out.
 */
export async function nuHtmlChecker(documents: Map<string, string>): Promise<NuMessage[]> {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'nu-html-'));
  try {
    const namesByHtml = new Map<string, string[]>();
    for (const [name, html] of documents) namesByHtml.set(html, [...(namesByHtml.get(html) ?? []), name]);
    const files = new Map<string, string>();
    for (const [html, names] of namesByHtml) {
      const file = path.join(folder, `${String(files.size).padStart(3, '0')}.html`);
      fs.writeFileSync(file, html);
      files.set(file, names.join(' = '));
    }
    const report = await new Promise<string>((resolve, reject) => {
      execFile(
        process.env.JAVA_HOME ? path.join(process.env.JAVA_HOME, 'bin', 'java') : 'java',
        [
          // A short run: the quick compiler alone needs about half the CPU time (the checker's recursion
          // then needs a larger stack than Java's default).
          '-XX:TieredStopAtLevel=1',
          '-Xss2m',
          '-jar',
          vnuJar,
          '--format',
          'json',
          '--exit-zero-always',
          ...files.keys(),
        ],
        { maxBuffer: 64 * 1024 * 1024 },
        (error, _stdout, stderr) => (error ? reject(error) : resolve(stderr)),
      );
    });
    const { messages } = JSON.parse(report) as VnuJson;
    return messages
      .filter((message) => message.type !== 'info' || message.subType === 'warning')
      .map((message) => ({
        // The checker names a file by its URL, file:/tmp/….
        page: files.get(message.url?.replace(/^file:/, '') ?? '') ?? message.url ?? '?',
        type: message.type === 'info' ? 'warning' : 'error',
        text: `${message.message}${message.lastLine ? ` (line ${message.lastLine})` : ''}${
          message.extract ? `: ${message.extract.replace(/\s+/g, ' ').trim().slice(0, 160)}` : ''
        }`,
      }));
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
}
