import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const WEB = import.meta.dirname;

/** Pictographs (emoji); ©, ® and ™ are ordinary text characters in every font. */
const PICTOGRAPH = /(?![©®™])\p{Extended_Pictographic}/u;

function components(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return components(full);
    return /\.tsx$/.test(entry.name) && !/\.test\.tsx$/.test(entry.name) ? [full] : [];
  });
}

/**
 * The icons of src/web/components/ui/icons.tsx: emoji render as empty
 * boxes where no emoji font is installed, so no component draws one; the site's SVG icons stand in.
 */
describe('icons', () => {
  it('no component renders an emoji pictograph', () => {
    const files = components(WEB);
    expect(files.length).toBeGreaterThan(100);
    const found = files.flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, index) =>
          PICTOGRAPH.test(line) ? [`${path.relative(WEB, file)}:${index + 1}: ${line.trim()}`] : [],
        ),
    );
    expect(found).toEqual([]);
  });

  it('would notice one', () => {
    expect(PICTOGRAPH.test('<span>📍</span>')).toBe(true);
    expect(PICTOGRAPH.test('▶')).toBe(true);
    expect(PICTOGRAPH.test('© 2026 Centre™')).toBe(false);
  });
});
