/**
 * Who owns a table (docs/architecture.md#database): a feature (`features/<name>`) or a module
 * (`modules/<name>`). Only the owner's files name the table in a query; any other code asks the owner's
 * index.ts. The owner may let others read (select from, join) a table — never write it — with `readBy`.
 * The table-owners lint rule (eslint.table-owners.js) reads the `owners` of each file in ./tables.
 */
export type Owner = `features/${string}` | `modules/${string}`;

export type TableOwner =
  | Owner
  | {
      owner: Owner;
      /** Who else may read the table; 'all' for a table every list joins (the users' names and emails). */
      readBy: Owner[] | 'all';
    };

/** One owner per table of a `XTables` interface: a table added there without an owner fails tsc. */
export type TableOwners<Tables> = { readonly [Table in keyof Tables]-?: TableOwner };
