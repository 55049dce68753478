// Spec §2.2: a detail path's id is the record's slug, or its record id when it has no slug — so each
// record has exactly one address.

/** Anything else can't be a slug or a record id, and is answered 404 without asking the content service. */
export const isRecordKey = (key: string) => /^[A-Za-z0-9-_.]{1,100}$/.test(key);

/** A record found by its id is shown only when it has no slug (otherwise its slug is its one address). */
export const addressableById = (entry: { fields: unknown }) => !(entry.fields as { slug?: string }).slug;
