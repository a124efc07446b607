import fs from 'node:fs';
import path from 'node:path';

/**
 * How far each "one way" of the kit (docs/decisions/042-our-own-ui-kit.md, docs/architecture.md#the-kit) has
 * come: for each job, the places done the kit's way and those still done by hand. Read from the source text
 * (tests left out), so the figures are approximate but cannot drift from the code; `where` lists what the
 * hand-written counts found, for the message when one grows.
 */
export interface OneWayCounts {
  /** Files with a `<form>`: on `useServerForm` (or a form family built on it) vs not. */
  formsOnServerForm: number;
  formsByHand: number;
  /** Screens (files) showing a query through `QueryStates`/`QueryItemList`/`ListSectionIfAny`, and those with
   * a loading or failure state of their own (a `Spinner`, `PageSpinner`, `Skeletons` or `ErrorNotice`
   * outside a `pending` prop, or a "Loading…" text). */
  screensOnQueryStates: number;
  screensByHand: number;
  /** `<ActionNotice`/`<LiveStatus` vs an outcome line drawn by hand (an element with `role="status"`/`"alert"`
   * in a screen). */
  noticesOnActionNotice: number;
  noticesByHand: number;
  /** `<Button`/`<LinkButton` vs a raw `<button className=…>`. */
  buttonsOnButton: number;
  buttonsByHand: number;
  /** Calls of `noStore(`/`answerWithNoStore(` vs a `no-store` header written by hand (server). */
  noStoreHelper: number;
  noStoreByHand: number;
  /** Calls of `dateTimeFormat(`/`numberFormat(`/`formatDate(` vs `new Intl.` outside the cache. */
  intlFromCache: number;
  intlByHand: number;
}

export type HandWrittenKey =
  'formsByHand' | 'screensByHand' | 'noticesByHand' | 'buttonsByHand' | 'noStoreByHand' | 'intlByHand';

const SOURCE = /\.(ts|tsx)$/;
const TEST = /\.test\.(ts|tsx)$/;

function sourceFiles(folder: string): string[] {
  if (!fs.existsSync(folder)) return [];
  const entries = fs
    .readdirSync(folder, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name));
  return entries.flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return SOURCE.test(entry.name) && !TEST.test(entry.name) ? [full] : [];
  });
}

const count = (text: string, pattern: RegExp) => text.match(pattern)?.length ?? 0;

/** The kit's own modules: the one place each state or notice is drawn. */
const KIT = [
  'src/web/components/ui/status.tsx',
  'src/web/components/ui/skeletons.tsx',
  'src/web/components/ui/form-field.tsx',
];
/** A lazy route's fallback waits for code, not for a query. */
const NOT_A_QUERY = ['src/web/app/app-routes.tsx'];
const FORM_KIT = /\b(useServerForm|usePostForm|useContentForm|usePhotoContentForm|ContentFormShell)\b/;
const STATE_KIT = /<(QueryStates|QueryItemList|ListSectionIfAny)\b/;
const LOADING_TEXT = /['"`>]\s*Loading(…|\.\.\.)/g;

/** Loading and failure states drawn in this file rather than by `QueryStates`. */
function handWrittenStates(text: string): number {
  let states = count(text, LOADING_TEXT);
  for (const match of text.matchAll(/<(Spinner|PageSpinner|Skeletons|ErrorNotice)\b/g)) {
    const before = text.slice(0, match.index).trimEnd();
    if (!/\bpending=\{\(?$/.test(before)) states += 1;
  }
  return states;
}

/** Raw `<button` elements whose attributes style them with `className`. */
function rawStyledButtons(text: string): number {
  let buttons = 0;
  for (const match of text.matchAll(/<button\b/g)) {
    let depth = 0;
    let end = match.index + match[0].length;
    for (; end < text.length; end += 1) {
      const char = text[end];
      if (char === '{') depth += 1;
      else if (char === '}') depth -= 1;
      else if (char === '>' && depth === 0) break;
    }
    if (/\bclassName=/.test(text.slice(match.index, end))) buttons += 1;
  }
  return buttons;
}

export function countOneWays(root: string): OneWayCounts & { where: Record<HandWrittenKey, string[]> } {
  const counts: OneWayCounts = {
    formsOnServerForm: 0,
    formsByHand: 0,
    screensOnQueryStates: 0,
    screensByHand: 0,
    noticesOnActionNotice: 0,
    noticesByHand: 0,
    buttonsOnButton: 0,
    buttonsByHand: 0,
    noStoreHelper: 0,
    noStoreByHand: 0,
    intlFromCache: 0,
    intlByHand: 0,
  };
  const where: Record<HandWrittenKey, string[]> = {
    formsByHand: [],
    screensByHand: [],
    noticesByHand: [],
    buttonsByHand: [],
    noStoreByHand: [],
    intlByHand: [],
  };
  const note = (key: HandWrittenKey, file: string, found: number) => {
    counts[key] += found;
    if (found > 0) where[key].push(`${file} (${found})`);
  };

  for (const full of sourceFiles(path.join(root, 'src/web'))) {
    const file = path.relative(root, full).split(path.sep).join('/');
    const text = fs.readFileSync(full, 'utf8');
    if (KIT.includes(file)) continue;
    if (/<form\b/.test(text)) {
      if (FORM_KIT.test(text)) counts.formsOnServerForm += 1;
      else note('formsByHand', file, 1);
    }
    if (STATE_KIT.test(text)) counts.screensOnQueryStates += 1;
    const states = NOT_A_QUERY.includes(file) ? 0 : handWrittenStates(text);
    if (states > 0) {
      counts.screensByHand += 1;
      where.screensByHand.push(`${file} (${states} ${states === 1 ? 'state' : 'states'})`);
    }
    counts.noticesOnActionNotice += count(text, /<(ActionNotice|LiveStatus)\b/g);
    if (!file.startsWith('src/web/components/ui/'))
      note(
        'noticesByHand',
        file,
        count(text, /\brole=(["'](status|alert)["']|\{[^}\n]*['"](status|alert)['"])/g),
      );
    counts.buttonsOnButton += count(text, /<(Button|LinkButton)\b/g);
    if (file !== 'src/web/components/ui/button.tsx') note('buttonsByHand', file, rawStyledButtons(text));
  }

  for (const full of sourceFiles(path.join(root, 'src/server'))) {
    const file = path.relative(root, full).split(path.sep).join('/');
    if (file === 'src/server/lib/no-store.ts') continue;
    const text = fs.readFileSync(full, 'utf8');
    counts.noStoreHelper += count(text, /\b(noStore|answerWithNoStore)\(/g);
    note('noStoreByHand', file, count(text, /['"`][\w ,=-]*\bno-store\b[\w ,=-]*['"`]/g));
  }

  for (const full of sourceFiles(path.join(root, 'src'))) {
    const file = path.relative(root, full).split(path.sep).join('/');
    if (file === 'src/common/intl-cache.ts') continue;
    const text = fs.readFileSync(full, 'utf8');
    counts.intlFromCache += count(text, /\b(dateTimeFormat|numberFormat|formatDate)\(/g);
    note('intlByHand', file, count(text, /\bnew Intl\./g));
  }
  return { ...counts, where };
}
