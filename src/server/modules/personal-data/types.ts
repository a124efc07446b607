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
