// Tables of migration 0005–0009 that belong to this feature; the feature fills this in.
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface ContactNewsletterTables {}
