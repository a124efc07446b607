/** The person whose data a feature is asked for (docs/product.md#download-my-data). */
export interface DataSubject {
  id: number;
  email: string;
}

/**
 * One kind of record a feature or module holds about a person: `name` becomes its files in the export
 * (`<name>.json` and `<name>.csv`), `rows` are the records as stored, secrets (token hashes) left out.
 */
export interface PersonalRecords {
  name: string;
  rows: Record<string, unknown>[];
}

/** A file the person gave the site (a CV), with the name it goes by in the export. */
export interface PersonalFile {
  path: string;
  bytes: Buffer;
}

/**
 * The person whose account is being erased (docs/product.md#delete-account): each owner removes what is theirs
 * alone and hands what must stay for others to `formerMemberId`, an account of its own that names nobody
 * (docs/decisions/053-account-erasure.md). `names` are the texts that identified them (their display name).
 */
export interface ErasureSubject extends DataSubject {
  formerMemberId: number;
  names: string[];
  now: Date;
}

/** A LIKE pattern (with `\` as its escape character) that finds `text` anywhere in a column. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** The name an erased person's remaining records show (docs/product.md#delete-account). */
export const FORMER_MEMBER_NAME = 'A former member';
