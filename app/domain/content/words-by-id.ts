// One rule for content that the site knows by id (a level, a course, a plan): each id's words come from the
// first of the space's entries for it that validates, else from the pack's, so an id the site must offer
// never goes missing. An entry that doesn't validate is logged. Pure.
import type { Entry } from "./cms-schema";

export function wordsById<K extends string, W>(ids: readonly K[], space: readonly Entry[], pack: readonly Entry[], read: (entry: Entry) => [K, W] | null, what: string): Record<K, W> {
  const found = new Map<K, W>();
  for (const entry of space) {
    const pair = read(entry);
    if (!pair) console.warn(`[content] ${what} ${entry.sys.id} doesn't validate; the pack's words stand in`);
    else if (!found.has(pair[0])) found.set(pair[0], pair[1]);
  }
  for (const entry of pack) {
    const pair = read(entry);
    if (pair && !found.has(pair[0])) found.set(pair[0], pair[1]);
  }
  return Object.fromEntries(ids.map((id) => [id, found.get(id)!])) as Record<K, W>;
}
