import { execFile } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';

/** The Nu Html Checker's jar (the vnu-jar package) carries Jing, the RELAX NG validator the W3C's checkers use. */
const vnuJar = String(createRequire(import.meta.url)('vnu-jar'));
const JING = 'nu.validator.vendor.thaiopensource.relaxng.util.Driver';
const SCHEMA = path.join(import.meta.dirname, 'atom.rnc');

/**
 * What Jing finds wrong in an Atom document against the RFC 4287 grammar of `atom.rnc` (one line per error,
 * none when it is valid). The W3C feed validator is a Python program no npm install brings; this checks the
 * same grammar with a validator that does.
 */
export async function atomSchemaProblems(xml: string): Promise<string[]> {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'atom-'));
  const file = path.join(folder, 'feed.xml');
  fs.writeFileSync(file, xml);
  try {
    const output = await new Promise<string>((resolve, reject) => {
      execFile('java', ['-cp', vnuJar, JING, '-c', SCHEMA, file], (error, stdout, stderr) => {
        // Jing exits 1 when the document is invalid and says why on stdout; anything else is a failure to run.
        if (error && error.code !== 1) reject(new Error(`${error.message}\n${stderr}`));
        else resolve(`${stdout}${stderr}`);
      });
    });
    return output
      .split('\n')
      .filter(Boolean)
      .map((line) => line.replace(`${file}:`, 'line '));
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
}
